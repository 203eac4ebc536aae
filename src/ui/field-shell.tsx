import { type ReactNode, useId } from 'react'
import { AlertIcon } from './icons'

/** What a field's control needs to be labelled and to announce its hint and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldShellProps {
  label: string
  /** Shown under the control; marks it invalid and is announced with it. */
  error?: string | null | undefined
  hint?: string | undefined
  className?: string | undefined
  children: (control: FieldControlProps) => ReactNode
}

/** Label, hint and inline error around one control (input, textarea, select). */
export function FieldShell({ label, error, hint, className, children }: FieldShellProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
