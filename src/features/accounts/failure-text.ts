import type { ApiError } from '../../api'
import { type ErrorAction, errorText } from '../../core'

/** Shown when no answer arrived at all. */
export const UNREACHABLE_TEXT = 'The server could not be reached. Check your connection and try again.'

/**
 * The text of a failed account action (application §8): the error's catalogue text
 * (internalCode, then en), else the action's own failure text; a network failure says so.
 */
export function failureText(error: ApiError, action: ErrorAction): string {
  if (error.kind === 'network') return UNREACHABLE_TEXT
  return errorText(error.body, action)
}
