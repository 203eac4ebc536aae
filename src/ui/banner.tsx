import type { ReactNode } from 'react'
import { AlertIcon } from './icons'

export interface BannerProps {
  tone?: 'info' | 'warning' | 'error' | 'accent'
  children: ReactNode
  /** Buttons or links on the right (wrap under the text on phones). */
  actions?: ReactNode
  testId?: string
}

/** A full-width notice under the header (trial, awaiting payment). Polite: it is status, not an alarm. */
export function Banner({ tone = 'info', children, actions, testId }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role="status" data-testid={testId}>
      <div className="banner__inner">
        <AlertIcon className="banner__icon" />
        <div className="banner__text">{children}</div>
        {actions ? <div className="banner__actions">{actions}</div> : null}
      </div>
    </div>
  )
}
