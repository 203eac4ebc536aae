import * as v from 'valibot'
import { ApiError } from './api-error'

/**
 * Request input through a valibot schema: a missing required value answers code 8
 * (missing parameters), anything else malformed answers code 32.
 */
export function parseRequest<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input)
  if (result.success) return result.output
  throw validationError(result.issues)
}

export function validationError(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  const missing = issues.find((issue) => issue.input === undefined)
  if (missing) {
    return new ApiError(400, 8, `Required parameter ${v.getDotPath(missing) ?? 'body'} is missing.`)
  }
  const first = issues[0]
  const where = first ? (v.getDotPath(first) ?? 'request') : 'request'
  return new ApiError(400, 32, `Malformed parameter ${where}: ${first?.message ?? 'invalid'}`)
}

/**
 * A required part of a call is missing (data-interface §5): code 8 with the spec's text,
 * 'Required parameter X was null or undefined when calling Y'.
 */
export function requiredParameterError(name: string, call: string): ApiError {
  return new ApiError(400, 8, `Required parameter ${name} was null or undefined when calling ${call}`)
}

/** A path or query value that must be present and non-blank; returns it trimmed. */
export function requireParameter(value: unknown, name: string, call: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw requiredParameterError(name, call)
  return value.trim()
}

/** Formats a call answers in; every call accepts an optional `format` (data-interface §7). */
export const SUPPORTED_FORMATS = ['json'] as const

/** Any `format` other than a supported one answers code 21 (unsupported format). */
export function assertSupportedFormat(
  query: unknown,
  supported: readonly string[] = SUPPORTED_FORMATS,
): void {
  if (typeof query !== 'object' || query === null || !('format' in query)) return
  const format = query.format
  if (format === undefined) return
  if (typeof format !== 'string' || !supported.includes(format.toLowerCase())) {
    throw new ApiError(
      400,
      21,
      `Unsupported format: ${String(format).slice(0, 40)}. Supported: ${supported.join(', ')}.`,
    )
  }
}

/** Comma-joined numeric ids of one path segment ('1001,1002'); anything else answers code 32. */
export function parseIdList(value: unknown, name: string, call: string, max = 200): number[] {
  const text = requireParameter(value, name, call)
  const parts = text.split(',').map((part) => part.trim())
  if (parts.length > max) throw new ApiError(400, 32, `Malformed parameter ${name}: more than ${max} ids.`)
  const ids: number[] = []
  for (const part of parts) {
    if (!/^\d{1,10}$/.test(part) || Number(part) > 2_147_483_647) {
      throw new ApiError(400, 32, `Malformed parameter ${name}: '${part.slice(0, 20)}' is not a title id.`)
    }
    ids.push(Number(part))
  }
  return [...new Set(ids)]
}
