import { forwardRef, type TextareaHTMLAttributes } from 'react'
import { FieldShell } from './field-shell'

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string
  error?: string | null
  hint?: string
}

/** A labelled multi-line input with its inline error. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, className, ...textarea },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea rows={4} {...textarea} ref={ref} {...control} className="field__input field__textarea" />
      )}
    </FieldShell>
  )
})
