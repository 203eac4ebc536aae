import type { Ref, TextareaHTMLAttributes } from 'react'
import { FieldShell } from './field-shell'

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  error?: string | null
  hint?: string
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line input with its inline error. */
export function TextAreaField({ label, error, hint, className, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea rows={4} {...textarea} ref={ref} {...control} className="field__input field__textarea" />
      )}
    </FieldShell>
  )
}
