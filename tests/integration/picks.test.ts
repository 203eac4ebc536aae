import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buzzBuckets, listMembers, lists, quotes, titles } from '../../server/db/schema'
import { latestClosedDay } from '../../server/market/picks'
import {
  DailyPicksPerformanceAnswerSchema,
  PulsePicksAnswerSchema,
  PulsePicksPerformanceAnswerSchema,
  WeeklyPicksAnswerSchema,
} from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const DAY = 86_400_000
const P = { surge: 97_300_001, slump: 97_300_002, newcomer: 97_300_003, weekly: 97_300_004 }
const LIST = 97_300
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * Pulse picks from hand-made daily buckets: two titles with 35 quiet days (10–12 messages) and
 * one loud day 10 days ago (40 messages, sentiment +0.5: long; 30 messages, −0.4: short), a new
 * title with the same loud day but only 5 days of history (no pick), and a title whose last week
 * runs at three times its 8 weeks before (the weekly pick). Daily closes move 1 a day from the
 * pick's entry bar on, and read 1000 before it: a return that used them would show.
 */
describe.each(DATABASE_TARGETS)('picks on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let full: DataClient
  let basic: DataClient
  const nowMs = Date.now()
  const spike = latestClosedDay(nowMs) - 10 * DAY
  const entryDay = Math.floor((spike + DAY) / DAY) * DAY
  const today = Math.floor(nowMs / DAY) * DAY
  const finalBars = Math.round((today - entryDay) / DAY)

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
    ;({ full, basic } = await dataUsers(server))
    const db = server.database.db
    await db.insert(titles).values([
      { id: P.surge, name: 'Pick Surge', type: 'company', symbol: 'PKS', country: 'US', currency: 'USD' },
      { id: P.slump, name: 'Pick Slump', type: 'company', symbol: 'PKD', country: 'DE', currency: 'EUR' },
      { id: P.newcomer, name: 'Pick New', type: 'company', symbol: 'PKN', country: 'US', currency: 'USD' },
      { id: P.weekly, name: 'Pick Weekly', type: 'company', symbol: 'PKW', country: 'US', currency: 'USD' },
    ])
    await db.insert(lists).values({ id: LIST, name: 'Pick index' })
    await db.insert(listMembers).values({ listId: LIST, titleId: P.surge })
    const bucket = (titleId: number, startMs: number, messages: number, sentiment: number) => ({
      partition: 'daily_5am',
      titleId,
      bucketStart: new Date(startMs),
      bucketEnd: new Date(startMs + DAY),
      messages,
      scored: messages,
      sentimentSum: sentiment * messages,
      sentimentMean: sentiment,
      buzz: messages / 11,
      closed: true,
    })
    const quiet = (titleId: number, days: number) =>
      Array.from({ length: days }, (_, i) => bucket(titleId, spike - (i + 1) * DAY, 10 + (i % 3), 0.05))
    await db.insert(buzzBuckets).values([
      ...quiet(P.surge, 35),
      bucket(P.surge, spike, 40, 0.5),
      ...quiet(P.slump, 35),
      bucket(P.slump, spike, 30, -0.4),
      ...quiet(P.newcomer, 5),
      bucket(P.newcomer, spike, 40, 0.5),
      // Weekly: 10 a day for 8 weeks before the last 7 closed days, then 30 a day at +0.3.
      ...Array.from({ length: 63 }, (_, i) => {
        const start = latestClosedDay(nowMs) - i * DAY
        return bucket(P.weekly, start, i < 7 ? 30 : 10, i < 7 ? 0.3 : 0.02)
      }),
    ])
    const bars = (titleId: number, close: (k: number) => number) =>
      Array.from({ length: finalBars + 6 }, (_, i) => {
        const k = i - 5
        const c = k < 0 ? 1000 : close(k)
        return {
          titleId,
          interval: '1d' as const,
          t: new Date(entryDay + k * DAY),
          o: c,
          h: c,
          l: c,
          c,
          v: 1000,
        }
      })
    // The live bar of today (k = finalBars) is not final: no return reads it.
    await db.insert(quotes).values([...bars(P.surge, (k) => 100 + k), ...bars(P.slump, (k) => 50 - k / 2)])
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('picks the loud days with a clear sentiment, long and short, with returns from the first close after', async () => {
    const answer = await answerOf(await full.get('/v6/pulsepicks?days=30&limit=500'), PulsePicksAnswerSchema)
    const ours = answer.picks.filter((pick) => pick.id === P.surge || pick.id === P.slump)
    expect(ours.map((pick) => pick.id)).toEqual([P.surge, P.slump])
    const [surge, slump] = ours
    // 40 against a mean of 11 (10, 11, 12 …) with the spread floored at 1 message: 29σ.
    expect(surge).toMatchObject({
      date: isoDay(spike),
      made_at: new Date(spike + DAY).toISOString(),
      direction: 'long',
      messages: 40,
      sentiment: 0.5,
      entry: { date: isoDay(entryDay), close: 100 },
      returns: { d1: 0.01, d5: 0.05, d20: null },
      latest: { date: isoDay(today - DAY), close: 100 + finalBars - 1 },
    })
    expect(surge?.stddev).toBeCloseTo(29, 0)
    expect(surge?.latest?.return).toBeCloseTo((100 + finalBars - 1) / 100 - 1, 4)
    // The short gains as the price falls.
    expect(slump).toMatchObject({ direction: 'short', entry: { close: 50 }, returns: { d1: 0.01, d5: 0.05 } })
    expect(answer.picks.some((pick) => pick.id === P.newcomer)).toBe(false)

    // Filters: region, index members, the σ threshold; the default window is the latest day only.
    const eu = await answerOf(await full.get('/v6/pulsepicks?days=30&region=EU'), PulsePicksAnswerSchema)
    expect(eu.picks.map((pick) => pick.id)).toEqual([P.slump])
    const indices = await answerOf(
      await full.get('/v6/pulsepicks?days=30&restrict_to_indices=true'),
      PulsePicksAnswerSchema,
    )
    expect(indices.picks.map((pick) => pick.id)).toEqual([P.surge])
    const strict = await answerOf(
      await full.get('/v6/pulsepicks?days=30&filter_by_stddev=25'),
      PulsePicksAnswerSchema,
    )
    expect(strict.picks.filter((pick) => pick.id === P.slump)).toEqual([])
    const latest = await answerOf(await full.get('/v6/pulsepicks'), PulsePicksAnswerSchema)
    expect(latest.picks.some((pick) => pick.id === P.surge)).toBe(false)
    expect(latest.from).toBe(latest.to)
  })

  it("answers one title's picks, the performance of a day's picks and the daily summary", async () => {
    const own = await answerOf(await full.get(`/v6/pulsepicks/${P.surge}`), PulsePicksAnswerSchema)
    expect(own.picks.map((pick) => [pick.id, pick.date])).toEqual([[P.surge, isoDay(spike)]])
    await expectError(await full.get('/v6/pulsepicks/4242424'), 404, 32)

    const performance = await answerOf(
      await full.get(`/v6/pulsepicksperformance?date=${isoDay(spike)}&days=1`),
      PulsePicksPerformanceAnswerSchema,
    )
    expect(performance.picks.map((pick) => pick.id).sort()).toEqual([P.surge, P.slump])
    expect(performance.summary).toMatchObject({
      picks: 2,
      long: 1,
      short: 1,
      d1: { count: 2, mean_return: 0.01, hit_rate: 1 },
      d5: { count: 2, mean_return: 0.05, hit_rate: 1 },
      d20: { count: 0, mean_return: null, hit_rate: null },
    })
    const daily = await answerOf(
      await full.get('/v6/dailypicksperformance'),
      DailyPicksPerformanceAnswerSchema,
    )
    expect(daily.days).toHaveLength(30)
    expect(daily.days.find((day) => day.date === isoDay(spike))).toMatchObject({
      picks: 2,
      long: 1,
      short: 1,
    })
  })

  it('picks the week that runs far above the 8 weeks before', async () => {
    const weekly = await answerOf(await full.get('/v6/weeklypicks'), WeeklyPicksAnswerSchema)
    expect(weekly.to).toBe(isoDay(latestClosedDay(nowMs)))
    expect(weekly.picks.find((pick) => pick.id === P.weekly)).toMatchObject({
      direction: 'long',
      messages: 210,
      sentiment: 0.3,
    })
    const eu = await answerOf(await full.get('/v6/weeklypicks?region=EU'), WeeklyPicksAnswerSchema)
    expect(eu.picks.some((pick) => pick.id === P.weekly)).toBe(false)
  })

  it('refuses malformed filters (32) and history beyond the tier (35)', async () => {
    for (const path of [
      '/v6/pulsepicks?filter_by_stddev=0.1',
      '/v6/pulsepicks?sort_by=x',
      '/v6/pulsepicks?region=XX',
      '/v6/pulsepicks?days=31',
      '/v6/pulsepicks?limit=0',
      '/v6/pulsepicks?restrict_to_indices=maybe',
      '/v6/pulsepicks/abc',
      '/v6/pulsepicksperformance?date=yesterday',
      '/v6/pulsepicksperformance?days=91',
      '/v6/weeklypicks?region=Atlantis',
      '/v6/dailypicksperformance?x=1',
    ])
      await expectError(await full.get(path), 400, 32)
    await expectError(await basic.get('/v6/pulsepicksperformance?days=90'), 403, 35)
  })
})
