import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server'
import { type DatabaseHandle, openDatabase, runMigrations } from '../../server/db'
import { quotes, titlePriceStats } from '../../server/db/schema'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { testEnv } from './support/server'

const DAY = 86_400_000
const LAST = Date.UTC(2026, 10, 20)
const TITLE = 4242

describe.each(DATABASE_TARGETS)('title price stats kept from daily quotes on $name', (target) => {
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

  const bar = (daysBefore: number, c: number, h = c, l = c, interval: '1d' | '10m' = '1d') => ({
    titleId: TITLE,
    interval,
    t: new Date(LAST - daysBefore * DAY),
    o: c,
    h,
    l,
    c,
    v: 1000,
  })
  const stats = async () => {
    const [row] = await handle.db.select().from(titlePriceStats).where(eq(titlePriceStats.titleId, TITLE))
    return row ?? null
  }

  it('follows inserts, updates and deletes of the daily bars, in any statement shape', async () => {
    await handle.db
      .insert(quotes)
      .values([
        bar(400, 10, 500, 1),
        bar(365, 50, 55, 40),
        bar(65, 80, 120, 70),
        bar(30, 85),
        bar(7, 95),
        bar(1, 90),
      ])
    await handle.db.insert(quotes).values(bar(0, 100))
    expect(await stats()).toMatchObject({
      lastT: new Date(LAST),
      lastClose: 100,
      previousClose: 90,
      weekClose: 95,
      monthClose: 85,
      yearClose: 50,
      // The bar of 400 days ago is outside the 365 days before the latest.
      yearHigh: 120,
      yearLow: 70,
    })

    // An upsert that changes the latest close, and intraday bars, which do not count.
    await handle.db
      .insert(quotes)
      .values([bar(0, 60), bar(0, 1, 1, 1, '10m')])
      .onConflictDoUpdate({
        target: [quotes.titleId, quotes.interval, quotes.t],
        set: { c: sql`excluded.c`, h: sql`excluded.h`, l: sql`excluded.l` },
      })
    expect(await stats()).toMatchObject({ lastClose: 60, yearHigh: 120, yearLow: 60 })

    await handle.db.delete(quotes).where(and(eq(quotes.titleId, TITLE), eq(quotes.t, new Date(LAST))))
    expect(await stats()).toMatchObject({ lastT: new Date(LAST - DAY), lastClose: 90, previousClose: 95 })

    await handle.db.delete(quotes).where(eq(quotes.titleId, TITLE))
    expect(await stats()).toBeNull()
  })
})
