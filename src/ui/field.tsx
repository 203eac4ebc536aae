import { type InputHTMLAttributes, type Ref, useId } from 'react'
import { AlertIcon } from './icons'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown under the input; marks it invalid and is announced with it. */
  error?: string | null
  hint?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its inline error (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, className, ref, ...input }: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          <AlertIcon className="alert__icon" />
          {error}
        </p>
      ) : null}
    </div>
  )
}
