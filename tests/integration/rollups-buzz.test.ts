import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buzzBuckets } from '../../server/db/schema'
import { createAnalytics } from '../../server/pipeline/analytics'
import { SHARE_PRIOR_VOLUME } from '../../server/pipeline/rollups/baseline'
import { DAY_MS, sentimentScore } from '../../src/core'
import {
  analyticsOn,
  byAuthors,
  daysAgo,
  insertTitles,
  recordingPublisher,
  storedMessage,
} from './rollups-fixtures'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe.each(DATABASE_TARGETS)('rollups and buzz on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {}, { analyticsTickMs: 0 })
    await insertTitles(server.database.db, [5001, 5002, 5003, 5004, 5005, 5998, 5999])
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  async function bucket(partition: string, titleId: number, start: number) {
    const [row] = await server.database.db
      .select()
      .from(buzzBuckets)
      .where(
        and(
          eq(buzzBuckets.partition, partition),
          eq(buzzBuckets.titleId, titleId),
          eq(buzzBuckets.bucketStart, new Date(start)),
        ),
      )
    return row
  }

  it('rolls up counts, authors, weighted volume, sentiment and buzz as computed by hand', async () => {
    // A fixed clock (today 12:00 UTC): what counts as recent enough to push live must not depend
    // on the hour the test runs (before 05:00 the day -2 daily bucket is the one just closed).
    const analytics = analyticsOn(server.database.db, () => daysAgo(0, 12))
    const at = (days: number) => daysAgo(days, 10) + MINUTE // 10:01 UTC
    // Two earlier days with 2 ordinary authors each at 10:01 (weighted volume 2 a day).
    await analytics.messagesStored(byAuthors(2, at(4), [5001]))
    await analytics.messagesStored(byAuthors(2, at(3), [5001]))
    // The day measured: 4 reddit authors with sentiment, one impact-4 author twice, a bot 3 times.
    const sentiments = [
      [0.8, 'positive'],
      [0.4, 'positive'],
      [0, 'neutral'],
      [-0.6, 'negative'],
    ] as const
    await analytics.messagesStored([
      ...sentiments.map(([sentiment, sentimentLabel], i) =>
        storedMessage({
          at: at(2),
          titleIds: [5001],
          source: 'reddit.com',
          author: `b${i}`,
          sentiment,
          sentimentLabel,
        }),
      ),
      storedMessage({ at: at(2), titleIds: [5001], author: 'c', authorImpact: 4 }),
      storedMessage({ at: at(2) + MINUTE, titleIds: [5001], author: 'c', authorImpact: 4 }),
      ...[0, 1, 2].map(() =>
        storedMessage({
          at: at(2),
          titleIds: [5001],
          author: 'bot',
          authorCategory: 'bots',
          authorImpact: 3,
        }),
      ),
    ])
    // Stream time moves on to the next day's 10:00: every bucket of day -2 closes.
    await analytics.messagesStored([storedMessage({ at: daysAgo(1, 10), titleIds: [5999] })])

    // 9 messages; authors b0–b3, c, bot; scored 0.8 + 0.4 + 0 - 0.6 = 0.6 over 4 → mean 0.15.
    // Weighted volume: b0–b3 1 each + c 2 × (1 + ln 2) + bot 0 = 4 + 3.386294 = 7.386294.
    // Baseline: days -3 and -4 at 2 each → 2; buzz = 7.386294 / 2 = 3.693147.
    for (const [partition, start] of [
      ['realtime', daysAgo(2, 10)],
      ['hourly', daysAgo(2, 10)],
      ['daily_5am', daysAgo(2, 5)],
    ] as const) {
      const row = await bucket(partition, 5001, start)
      expect(row, partition).toMatchObject({
        messages: 9,
        uniqueAuthors: 6,
        positive: 2,
        neutral: 1,
        negative: 1,
        scored: 4,
        closed: true,
      })
      expect(row?.weightedVolume).toBeCloseTo(7.386294, 5)
      expect(row?.sentimentMean).toBeCloseTo(0.15, 9)
      expect(row?.buzz).toBeCloseTo(3.693147, 5)
    }
    expect(sentimentScore(0.15)).toBe(13)
    // The reddit partition has only the 4 reddit messages and no earlier day: 4 / floor 0.5 = 8.
    const reddit = await bucket('reddit_daily_5am', 5001, daysAgo(2, 5))
    expect(reddit).toMatchObject({ messages: 4, uniqueAuthors: 4, closed: true })
    expect(reddit?.buzz).toBeCloseTo(8, 9)
    // History is not pushed live (only the still-open daily bucket of title 5999 is recent).
    const pushed = analytics.sent.filter((s) => s.event === 'buzz').map((s) => s.payload)
    expect(pushed).toEqual([expect.objectContaining({ id: 5999, partition: 'daily_5am', buzz: 2 })])
    await analytics.stop()
  })

  it('never changes a closed bucket: late messages are not counted there', async () => {
    const analytics = analyticsOn(server.database.db)
    await analytics.messagesStored(byAuthors(3, daysAgo(6, 10) + MINUTE, [5001], 'late'))
    await analytics.messagesStored([storedMessage({ at: daysAgo(5, 10), titleIds: [5999] })])
    const before = await bucket('realtime', 5001, daysAgo(6, 10))
    const dailyBefore = await bucket('daily_5am', 5001, daysAgo(6, 5))
    expect(before).toMatchObject({ messages: 3, closed: true })

    // Late for the closed day -6; for day -5 at 09:05 the realtime bucket is closed, hourly is not.
    await analytics.messagesStored([
      storedMessage({ at: daysAgo(6, 10) + 2 * MINUTE, titleIds: [5001] }),
      storedMessage({ at: daysAgo(5, 9) + 5 * MINUTE, titleIds: [5001] }),
    ])
    expect(await bucket('realtime', 5001, daysAgo(6, 10))).toEqual(before)
    expect(await bucket('daily_5am', 5001, daysAgo(6, 5))).toEqual(dailyBefore)
    expect(await bucket('realtime', 5001, daysAgo(5, 9))).toBeUndefined()
    expect(await bucket('hourly', 5001, daysAgo(5, 9))).toMatchObject({ messages: 1, closed: false })
    // realtime of both, hourly and daily of day -6.
    expect(analytics.stats().lateCounts).toBe(4)

    // A second writer replaying the same day cannot rewrite the stored closed bucket either.
    const replay = analyticsOn(server.database.db)
    await replay.messagesStored(byAuthors(40, daysAgo(6, 10) + MINUTE, [5001], 'replay'))
    await replay.messagesStored([storedMessage({ at: daysAgo(5, 12), titleIds: [5999] })])
    expect(await bucket('realtime', 5001, daysAgo(6, 10))).toEqual(before)
    await Promise.all([analytics.stop(), replay.stop()])
  })

  it('keeps one author posting 500 times from making buzz explode', async () => {
    // At noon: between midnight and 05:05 the real clock would make yesterday's daily bucket the
    // day in progress, measured again at the stream's midnight instead of at its last message.
    const analytics = analyticsOn(server.database.db, () => daysAgo(0, 12))
    const at = (days: number) => daysAgo(days, 10) + MINUTE
    for (let day = 31; day >= 2; day -= 1) await analytics.messagesStored(byAuthors(10, at(day), [5002]))
    const spam = Array.from({ length: 500 }, (_, i) =>
      storedMessage({ at: at(1) + (i % 9) * MINUTE, titleIds: [5002], author: 'spammer' }),
    )
    await analytics.messagesStored([...byAuthors(10, at(1), [5002]), ...spam])
    await analytics.messagesStored([storedMessage({ at: daysAgo(0, 0), titleIds: [5998] })])

    const row = await bucket('realtime', 5002, daysAgo(1, 10))
    expect(row).toMatchObject({ messages: 510, uniqueAuthors: 11, closed: true })
    // (10 + 1 + ln 500) / 10 = 1.7215; counting messages would say 51.
    expect(row?.buzz).toBeCloseTo(1.7215, 4)
    expect(row?.buzz).toBeLessThan(2)
    // The daily bucket is still open (until 05:05 today). Its buzz is measured against the part of
    // a normal day behind it at its last message (10:09, 5.15 h into the day): every earlier day
    // had its 10 at 10:00–11:00, of which 9 minutes count pro rata, mixed with an even day.
    const daily = await bucket('daily_5am', 5002, daysAgo(1, 5))
    expect(daily).toMatchObject({ messages: 510, closed: false })
    const share = (30 * 10 * (9 / 60) + SHARE_PRIOR_VOLUME * (5.15 / 24)) / (30 * 10 + SHARE_PRIOR_VOLUME)
    expect(daily?.buzz).toBeCloseTo(1.7215 / share, 3)
    await analytics.stop()
  })

  it('measures a day in progress against the part of a normal day behind it, again as the live day goes on', async () => {
    // Five earlier days with one message an hour from a different author each (24 a day).
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS + 5 * HOUR
    let now = today - 5 * DAY_MS
    const analytics = createAnalytics({
      db: server.database.db,
      live: recordingPublisher(),
      logger: pino({ level: 'silent' }),
      clock: () => now,
      tickMs: 20,
    })
    await analytics.start()
    for (let day = 5; day >= 1; day -= 1) {
      const start = today - day * DAY_MS
      now = start + DAY_MS
      await analytics.messagesStored(
        Array.from({ length: 24 }, (_, h) =>
          storedMessage({ at: start + h * HOUR + MINUTE, titleIds: [5005], author: `h${day}-${h}` }),
        ),
      )
    }
    // Six hours into today: 12 messages, twice the usual pace.
    now = today + 6 * HOUR
    await analytics.messagesStored(
      Array.from({ length: 12 }, (_, i) =>
        storedMessage({ at: today + 5 * HOUR + i * 5 * MINUTE, titleIds: [5005], author: `t${i}` }),
      ),
    )
    await analytics.idle()
    const morning = await bucket('daily_5am', 5005, today)
    expect(morning).toMatchObject({ messages: 12, closed: false })
    // 6 of a usual 24 are behind it: 12 / 6 = 200 %, where a whole day would say 50 %.
    expect(morning?.buzz).toBeCloseTo(2, 1)

    // Quiet until 17:00, the clock moving stream time an hour at a time: a usual day has 12 behind
    // it by then, so the day's 12 read as average.
    for (let hours = 7; hours <= 12; hours += 1) {
      now = today + hours * HOUR
      await expect.poll(() => analytics.stats().watermark, { timeout: 5000 }).toBe(now)
    }
    await analytics.idle()
    expect((await bucket('daily_5am', 5005, today))?.buzz).toBeCloseTo(1, 1)
    await analytics.stop()
  })

  it('closes buckets by the clock once a live feed goes quiet, but never a backfill far behind', async () => {
    let now = Date.now()
    const withClock = () =>
      createAnalytics({
        db: server.database.db,
        live: recordingPublisher(),
        logger: pino({ level: 'silent' }),
        clock: () => now,
        tickMs: 20,
      })
    const live = withClock()
    const backfill = withClock()
    await Promise.all([live.start(), backfill.start()])
    const liveSlot = Math.floor((now - 20 * MINUTE) / 600_000) * 600_000
    await live.messagesStored(byAuthors(2, liveSlot + MINUTE, [5003], 'live'))
    // A backfill a week behind: its stream time is too far back for the clock to take over.
    const old = daysAgo(7, 10)
    await backfill.messagesStored(byAuthors(2, old + MINUTE, [5004], 'old'))

    await new Promise((resolve) => setTimeout(resolve, 100))
    // Quiet for less than 30 s: nothing closes yet.
    expect(await bucket('realtime', 5003, liveSlot)).toMatchObject({ closed: false })
    now += 31_000
    await new Promise((resolve) => setTimeout(resolve, 200))
    await Promise.all([live.idle(), backfill.idle()])
    expect(await bucket('realtime', 5003, liveSlot)).toMatchObject({ messages: 2, closed: true })
    expect(await bucket('realtime', 5004, old)).toMatchObject({ messages: 2, closed: false })
    await Promise.all([live.stop(), backfill.stop()])
  })
})
