import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../ui'

/** Any path the app does not know (application §2.1 "any other path"). */
export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <div className="centered-page">
      <div className="centered-page__panel card status-page" data-testid="not-found">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 className="status-page__title">Page not found</h1>
        <p className="muted">The page you asked for does not exist or has moved.</p>
        <Link to="/" className="button button--primary" data-testid="not-found-home">
          Back to home
        </Link>
      </div>
    </div>
  )
}
