import { type ApiErrorBody, apiErrorBody, type ErrorCode } from '../../src/core'

/** A failure a handler throws to answer with a catalogue body (data-interface §8). */
export class ApiError extends Error {
  readonly body: ApiErrorBody

  constructor(
    readonly statusCode: number,
    code: ErrorCode,
    en?: string,
  ) {
    super(en ?? `API error ${code}`)
    this.name = 'ApiError'
    this.body = apiErrorBody(code, en)
  }
}

/**
 * The catalogue has no code for a server fault. The body keeps the catalogue's shape so
 * clients show `en`; the status (500) tells them it may be retried.
 */
export const INTERNAL_ERROR_BODY: ApiErrorBody = {
  code: 500,
  internalCode: 'INTERNAL_ERROR',
  en: 'Something went wrong on our side. Please try again later.',
}

/** Code 20 (API busy) with this text: the database could not be reached; the client may retry. */
export const DATABASE_UNAVAILABLE_TEXT =
  'The service is briefly unavailable. Please try again in a few seconds.'
