import { type ReactNode, useId } from 'react'
import { AlertIcon } from './icons'

export interface ChoiceCard<T extends string> {
  value: T
  label: ReactNode
  description?: ReactNode
  disabled?: boolean
  testId?: string
}

export interface ChoiceCardsProps<T extends string> {
  legend: string
  name: string
  options: readonly ChoiceCard<T>[]
  value: T | null
  onChange: (value: T) => void
  error?: string | null
  /** Shown under the legend. */
  hint?: ReactNode
  className?: string
}

/** A radio group drawn as selectable cards (plan interval, payment option). */
export function ChoiceCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  className,
}: ChoiceCardsProps<T>) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      className={['choice-cards', className ?? ''].filter(Boolean).join(' ')}
      aria-describedby={describedBy}
    >
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="choice-cards__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`
          return (
            <div key={option.value} className="choice-card">
              <input
                id={optionId}
                type="radio"
                className="choice-card__input"
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                data-testid={option.testId}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId} className="choice-card__label">
                <span className="choice-card__title">{option.label}</span>
                {option.description ? (
                  <span className="choice-card__description">{option.description}</span>
                ) : null}
              </label>
            </div>
          )
        })}
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          <AlertIcon className="alert__icon" />
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
