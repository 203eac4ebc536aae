import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { AlertIcon } from './icons'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode
  error?: string | null
}

/** A checkbox with its label and inline error (aria-invalid, aria-describedby). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, className, ...input },
  ref,
) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={['checkbox', className ?? ''].filter(Boolean).join(' ')}>
      <div className="checkbox__row">
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label className="checkbox__label" htmlFor={id}>
          {label}
        </label>
      </div>
      {error ? (
        <p className="field__error" id={errorId}>
          <AlertIcon className="alert__icon" />
          {error}
        </p>
      ) : null}
    </div>
  )
})
