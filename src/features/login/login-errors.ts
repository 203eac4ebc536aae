import type { ApiError } from '../../api'
import { errorText, TEXT } from '../../core'

/** Shown when the server cannot be reached at all (no answer to read a message from). */
export const LOGIN_UNREACHABLE_TEXT = 'The server could not be reached. Check your connection and try again.'

/**
 * The body of the 'Login failed' alert (application §8): invalid credentials (401, code 13) say
 * 'You have entered an invalid username or password'; other answers show their catalogue text
 * (internalCode translation, else en, else the login fallback).
 */
export function loginFailureText(error: ApiError): string {
  if (error.kind === 'network') return LOGIN_UNREACHABLE_TEXT
  if (error.kind === 'http' && error.status === 401 && (error.body === undefined || error.body.code === 13)) {
    return TEXT.invalidCredentials
  }
  return errorText(error.body, 'login')
}
