import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server'
import { type DatabaseHandle, openDatabase, runMigrations } from '../../server/db'
import { ClosedHistoryCache } from '../../server/market/history/closed-history-cache'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { testEnv } from './support/server'

const TITLE = 1001
const OTHER = 90001
const TEN_MINUTES = 600_000
const START = Date.UTC(2026, 9, 1)
const at = (bucket: number) => START + bucket * TEN_MINUTES

describe.each(DATABASE_TARGETS)('the closed-bucket history cache on $name', (target) => {
  let database: TestDatabase
  let handle: DatabaseHandle

  beforeAll(async () => {
    database = await target.create()
    handle = await openDatabase(loadConfig(testEnv(database.url)).database)
    await runMigrations(handle)
  })
  afterAll(async () => {
    await handle?.close()
    await database?.drop()
  })
  beforeEach(async () => {
    await handle.db.execute(sql`delete from buzz_buckets`)
  })

  /** Writes (or rewrites, unless closed: as the rollup store does) one realtime bucket. */
  async function write(titleId: number, bucket: number, buzz: number, closed: boolean) {
    await handle.db.execute(sql`
      insert into buzz_buckets (partition, title_id, bucket_start, bucket_end, messages, buzz, sentiment_mean, closed)
      values ('realtime', ${titleId}, ${new Date(at(bucket)).toISOString()}::timestamptz,
        ${new Date(at(bucket + 1)).toISOString()}::timestamptz, ${bucket + 1}, ${buzz}, 0.25, ${closed})
      on conflict (partition, title_id, bucket_start) do update set buzz = excluded.buzz, closed = excluded.closed
      where buzz_buckets.closed = false`)
  }

  const buzzOf = async (cache: ClosedHistoryCache, from: number, to: number, titleId = TITLE) => {
    const [rows = []] = await cache.seriesRows([titleId], 'realtime', at(from), at(to))
    return rows.map((row) => [(row.t - START) / TEN_MINUTES, row.buzz])
  }

  it('answers like the database while new buckets close and an open one changes', async () => {
    for (let bucket = 0; bucket < 6; bucket += 1) await write(TITLE, bucket, bucket / 10, true)
    await write(TITLE, 6, 0.9, false)
    const cache = new ClosedHistoryCache(handle.db)
    expect(await buzzOf(cache, 0, 100)).toEqual([
      [0, 0],
      [1, 0.1],
      [2, 0.2],
      [3, 0.3],
      [4, 0.4],
      [5, 0.5],
      [6, 0.9],
    ])
    expect(cache.size).toBe(6)

    // The open bucket is read again each time; once closed it is held.
    await write(TITLE, 6, 1.2, false)
    expect((await buzzOf(cache, 0, 100)).at(-1)).toEqual([6, 1.2])
    await write(TITLE, 6, 1.3, true)
    await write(TITLE, 7, 0.7, true)
    expect((await buzzOf(cache, 0, 100)).slice(-2)).toEqual([
      [6, 1.3],
      [7, 0.7],
    ])
    expect(cache.size).toBe(8)

    // Ranges inside the held span come from memory, cut at both ends.
    expect(await buzzOf(cache, 2, 4)).toEqual([
      [2, 0.2],
      [3, 0.3],
      [4, 0.4],
    ])
    expect(await buzzOf(cache, 0, 100, OTHER)).toEqual([])
  })

  it('reloads when a closed bucket is written out of order inside the held span', async () => {
    for (const bucket of [0, 1, 3, 4]) await write(TITLE, bucket, bucket / 10, true)
    const cache = new ClosedHistoryCache(handle.db)
    expect((await buzzOf(cache, 0, 100)).map(([bucket]) => bucket)).toEqual([0, 1, 3, 4])
    // A backfill behind the live feed writes bucket 2 after 3 and 4 were held.
    await write(TITLE, 2, 0.2, true)
    expect((await buzzOf(cache, 0, 100)).map(([bucket]) => bucket)).toEqual([0, 1, 2, 3, 4])
  })

  it('loads again for a range that starts before the held span', async () => {
    for (let bucket = 0; bucket < 5; bucket += 1) await write(TITLE, bucket, bucket / 10, true)
    const cache = new ClosedHistoryCache(handle.db)
    expect((await buzzOf(cache, 3, 100)).map(([bucket]) => bucket)).toEqual([3, 4])
    expect((await buzzOf(cache, 1, 100)).map(([bucket]) => bucket)).toEqual([1, 2, 3, 4])
    expect(cache.size).toBe(4)
  })

  it('keeps at most maxRows rows, dropping the least recently used series', async () => {
    for (let bucket = 0; bucket < 4; bucket += 1) {
      await write(TITLE, bucket, 0.1, true)
      await write(OTHER, bucket, 0.2, true)
    }
    const cache = new ClosedHistoryCache(handle.db, { maxRows: 6 })
    await buzzOf(cache, 0, 100, TITLE)
    await buzzOf(cache, 0, 100, OTHER)
    expect(cache.size).toBe(4)
    // Answers stay complete after an eviction.
    expect(await buzzOf(cache, 0, 100, TITLE)).toHaveLength(4)
  })
})
