import './notices.css'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { PaidAccountType } from '../../core'
import { capitalise } from '../../ui'

export interface UpgradePromptProps {
  title: string
  /** The plan that includes the feature. */
  tier: PaidAccountType
  children?: ReactNode
  testId?: string
}

/** A locked feature: what it needs and the way to get it (application §2.5 "premium-feature upgrade"). */
export function UpgradePrompt({ title, tier, children, testId = 'upgrade-prompt' }: UpgradePromptProps) {
  return (
    <section className="upgrade-prompt card" data-testid={testId} aria-label={title}>
      <span className="badge badge--accent">{capitalise(tier)} feature</span>
      <h3 className="upgrade-prompt__title">{title}</h3>
      {children ? <div className="upgrade-prompt__body muted">{children}</div> : null}
      <div className="upgrade-prompt__actions">
        <Link
          to="/purchase/{-$accountType}"
          params={{ accountType: tier }}
          className="button button--primary"
          data-testid="upgrade-prompt-upgrade"
        >
          Upgrade to {capitalise(tier)}
        </Link>
        <Link to="/accounts" className="button button--secondary">
          Compare plans
        </Link>
      </div>
    </section>
  )
}
