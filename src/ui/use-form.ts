import { type Dispatch, type SetStateAction, useRef, useState } from 'react'
import { type FieldErrors, isValid } from '../core'

/** The keys of a form whose values are text (the ones a text input binds to). */
export type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string

type Focusable = HTMLInputElement | HTMLTextAreaElement

export interface FormOptions<F, K extends string> {
  initial: F | (() => F)
  /** The form's checks (src/core/validation); errors show once a submit was tried. */
  validate: (form: F) => FieldErrors<K>
  /** The fields in screen order: a failed submit focuses the first invalid one. */
  order: readonly K[]
  /** Test ids of the bound inputs are `${testIdPrefix}-${key}`. */
  testIdPrefix: string
}

export interface Form<F, K extends string> {
  form: F
  setForm: Dispatch<SetStateAction<F>>
  errors: FieldErrors<K>
  /** Whether a submit was tried (errors show from then on). */
  submitted: boolean
  /** The props of a text input for `key`: value, change, inline error, focus target, test id. */
  bind(key: TextKeys<F> & K): {
    value: string
    onChange: (event: { target: { value: string } }) => void
    error: string | undefined
    ref: (element: Focusable | null) => void
    'data-testid': string
  }
  /** Marks the form as submitted; true when it is valid, else focuses the first invalid field. */
  check(): boolean
  /** Back to "not submitted" (errors hidden), e.g. after a successful save. */
  resetSubmitted(): void
}

/** Form state shared by the account forms: values, errors after the first submit, focus on the first error. */
export function useForm<F, K extends string>(options: FormOptions<F, K>): Form<F, K> {
  const [form, setForm] = useState<F>(options.initial)
  const [submitted, setSubmitted] = useState(false)
  const refs = useRef(new Map<string, Focusable>())
  const errors: FieldErrors<K> = submitted ? options.validate(form) : {}
  return {
    form,
    setForm,
    errors,
    submitted,
    bind: (key) => ({
      value: String(form[key]),
      onChange: (event) => setForm((current) => ({ ...current, [key]: event.target.value })),
      error: errors[key],
      ref: (element) => {
        if (element) refs.current.set(key, element)
      },
      'data-testid': `${options.testIdPrefix}-${key}`,
    }),
    check() {
      setSubmitted(true)
      const invalid = options.validate(form)
      if (isValid(invalid)) return true
      const first = options.order.find((field) => invalid[field])
      if (first) refs.current.get(first)?.focus()
      return false
    },
    resetSubmitted: () => setSubmitted(false),
  }
}
