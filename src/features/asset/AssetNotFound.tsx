import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../../ui'

/**
 * The asset not-found page (application §2.5, §8 "Asset unavailable"): the title id is missing,
 * unknown, or the title is not part of the user's plan.
 */
export function AssetNotFound() {
  useDocumentTitle('Asset unavailable')
  return (
    <div className="centered-page">
      <div className="centered-page__panel card status-page" data-testid="asset-not-found">
        <h1 className="status-page__title">Asset unavailable</h1>
        <p className="muted">
          This asset may have been moved or deleted, may not exist, or may not be part of your subscription
          plan.
        </p>
        <div className="status-page__actions">
          <Link to="/" className="button button--primary" data-testid="asset-not-found-home">
            Back to home
          </Link>
          <Link to="/settings" search={{ tab: 'settings_subscription' }} className="button button--secondary">
            See your plan
          </Link>
        </div>
      </div>
    </div>
  )
}
