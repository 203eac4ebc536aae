import { type ReactNode, useId } from 'react'

export interface CardProps {
  title: string
  subtitle?: ReactNode
  /** Right side of the header (a status, a badge). */
  aside?: ReactNode
  footer?: ReactNode
  children?: ReactNode
  className?: string
  testId?: string
}

/** A titled panel; the title labels the region. */
export function Card({ title, subtitle, aside, footer, children, className, testId }: CardProps) {
  const headingId = useId()
  return (
    <section
      className={['card', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <header className="card__header">
        <div>
          <h2 className="card__title" id={headingId}>
            {title}
          </h2>
          {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
        </div>
        {aside}
      </header>
      {children}
      {footer ? <footer className="card__footer">{footer}</footer> : null}
    </section>
  )
}
