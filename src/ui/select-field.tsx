import { forwardRef, type SelectHTMLAttributes } from 'react'
import { FieldShell } from './field-shell'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  options: readonly SelectOption[]
  /** A first, empty choice ('Please choose'). */
  placeholder?: string
  error?: string | null
  hint?: string
}

/** A labelled native select with its inline error. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, className, ...select },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...select} ref={ref} {...control} className="field__input field__select">
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
})
