import type { ReactNode } from 'react'
import { AlertIcon } from './icons'

export interface AlertProps {
  tone?: 'error' | 'warning' | 'info'
  title?: string
  children?: ReactNode
  /** role=alert announces it at once (errors after a submit); status waits politely. */
  role?: 'alert' | 'status'
  testId?: string
}

export function Alert({ tone = 'info', title, children, role = 'alert', testId }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={role} data-testid={testId}>
      <AlertIcon className="alert__icon" />
      <div>
        {title ? <p className="alert__title">{title}</p> : null}
        {children ? <div className="alert__body">{children}</div> : null}
      </div>
    </div>
  )
}
