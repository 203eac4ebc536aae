import type { InferOutput } from 'valibot'
import type { ApiErrorBodySchema } from './wire/api-error'

/**
 * The numeric error catalogue of the /v6 interface (data-interface §8) and the
 * client-side lookup of the text a user sees (application §8).
 */

export const ERROR_CATALOGUE = {
  0: { internalCode: 'NOT_ELIGIBLE', en: 'You are not eligible for this action.' },
  1: { internalCode: 'NO_OR_WRONG_FIELDS', en: 'No fields or wrong fields to change.' },
  2: { internalCode: 'EMAIL_REQUIRED', en: 'An email address is required.' },
  3: { internalCode: 'PASSWORD_TOO_SHORT', en: 'The password must have at least 8 characters.' },
  4: { internalCode: 'NO_VALUES_TO_SAVE', en: 'There are no values to save.' },
  5: { internalCode: 'FIELDS_NOT_ALLOWED', en: 'These fields are not allowed to change.' },
  6: { internalCode: 'NO_OPTIONS_GIVEN', en: 'No options were given.' },
  7: { internalCode: 'NEWPASSWORD_REQUIRED', en: 'The newpassword parameter is needed.' },
  8: { internalCode: 'MISSING_PARAMETERS', en: 'Parameters are missing.' },
  9: { internalCode: 'EMAIL_NOT_FOUND', en: 'This email address is not in our database.' },
  11: { internalCode: 'USERNAME_EXISTS', en: 'Proviced Email is already in use.' },
  13: {
    internalCode: 'INVALID_CREDENTIALS',
    en: 'The credentials do not match or there is no valid subscription.',
  },
  14: { internalCode: 'INVALID_ACCESS_TOKEN', en: 'The access token is invalid.' },
  15: { internalCode: 'BASIC_AUTH_REQUIRED', en: 'Please use HTTP basic authentication.' },
  16: { internalCode: 'ACCOUNT_INACTIVE', en: 'This account is inactive.' },
  17: { internalCode: 'EMAIL_ALREADY_VALID', en: 'This email address is already confirmed.' },
  18: { internalCode: 'RESET_LIMIT', en: 'Only one password reset is possible per 24 hours.' },
  19: { internalCode: 'RATE_LIMIT', en: 'Rate limit reached. Please try again later.' },
  20: { internalCode: 'API_BUSY', en: 'Too many requests, the API is busy. Please try again later.' },
  21: { internalCode: 'UNSUPPORTED_FORMAT', en: 'This format is not supported.' },
  30: { internalCode: 'EXPIRED_ACCESS_TOKEN', en: 'The access token has expired.' },
  32: { internalCode: 'MALFORMED_PARAMETERS', en: 'Malformed parameters.' },
  33: { internalCode: 'INVALID_JSON', en: 'The request body is not valid JSON.' },
  34: { internalCode: 'NOT_ELIGIBLE_API_VERSION', en: 'You are not eligible for this API version.' },
  35: { internalCode: 'NOT_ELIGIBLE_FEATURE', en: 'You are not eligible for this feature.' },
  36: { internalCode: 'NOT_ELIGIBLE_REGION', en: 'You are not eligible for this region.' },
  37: { internalCode: 'NOT_ELIGIBLE_FORMAT', en: 'You are not eligible for this format.' },
  38: { internalCode: 'NOT_ELIGIBLE_AI', en: 'You are not eligible for AI functions.' },
  39: { internalCode: 'INVALID_TOKEN', en: 'The token is invalid.' },
  40: { internalCode: 'TOKEN_VALIDATION_ERROR', en: 'The token could not be validated.' },
} as const satisfies Record<number, { internalCode: string; en: string }>

export type ErrorCode = keyof typeof ERROR_CATALOGUE

export type ApiErrorBody = InferOutput<typeof ApiErrorBodySchema>

/** The error body the server answers for a catalogue code; `en` may be made more precise. */
export function apiErrorBody(code: ErrorCode, en?: string): ApiErrorBody {
  const entry = ERROR_CATALOGUE[code]
  return { code, internalCode: entry.internalCode, en: en ?? entry.en }
}

/** Actions with their own fallback text when an error carries none (application §8). */
export const ACTION_FAILURE_TEXT = {
  register: 'Registration failed',
  login: 'You have entered an invalid username or password',
  reset: 'Password reset failed. Please try again or contact support.',
  setPassword:
    'Setting the new password failed. Please copy the link from the email into your browser manually.',
  updateUserData: 'Failed to update your data. Please try again.',
  orderSubscription: 'Your order could not be placed. Please try again or contact support.',
  cancellation: 'Your cancellation request could not be sent. Please try again or contact support.',
  generic: 'Action failed',
} as const

export type ErrorAction = keyof typeof ACTION_FAILURE_TEXT

/**
 * The text shown for a failed action: the translation of the error's internalCode,
 * else its `en` text, else the action's own failure text.
 */
export function errorText(
  error: Partial<ApiErrorBody> | null | undefined,
  action: ErrorAction,
  translations: Readonly<Record<string, string>> = {},
): string {
  const byCode = error?.internalCode ? translations[error.internalCode] : undefined
  return byCode ?? error?.en ?? ACTION_FAILURE_TEXT[action]
}
