import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { earnings, messages, messageTitles, quotes, triggers } from '../../server/db/schema'
import { analyticsOn, byAuthors, DAY_MS, daysAgo, insertTitles, storedMessage } from './rollups-fixtures'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const MINUTE = 60_000
const TITLE = 6001

describe.each(DATABASE_TARGETS)('standard triggers on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {}, { analyticsTickMs: 0 })
    await insertTitles(server.database.db, [TITLE, 6999])
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  /** Days -9…-4: 3 authors a day at 10:01; day -3: 12 authors, one with an ad-hoc release. */
  const D = daysAgo(3)
  const day = (d: number) => new Date(D + d * DAY_MS).toISOString().slice(0, 10)
  const clock = () => daysAgo(2, 12)

  async function feed(analytics: ReturnType<typeof analyticsOn>) {
    for (let d = 9; d >= 4; d -= 1)
      await analytics.messagesStored(byAuthors(3, daysAgo(d, 10) + MINUTE, [TITLE]))
    await analytics.messagesStored([
      ...byAuthors(11, D + 10 * 3_600_000 + MINUTE, [TITLE]),
      storedMessage({
        at: D + 10 * 3_600_000 + 2 * MINUTE,
        titleIds: [TITLE],
        type: 'adhoc',
        author: 'issuer',
      }),
    ])
    // Stream time reaches day -2, 10:00: the day -3 buckets close.
    await analytics.messagesStored([storedMessage({ at: daysAgo(2, 10), titleIds: [6999] })])
  }

  it('fires high, adhoc, pre-earnings and price/buzz alerts at the bucket ends, once', async () => {
    const db = server.database.db
    await db.insert(earnings).values({ titleId: TITLE, releaseDate: day(3), consensus: 1.2 })
    await db.insert(quotes).values([
      { titleId: TITLE, interval: '1d', t: new Date(D - DAY_MS), o: 99, h: 101, l: 98, c: 100, v: 1e6 },
      { titleId: TITLE, interval: '1d', t: new Date(D), o: 100, h: 106, l: 100, c: 105, v: 2e6 },
    ])
    // The ad-hoc release itself, as the ingest stores it: its alert quotes it.
    const releaseAt = new Date(D + 10 * 3_600_000 + 2 * MINUTE)
    const [release] = await db
      .insert(messages)
      .values({
        source: 'filings.example',
        sourceId: 'adhoc-1',
        type: 'adhoc',
        messageTime: releaseAt,
        sub: 'Ad hoc announcement:  Acme cuts\nfull-year guidance',
        contentHash: 'adhoc-1',
      })
      .returning({ id: messages.id })
    if (!release) throw new Error('no release stored')
    await db.insert(messageTitles).values({
      messageId: release.id,
      titleId: TITLE,
      messageTime: releaseAt,
      source: 'filings.example',
      type: 'adhoc',
    })
    const analytics = analyticsOn(db, clock)
    await feed(analytics)

    const stored = await db.select().from(triggers).where(eq(triggers.titleId, TITLE))
    const summary = stored
      .map((t) => [t.kind, t.triggeredAt.toISOString(), t.seriesId])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
    const dayEnd = new Date(D + DAY_MS + 5 * 3_600_000).toISOString()
    // Daily buzz: 12 / 3 = 4 (high ≥ 3, pre-earnings ≥ 1.5 three days ahead, price move +5 % ≥ 3 %).
    // Realtime 10:00: 12 / 3 = 4 with an ad-hoc release → adhoc buzz at 10:10.
    expect(summary).toEqual([
      ['adhoc_buzz', new Date(D + 10 * 3_600_000 + 10 * MINUTE).toISOString(), null],
      ['high_buzz', dayEnd, null],
      ['pre_earnings_buzz', dayEnd, 137_620],
      ['price_buzz', dayEnd, 137_572],
    ])
    expect(stored.find((t) => t.kind === 'adhoc_buzz')?.data).toMatchObject({
      // Its own label ('Ad hoc announcement:') left out: the alert's headline says so already.
      release: { message_id: release.id, text: 'Acme cuts full-year guidance' },
    })
    const price = stored.find((t) => t.kind === 'price_buzz')
    expect(price?.data).toMatchObject({
      buzz: 4,
      close: 105,
      previous_close: 100,
      move: 0.05,
      unique_authors: 12,
    })
    expect(stored.find((t) => t.kind === 'pre_earnings_buzz')?.data).toMatchObject({
      release_date: day(3),
      days_before: 3,
    })
    // The live std_signal feed carries alerts of the last 24 hours (the clock is day -2, 12:00):
    // the three daily ones, not the ad-hoc one of day -3, 10:10.
    const live = analytics.sent.filter((s) => s.event === 'std_signal').map((s) => s.payload)
    expect(live).toEqual(
      ['high_buzz', 'pre_earnings_buzz', 'price_buzz'].map((kind) =>
        expect.objectContaining({ kind, title_id: TITLE, time: Date.parse(dayEnd), rule_id: null }),
      ),
    )

    // Replaying the same data (a second writer, or a restart) adds and publishes nothing.
    const replay = analyticsOn(db, clock)
    await feed(replay)
    expect(await db.select().from(triggers).where(eq(triggers.titleId, TITLE))).toHaveLength(4)
    expect(replay.sent.filter((s) => s.event === 'std_signal')).toEqual([])
    await Promise.all([analytics.stop(), replay.stop()])
  })
})
