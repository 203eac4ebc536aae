import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buzzBuckets, triggers } from '../../server/db/schema'
import { HOURLY_PARTITION } from '../../src/core'
import { analyticsOn, byAuthors, daysAgo, insertTitles, storedMessage } from './rollups-fixtures'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const MINUTE = 60_000
const TITLE = 6101
const OTHER = 6199

/**
 * Comparator memory (moving buzz, rose/fell) is the stored history: buzz rising over three hours
 * is seen even when the process restarted after the first two hours closed.
 */
describe.each(DATABASE_TARGETS)('comparator memory across a restart on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {}, { analyticsTickMs: 0 })
    await insertTitles(server.database.db, [TITLE, OTHER])
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('fires moving buzz on the third rising hour although the first two closed before a restart', async () => {
    const db = server.database.db
    const hour = (h: number) => daysAgo(1, h)
    const clock = () => daysAgo(0, 1)
    // Eight earlier days of the same hours at a weighted volume of 1: a baseline to compare with.
    await db.insert(buzzBuckets).values(
      [2, 3, 4, 5, 6, 7, 8, 9].flatMap((d) =>
        [10, 11, 12].map((h) => ({
          partition: HOURLY_PARTITION,
          titleId: TITLE,
          bucketStart: new Date(daysAgo(d, h)),
          bucketEnd: new Date(daysAgo(d, h + 1)),
          messages: 1,
          uniqueAuthors: 1,
          weightedVolume: 1,
          buzz: 1,
          closed: true,
        })),
      ),
    )
    const before = analyticsOn(db, clock)
    // Hours 10 and 11: 3 and 5 authors (rising); a message at 12:10 closes both.
    await before.messagesStored(byAuthors(3, hour(10) + MINUTE, [TITLE], 'h10-'))
    await before.messagesStored(byAuthors(5, hour(11) + MINUTE, [TITLE], 'h11-'))
    await before.messagesStored([storedMessage({ at: hour(12) + 10 * MINUTE, titleIds: [OTHER] })])
    await before.stop()

    // A new process: hour 12 with 8 authors, closed by a message at 13:10.
    const after = analyticsOn(db, clock)
    await after.messagesStored(byAuthors(8, hour(12) + MINUTE, [TITLE], 'h12-'))
    await after.messagesStored([storedMessage({ at: hour(13) + 10 * MINUTE, titleIds: [OTHER] })])
    await after.stop()

    const fired = await db.select().from(triggers).where(eq(triggers.titleId, TITLE))
    const moving = fired.filter((trigger) => trigger.kind === 'moving_stock_buzz')
    // Hour 12 closed in the new process: its rise over hours 10 and 11 comes from the stored buckets.
    expect(moving.map((trigger) => trigger.triggeredAt.getTime())).toContain(hour(13))
  })
})
