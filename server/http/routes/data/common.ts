import type * as v from 'valibot'
import { parseTimeInput, partitionSpec } from '../../../../src/core'
import { countriesOfRegion } from '../../../market/reference/countries'
import { isCountryCode } from '../../../market/reference/identifiers'
import { ApiError } from '../../api-error'
import { assertSupportedFormat, parseRequest, SUPPORTED_FORMATS } from '../../validate'

const DAY_MS = 86_400_000
/** The default time range is the last 3 days (application §9). */
export const DEFAULT_RANGE_DAYS = 3

/** Every call accepts an optional format query parameter; this server speaks JSON only (code 21). */

/** A comma-joined path segment of title ids (data-interface §9); missing → 8, malformed → 32. */
export function parseIdents(raw: string | undefined, name: string, call: string, max = 100): number[] {
  if (raw === undefined || raw.trim() === '') {
    throw new ApiError(400, 8, `Required parameter ${name} was null or undefined when calling ${call}.`)
  }
  const parts = raw.split(',').map((part) => part.trim())
  if (parts.length > max || !parts.every((part) => /^\d{1,10}$/.test(part))) {
    throw new ApiError(
      400,
      32,
      `Malformed parameter ${name}: expected up to ${max} comma-separated title ids.`,
    )
  }
  const ids = parts.map(Number)
  if (!ids.every((id) => id >= 1 && id <= 2_147_483_647)) {
    throw new ApiError(400, 32, `Malformed parameter ${name}: title id out of range.`)
  }
  return [...new Set(ids)]
}

export function parseIdent(raw: string | undefined, name: string, call: string): number {
  const ids = parseIdents(raw, name, call, 1)
  const [id] = ids
  if (id === undefined)
    throw new ApiError(400, 8, `Required parameter ${name} was null or undefined when calling ${call}.`)
  return id
}

export interface TimeRange {
  startMs: number
  endMs: number
}

function timeOf(value: string | number | undefined, name: string): number | null {
  if (value === undefined || value === '') return null
  const ms = parseTimeInput(value)
  if (ms === null)
    throw new ApiError(400, 32, `Malformed parameter ${name}: expected epoch milliseconds or an ISO date.`)
  return ms
}

/**
 * startDate/endDate as epoch ms or ISO; end defaults to now, start to `defaultDays` before the
 * end. A start after the end is malformed (32).
 */
/** A partition name of the report models, else 32; `fallback` when none is given. */
export function checkedPartition(name: string | undefined, fallback: string): string {
  const partition = name ?? fallback
  if (!partitionSpec(partition))
    throw new ApiError(400, 32, `Malformed parameter partition: unknown partition ${partition}.`)
  return partition
}

export function resolveRange(
  startDate: string | number | undefined,
  endDate: string | number | undefined,
  nowMs: number,
  defaultDays = DEFAULT_RANGE_DAYS,
): TimeRange {
  const end = timeOf(endDate, 'endDate') ?? nowMs
  const start = timeOf(startDate, 'startDate') ?? end - defaultDays * DAY_MS
  if (start > end) throw new ApiError(400, 32, 'Malformed parameters: startDate is later than endDate.')
  return { startMs: start, endMs: end }
}

/** The checked query of a call: format first (21; `formats` of a download call), then its schema (32). */
export function parseQuery<T extends v.GenericSchema>(
  schema: T,
  query: unknown,
  formats: readonly string[] = SUPPORTED_FORMATS,
): v.InferOutput<T> {
  assertSupportedFormat(query, formats)
  return parseRequest(schema, query ?? {})
}

/**
 * A call's JSON body: another content type answers 21 (Fastify would hand text/plain through
 * as a string), a missing or empty body 8 naming the call.
 */
export function jsonBody(
  request: { headers: Record<string, string | string[] | undefined>; body: unknown },
  call: string,
): unknown {
  const type = request.headers['content-type']
  const contentType = (Array.isArray(type) ? type[0] : type)?.split(';')[0]?.trim().toLowerCase()
  const body = request.body
  if (body === undefined || body === null || body === '') {
    throw new ApiError(400, 8, `Required parameter body was null or undefined when calling ${call}.`)
  }
  if (contentType !== undefined && contentType !== 'application/json' && !contentType.endsWith('+json')) {
    throw new ApiError(415, 21, 'Unsupported content type: send application/json.')
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 32, 'Malformed parameter body: expected a JSON object.')
  }
  return body
}

/**
 * The `region` filter of the data calls: comma-separated market codes (US, EU, REST_AS…),
 * continents or ISO countries, as ISO countries; null when absent; any unknown code is a 32.
 */
export function parseRegionCountries(region: string | undefined): string[] | null {
  if (region === undefined || region.trim() === '') return null
  const countries = region.split(',').map((item) => {
    const code = item.trim().toUpperCase()
    const known = countriesOfRegion(code) ?? (isCountryCode(code) ? [code] : null)
    if (!known)
      throw new ApiError(
        400,
        32,
        `Malformed parameter region: '${item.trim().slice(0, 30)}' is not a market, continent or country.`,
      )
    return known
  })
  return [...new Set(countries.flat())]
}
