import './pricing.css'
import { Link } from '@tanstack/react-router'
import type { AccountType, SubscriptionInterval } from '../../core'
import { capitalise } from '../../ui'
import { planHighlights, planPrice, RECOMMENDED_TIER, TIERS } from './plan-display'

export interface PlanCardsProps {
  interval: SubscriptionInterval
  /** The user's current plan, marked on its card. */
  currentTier?: AccountType | null
}

/**
 * The four plans side by side (stacked on phones), each leading to its purchase page. A card's
 * call to action is 'Choose Premium', or 'Renew Premium' on the user's own plan.
 */
export function PlanCards({ interval, currentTier = null }: PlanCardsProps) {
  return (
    <ul className="plan-cards" data-testid="plan-cards">
      {TIERS.map((tier) => {
        const price = planPrice(tier, interval)
        const { tagline, points } = planHighlights(tier)
        const recommended = tier === RECOMMENDED_TIER
        const current = tier === currentTier
        return (
          <li
            key={tier}
            className={`plan-card${recommended ? ' plan-card--recommended' : ''}`}
            data-testid={`plan-${tier}`}
          >
            <div className="plan-card__head">
              <h3 className="plan-card__name">{capitalise(tier)}</h3>
              {current ? (
                <span className="badge badge--accent plan-card__badge">Your plan</span>
              ) : recommended ? (
                <span className="badge badge--accent plan-card__badge">Most popular</span>
              ) : null}
            </div>
            <p className="plan-card__tagline">{tagline}</p>
            <p className="plan-card__price">
              <span className="plan-card__amount">{price.amount}</span>{' '}
              <span className="plan-card__per">{price.per}</span>
            </p>
            <p className="plan-card__note subtle">{price.note}</p>
            <ul className="plan-card__points">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <Link
              to="/purchase/{-$accountType}"
              params={{ accountType: tier }}
              search={{ interval }}
              className={`button button--block ${recommended ? 'button--primary' : 'button--secondary'}`}
              data-testid={`choose-${tier}`}
            >
              {`${current ? 'Renew' : 'Choose'} ${capitalise(tier)}`}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
