import * as v from 'valibot'
import { isRecord, MAX_OPTS_LENGTH, UserOptionsSchema } from '../../src/core'
import type { Database, UserRow } from '../db'
import { ApiError } from '../http/api-error'
import { updateUser } from './users'

/**
 * POST /v6/userdata/opts, body {opts: JSON string}. No opts answers 6; opts that are not
 * a string, too long or not a JSON object answer 32 (or 33 for text that is not JSON).
 */
export async function saveOpts(db: Database, row: UserRow, body: unknown): Promise<string> {
  const opts = isRecord(body) ? body.opts : undefined
  if (opts === undefined || opts === null || opts === '') throw new ApiError(400, 6)
  if (typeof opts !== 'string')
    throw new ApiError(400, 32, 'Malformed parameter opts: expected a JSON string')
  if (opts.length > MAX_OPTS_LENGTH) {
    throw new ApiError(400, 32, `Malformed parameter opts: longer than ${MAX_OPTS_LENGTH} characters`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(opts)
  } catch {
    throw new ApiError(400, 33, 'The opts string is not valid JSON.')
  }
  if (!isRecord(parsed)) throw new ApiError(400, 32, 'Malformed parameter opts: expected a JSON object')
  const checked = v.safeParse(UserOptionsSchema, parsed)
  if (!checked.success) {
    const where = v.getDotPath(checked.issues[0]) ?? 'opts'
    throw new ApiError(400, 32, `Malformed parameter opts.${where}: ${checked.issues[0].message}`)
  }
  await updateUser(db, row.id, { opts })
  return opts
}
