import { forwardRef, type InputHTMLAttributes } from 'react'
import { FieldShell } from './field-shell'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown under the input; marks it invalid and is announced with it. */
  error?: string | null
  hint?: string
}

/** A labelled input with its inline error (aria-invalid, aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, ...input },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} ref={ref} {...control} className="field__input" />}
    </FieldShell>
  )
})
