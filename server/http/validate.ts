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
