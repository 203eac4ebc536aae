import * as v from 'valibot'
import { EARLY_DATA_GLOBAL, EARLY_DATA_MAX_AGE_MS } from '../core/early-data'

/**
 * The app's side of early data (src/core/early-data.ts): the API client takes the answer the
 * inline script asked for when the request is the same (URL and credentials), once.
 */

const EarlyDataSchema = v.object({
  url: v.string(),
  authorization: v.string(),
  at: v.number(),
  response: v.instance(Promise),
})

/** The early answer for a GET of `url` with `authorization`, once; null when none matches. */
export function takeEarlyResponse(
  url: string,
  authorization: string | undefined,
  holder: object | undefined = typeof window === 'undefined' ? undefined : window,
  now: number = performance.now(),
): Promise<Response> | null {
  if (holder === undefined || authorization === undefined) return null
  const parsed = v.safeParse(EarlyDataSchema, Reflect.get(holder, EARLY_DATA_GLOBAL))
  if (!parsed.success) return null
  const early = parsed.output
  const base = typeof location === 'undefined' ? early.url : location.href
  if (early.url !== new URL(url, base).href || early.authorization !== authorization) return null
  Reflect.deleteProperty(holder, EARLY_DATA_GLOBAL)
  if (now - early.at > EARLY_DATA_MAX_AGE_MS) return null
  return early.response.then((response) => {
    if (!(response instanceof Response)) throw new TypeError('early data: not a response')
    return response
  })
}
