export interface StepperProps {
  steps: readonly string[]
  /** Index of the current step (0-based); steps before it are done. */
  current: number
  label?: string
  className?: string
}

/** The numbered steps of a flow; the current one carries aria-current="step". */
export function Stepper({ steps, current, label = 'Progress', className }: StepperProps) {
  return (
    <nav aria-label={label} className={['stepper', className ?? ''].filter(Boolean).join(' ')}>
      <ol className="stepper__list">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming'
          return (
            <li
              key={step}
              className={`stepper__step stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="stepper__number" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="stepper__label">
                {step}
                {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
