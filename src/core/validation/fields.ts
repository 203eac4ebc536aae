/** Field name → message of each field that failed; empty when the form is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>

/** Minimum password length (application §9). */
export const PASSWORD_MIN_LENGTH = 8

/** A pragmatic e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === ''
}

export function isEmail(value: string | null | undefined): boolean {
  return !isBlank(value) && EMAIL_PATTERN.test((value ?? '').trim()) && (value ?? '').length <= 320
}

export function isValid<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.keys(errors).length === 0
}

/** Adds `message` for every listed field that is blank. */
export function requireFields<F extends string>(
  errors: FieldErrors<F>,
  values: Readonly<Partial<Record<F, string | null | undefined>>>,
  messages: Readonly<Partial<Record<F, string>>>,
): FieldErrors<F> {
  for (const field of Object.keys(messages) as F[]) {
    const message = messages[field]
    if (message !== undefined && errors[field] === undefined && isBlank(values[field]))
      errors[field] = message
  }
  return errors
}
