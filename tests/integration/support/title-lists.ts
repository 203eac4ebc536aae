import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect } from 'vitest'
import type { Database } from '../../../server/db'
import { buzzBuckets, quotes, titles } from '../../../server/db/schema'
import { ApiErrorBodySchema, TitlesAnswerSchema } from '../../../src/core'
import { demoAuthHeader } from './accounts'
import type { TestServer } from './server'

const DAY_MS = 86_400_000

/** The buzz buckets and daily quotes the title list suites read, on top of the curated catalogue. */
export async function seedTitleListData(db: Database): Promise<void> {
  // Latest daily buzz: SAP high and positive, Siemens average and negative, Allianz low;
  // an older SAP bucket must not count.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS + 5 * 3_600_000
  const bucket = (titleId: number, daysAgo: number, buzz: number, sentimentMean: number, messages = 0) => ({
    partition: 'daily_5am',
    titleId,
    bucketStart: new Date(today - daysAgo * DAY_MS),
    bucketEnd: new Date(today - (daysAgo - 1) * DAY_MS),
    buzz,
    sentimentMean,
    messages,
  })
  await db
    .insert(buzzBuckets)
    .values([
      bucket(2001, 1, 0.2, -0.9),
      bucket(2001, 0, 2.5, 0.6, 12),
      bucket(2002, 0, 1, -0.3, 3),
      bucket(2003, 0, 0.5, 0, 5),
      { ...bucket(2003, 0, 9, 0.9), partition: 'reddit_daily_5am' },
    ])
  // Daily closes: Apple rises 10 % on the last day, Microsoft falls 5 %, both a year of history.
  const close = (titleId: number, daysAgo: number, c: number, h = c, l = c) => ({
    titleId,
    interval: '1d' as const,
    t: new Date(today - daysAgo * DAY_MS),
    o: c,
    h,
    l,
    c,
    v: 1000,
  })
  await db
    .insert(quotes)
    .values([
      close(1001, 300, 50, 60, 40),
      close(1001, 40, 80, 120, 80),
      close(1001, 1, 100),
      close(1001, 0, 110),
      close(1002, 300, 400),
      close(1002, 1, 400),
      close(1002, 0, 380),
    ])
  await db
    .update(titles)
    .set({ listedExchangeIds: [9] })
    .where(eq(titles.id, 1001))
}

/** GET/POST /v6/titles as the demo user, with the checks the suites share. */
export function titleListCalls(current: () => TestServer) {
  const auth = () => ({ authorization: demoAuthHeader(current()) })
  async function list(path: string) {
    const response = await fetch(`${current().base}${path}`, { headers: auth() })
    expect(response.status, path).toBe(200)
    return v.parse(TitlesAnswerSchema, await response.json())
  }
  async function post(
    path: string,
    body: string | undefined,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) {
    return fetch(`${current().base}${path}`, {
      method: 'POST',
      headers: { ...auth(), ...headers },
      ...(body === undefined ? {} : { body }),
    })
  }
  async function failure(response: Response, status: number, code: number) {
    expect(response.status).toBe(status)
    expect(v.parse(ApiErrorBodySchema, await response.json()).code).toBe(code)
  }
  const allIds = async (query: string) =>
    (await list(`/v6/titles?${query}&sort_by=id&limit=1000`)).titles.map((title) => title.id)
  return { auth, list, post, failure, allIds }
}
