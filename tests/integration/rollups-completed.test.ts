import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buzzBuckets } from '../../server/db/schema'
import type { StoredMessage } from '../../server/pipeline/contract'
import { analyticsOn, daysAgo, insertTitles, storedMessage } from './rollups-fixtures'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const MINUTE = 60_000
const TEN_MINUTES = 10 * MINUTE
const TITLE = 5101
/** Closed by one node, then completed by another: its own title, so the first test's buckets stay apart. */
const CLOSED_TITLE = 5102

/**
 * A day of messages: four hours of authors posting once or repeatedly, a bot, an impact-4 author,
 * scored and unscored messages, a per-source (reddit) partition and an ad-hoc release.
 */
function dayOfMessages(day: number, title = TITLE): StoredMessage[] {
  const out: StoredMessage[] = []
  const sentiments = [
    [0.7, 'positive'],
    [-0.4, 'negative'],
    [0, 'neutral'],
  ] as const
  for (let slot = 0; slot < 24; slot += 1) {
    const at = daysAgo(day, 9) + slot * TEN_MINUTES + MINUTE
    for (let i = 0; i < 1 + (slot % 4); i += 1) {
      const [sentiment, sentimentLabel] = sentiments[(slot + i) % 3] ?? [null, null]
      out.push(
        storedMessage({
          at: at + i * MINUTE,
          titleIds: [title],
          author: `author-${(slot + i) % 5}`,
          source: i % 2 === 0 ? 'reddit.com' : 'example-news.com',
          sentiment,
          sentimentLabel,
          authorImpact: i === 2 ? 4 : 2,
          type: slot === 7 && i === 0 ? 'adhoc' : 'news',
        }),
      )
    }
    out.push(storedMessage({ at, titleIds: [title], author: 'spam-bot', authorCategory: 'bots' }))
  }
  return out
}

/** Batches as a live feed would hand them over: one per 10-minute slot, so no batch completes a bucket. */
function bySlot(messages: readonly StoredMessage[]): StoredMessage[][] {
  const slots = new Map<number, StoredMessage[]>()
  for (const message of messages) {
    const slot = Math.floor(message.messageTime.getTime() / TEN_MINUTES)
    slots.set(slot, [...(slots.get(slot) ?? []), message])
  }
  return [...slots.entries()].sort((a, b) => a[0] - b[0]).map(([, batch]) => batch)
}

/**
 * A batch that completes buckets writes them closed at once (rollups/complete.ts): their figures,
 * buzz and baselines must be exactly those of buckets filled batch by batch and closed later.
 */
describe.each(DATABASE_TARGETS)('buckets a batch completes on $name', (target) => {
  const databases: TestDatabase[] = []
  const servers: TestServer[] = []

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      const database = await target.create()
      databases.push(database)
      const server = await startTestServer(database.url, {}, { analyticsTickMs: 0 })
      servers.push(server)
      await insertTitles(server.database.db, [TITLE, CLOSED_TITLE])
    }
  }, 60_000)
  afterAll(async () => {
    for (const server of servers) await server.close()
    for (const database of databases) await database.drop()
  })

  async function buckets(server: TestServer, title = TITLE) {
    const rows = await server.database.db
      .select()
      .from(buzzBuckets)
      .where(eq(buzzBuckets.titleId, title))
      .orderBy(asc(buzzBuckets.partition), asc(buzzBuckets.bucketStart))
    return rows.map(({ updatedAt: _updatedAt, ...row }) => ({
      ...row,
      weightedVolume: Number(row.weightedVolume.toFixed(9)),
      sentimentSum: Number(row.sentimentSum.toFixed(9)),
      sentimentMean: row.sentimentMean === null ? null : Number(row.sentimentMean.toFixed(9)),
      buzz: row.buzz === null ? null : Number(row.buzz.toFixed(9)),
    }))
  }

  it('writes the same closed buckets as slot-by-slot batches closed afterwards', async () => {
    const [whole, sliced] = servers
    if (!whole || !sliced) throw new Error('two servers expected')
    const clock = () => daysAgo(0, 12)
    const wholeAnalytics = analyticsOn(whole.database.db, clock)
    const slicedAnalytics = analyticsOn(sliced.database.db, clock)
    // Two days of history, fed identically to both (their buckets are the baseline of the third).
    for (const day of [4, 3]) {
      for (const batch of bySlot(dayOfMessages(day))) {
        await wholeAnalytics.messagesStored(batch)
        await slicedAnalytics.messagesStored(batch)
      }
    }
    const completedBefore = wholeAnalytics.stats().bucketsCompleted
    // The day measured: one batch here, a batch per slot there.
    const measured = dayOfMessages(2)
    await wholeAnalytics.messagesStored(measured)
    for (const batch of bySlot(measured)) await slicedAnalytics.messagesStored(batch)
    // A later message moves stream time past every bucket of the day on both.
    const later = [storedMessage({ at: daysAgo(1, 8), titleIds: [TITLE], author: 'late-author' })]
    await wholeAnalytics.messagesStored(later)
    await slicedAnalytics.messagesStored(later)
    await Promise.all([wholeAnalytics.idle(), slicedAnalytics.idle()])

    expect(wholeAnalytics.stats().bucketsCompleted - completedBefore).toBeGreaterThan(10)
    expect(slicedAnalytics.stats().bucketsCompleted).toBe(0)
    const expected = await buckets(sliced)
    expect(expected.filter((row) => row.closed && (row.buzz ?? 0) > 0).length).toBeGreaterThan(20)
    expect(await buckets(whole)).toEqual(expected)
  })

  it('leaves a bucket another node already closed alone, and does not count it as written', async () => {
    const [server] = servers
    if (!server) throw new Error('a server expected')
    const clock = () => daysAgo(0, 12)
    const first = analyticsOn(server.database.db, clock)
    const second = analyticsOn(server.database.db, clock)
    const day = dayOfMessages(2, CLOSED_TITLE)
    const later = storedMessage({ at: daysAgo(1, 8), titleIds: [CLOSED_TITLE], author: 'late-author' })
    await first.messagesStored(day)
    await first.messagesStored([later])
    await first.idle()
    const closedByFirst = await buckets(server, CLOSED_TITLE)
    expect(first.stats().bucketsCompleted).toBeGreaterThan(10)

    // The other node completes the same buckets in one batch: the stored ones win.
    await second.messagesStored(day)
    await second.idle()
    expect(second.stats().bucketsCompleted).toBe(0)
    expect(await buckets(server, CLOSED_TITLE)).toEqual(closedByFirst)
  })
})
