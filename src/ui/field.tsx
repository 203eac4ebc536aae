import type { InputHTMLAttributes, Ref } from 'react'
import { FieldShell } from './field-shell'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown under the input; marks it invalid and is announced with it. */
  error?: string | null
  hint?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its inline error (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...input} ref={ref} {...control} className="field__input" />}
    </FieldShell>
  )
}
