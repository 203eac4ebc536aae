import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buzzBuckets, messages, messageTitles } from '../../server/db/schema'
import type { StoredMessage } from '../../server/pipeline/contract'
import { analyticsOn, daysAgo, insertTitles, storedMessage } from './rollups-fixtures'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const MINUTE = 60_000

describe.each(DATABASE_TARGETS)('open buckets across a restart on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {}, { analyticsTickMs: 0 })
    await insertTitles(server.database.db, [5101, 5199])
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  /** Stores messages as the ingest half would (messages + message_titles), returning them with their ids. */
  async function store(batch: StoredMessage[]): Promise<StoredMessage[]> {
    const db = server.database.db
    const stored: StoredMessage[] = []
    for (const message of batch) {
      const [row] = await db
        .insert(messages)
        .values({
          source: message.source,
          sourceId: message.sourceId,
          type: message.type,
          author: message.author,
          messageTime: message.messageTime,
          sub: message.sub,
          lang: message.lang,
          authorCategory: message.authorCategory,
          authorImpact: message.authorImpact,
          contentHash: message.sourceId,
        })
        .returning({ id: messages.id })
      if (!row) throw new Error('message insert returned nothing')
      await db.insert(messageTitles).values(
        message.titleIds.map((titleId) => ({
          messageId: row.id,
          titleId,
          messageTime: message.messageTime,
        })),
      )
      stored.push({ ...message, id: row.id })
    }
    return stored
  }

  it('rebuilds open buckets from stored messages, so counts and authors continue after a restart', async () => {
    const at = daysAgo(1, 10) + MINUTE
    const before = analyticsOn(server.database.db)
    await before.start()
    await before.messagesStored(
      await store([
        storedMessage({ at, titleIds: [5101], author: 'x' }),
        storedMessage({ at, titleIds: [5101], author: 'y' }),
        storedMessage({ at: at + MINUTE, titleIds: [5101], author: 'x' }),
      ]),
    )
    await before.stop()

    const after = analyticsOn(server.database.db)
    await after.start()
    expect(after.stats().openBuckets).toBe(3)
    await after.messagesStored(
      await store([
        storedMessage({ at: at + 2 * MINUTE, titleIds: [5101], author: 'x' }),
        storedMessage({ at: at + 3 * MINUTE, titleIds: [5101], author: 'z' }),
      ]),
    )
    await after.messagesStored(await store([storedMessage({ at: daysAgo(1, 11), titleIds: [5199] })]))
    const [row] = await server.database.db
      .select()
      .from(buzzBuckets)
      .where(
        and(
          eq(buzzBuckets.partition, 'realtime'),
          eq(buzzBuckets.titleId, 5101),
          eq(buzzBuckets.bucketStart, new Date(daysAgo(1, 10))),
        ),
      )
    // x 3 times (1 + ln 3), y, z: 2 + 2.098612 = 4.098612.
    expect(row).toMatchObject({ messages: 5, uniqueAuthors: 3, closed: true })
    expect(row?.weightedVolume).toBeCloseTo(4.098612, 5)
    await after.stop()
  })
})
