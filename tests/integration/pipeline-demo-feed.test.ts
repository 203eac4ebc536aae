import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BackfillReport, DemoFeed } from '../../server/seed/demo-feed'
import { startTestServer, type TestServer } from './support/server'

/** The demo feed through the real pipeline on a fresh in-memory install (a short backfill). */

const RowsSchema = v.object({ rows: v.array(v.record(v.string(), v.unknown())) })

async function rows(server: TestServer, query: SQL): Promise<Record<string, unknown>[]> {
  return v.parse(RowsSchema, await server.database.db.execute(query)).rows
}

async function values(server: TestServer, query: SQL): Promise<string[]> {
  return (await rows(server, query)).map((row) => String(Object.values(row)[0]))
}

describe('demo feed (PGlite, 3-day backfill)', () => {
  let server: TestServer
  let report: BackfillReport | undefined

  beforeAll(async () => {
    server = await startTestServer('memory://', {
      DEMO_FEED: 'true',
      DEMO_FEED_SEED: '3',
      DEMO_FEED_RATE: '60',
      DEMO_FEED_BACKFILL_DAYS: '3',
    })
    report = await server.ingest.demoFeed?.backfillDone
  }, 180_000)
  afterAll(async () => {
    await server?.close()
  })

  it('backfills messages, quotes and earnings for the seeded titles, labelled as demo', async () => {
    expect(report?.titles).toBeGreaterThan(100)
    expect(report?.messages).toBeGreaterThan(1_000)
    expect(await values(server, sql`select count(*) from messages where not demo`)).toEqual(['0'])
    const sources = await values(server, sql`select distinct source from messages order by 1`)
    expect(sources.length).toBeGreaterThanOrEqual(8)
    expect(sources.every((source) => source.endsWith('.example'))).toBe(true)
    const authors = await values(server, sql`select distinct author from messages where author is not null`)
    expect(authors.every((author) => author.startsWith('demo_'))).toBe(true)
  })

  it('writes AI updates from the demo feed through the pipeline: an earnings post per release, about a company', async () => {
    await server.analytics.idle()
    const posts = await rows(
      server,
      sql`select p.type, p.title_type, p.sources, p.headline from stream_posts p order by p.post_time`,
    )
    const earnings = posts.filter((post) => post.type === 'earnings')
    expect(earnings.length).toBeGreaterThan(0)
    expect(earnings.every((post) => post.title_type === 'company')).toBe(true)
    expect(
      earnings.every((post) =>
        / (reports earnings|beats earnings estimates|misses earnings estimates)/.test(String(post.headline)),
      ),
    ).toBe(true)
    // One post per release of the calendar with earnings messages on its day or the day after; the
    // previews ('Earnings preview: results due') on other days make none.
    const releases = await values(
      server,
      sql`select count(*) from earnings e
          join titles t on t.id = e.title_id and t.type = 'company'
          where exists (
            select 1 from messages m join message_titles mt on mt.message_id = m.id and mt.primary
            where mt.title_id = e.title_id and m.type = 'earnings'
              and (m.message_time at time zone 'UTC')::date in (e.release_date, e.release_date + 1))`,
    )
    expect(Number(releases[0])).toBeGreaterThan(0)
    expect(earnings.length).toBe(Number(releases[0]))
    const days = await values(
      server,
      sql`select count(distinct (mt.title_id, (m.message_time at time zone 'UTC')::date)) from messages m
          join message_titles mt on mt.message_id = m.id and mt.primary
          join titles t on t.id = mt.title_id and t.type = 'company'
          where m.type = 'earnings'`,
    )
    expect(earnings.length).toBeLessThan(Number(days[0]))
  })

  it('covers the message types, several languages, and leaves languages the model lacks unscored', async () => {
    const types = new Set(await values(server, sql`select distinct type from messages`))
    for (const type of [
      'comments',
      'forum_posts',
      'tweets',
      'videos',
      'blog',
      'news',
      'analyst',
      'earnings',
      'dividends',
    ]) {
      expect(types, type).toContain(type)
    }
    const languages = new Set(await values(server, sql`select distinct lang from messages`))
    for (const lang of ['en', 'de', 'fr', 'es']) expect(languages, lang).toContain(lang)
    const scoredEnglish = await values(
      server,
      sql`select count(*) from messages where lang = 'en' and sentiment is not null`,
    )
    expect(Number(scoredEnglish[0])).toBeGreaterThan(0)
    // German by its lexicon model; French and Spanish have no model: stored unscored, never as English.
    const scoredGerman = await values(
      server,
      sql`select count(*) from messages where lang = 'de' and sentiment is not null`,
    )
    expect(Number(scoredGerman[0])).toBeGreaterThan(0)
    expect(
      await values(
        server,
        sql`select count(*) from messages where lang not in ('en', 'de') and sentiment is not null`,
      ),
    ).toEqual(['0'])
  })

  it('links messages to titles and classifies key events', async () => {
    const share = await values(
      server,
      sql`select (count(*) filter (where primary_title_id is not null))::float / count(*) from messages`,
    )
    expect(Number(share[0])).toBeGreaterThan(0.9)
    expect(
      Number((await values(server, sql`select count(*) from messages where key_events <> '{}'::jsonb`))[0]),
    ).toBeGreaterThan(50)
  })

  it('sorts authors into regulars, verified, influencers and bots; bots get impact 0', async () => {
    const categories = new Set(await values(server, sql`select distinct category from authors`))
    for (const category of ['regulars', 'verified', 'influencers', 'bots'])
      expect(categories, category).toContain(category)
    const bots = await rows(
      server,
      sql`select author, impact, blacklisted from authors where author like 'demo_bot_%' and category = 'bots'`,
    )
    expect(bots.length).toBeGreaterThan(0)
    expect(bots.some((bot) => bot.impact === 0 && bot.blacklisted === true)).toBe(true)
    const desks = await values(server, sql`select distinct impact from authors where author like '%_desk'`)
    expect(desks.every((impact) => Number(impact) >= 3)).toBe(true)
  })

  it('writes daily and 10-minute quotes for every title and earnings dates', async () => {
    const titles = Number(
      (
        await values(
          server,
          sql`select count(*) from titles where type in ('company', 'crypto_currency', 'index', 'forex', 'raw_material', 'fund', 'derivative') and active`,
        )
      )[0],
    )
    const daily = Number(
      (await values(server, sql`select count(distinct title_id) from quotes where interval = '1d'`))[0],
    )
    const intraday = Number(
      (await values(server, sql`select count(distinct title_id) from quotes where interval = '10m'`))[0],
    )
    expect(daily).toBe(titles)
    expect(intraday).toBeGreaterThan(titles * 0.9)
    expect(Number((await values(server, sql`select count(*) from earnings`))[0])).toBeGreaterThan(0)
    expect(
      Number(
        (
          await values(server, sql`select count(*) from quotes where l > least(o, c) or h < greatest(o, c)`)
        )[0],
      ),
    ).toBe(0)
    // Every company has shares outstanding, so its fundamentals have a market cap; nothing else has.
    expect(
      await values(
        server,
        sql`select type from titles where active and (shares_outstanding is null) = (type = 'company') group by type`,
      ),
    ).toEqual([])
  })

  it('writes short sales that agree with the daily volumes: FINRA for US companies, FCA positions for UK ones', async () => {
    // Short volume is 36–52 % of the day's volume of the same title and day, never more.
    const finra = await rows(
      server,
      sql`select count(*)::int as n,
            count(*) filter (where s.short_volume between 0.35 * q.v and 0.53 * q.v and s.total_volume = round(q.v))::int as agreeing
          from short_sales s join quotes q on q.title_id = s.title_id and q.interval = '1d' and q.t = s.date::timestamptz
          join titles t on t.id = s.title_id
          where s.source = 'finra' and t.country = 'US'`,
    )
    expect(Number(finra[0]?.n)).toBeGreaterThan(0)
    expect(finra[0]?.agreeing).toBe(finra[0]?.n)
    const fca = await rows(
      server,
      sql`select count(*)::int as n, min(s.shares_percent_short) as low,
            count(*) filter (where t.country <> 'GB')::int as elsewhere
          from short_sales s join titles t on t.id = s.title_id where s.source = 'fca'`,
    )
    expect(Number(fca[0]?.n)).toBeGreaterThan(0)
    expect(Number(fca[0]?.low)).toBeGreaterThanOrEqual(0.5)
    expect(fca[0]?.elsewhere).toBe(0)
  })

  it('resumes from its cursor: the next windows continue where the backfill stopped', async () => {
    const state = await rows(server, sql`select value from pipeline_state where key = 'demo-feed'`)
    const value = v.parse(v.object({ seed: v.number(), cursor: v.number() }), state[0]?.value)
    expect(value.seed).toBe(3)
    expect(Date.now() - value.cursor).toBeLessThan(5 * 60_000)
  })

  it('goes on live after the backfill: new messages and the forming 10-minute bar', async () => {
    let now = Date.now()
    const before = Number((await values(server, sql`select count(*) from messages`))[0])
    const live = new DemoFeed({
      db: server.database.db,
      pipeline: server.ingest.pipeline,
      seed: 3,
      ratePerHour: 600,
      backfillDays: 3,
      tickMs: 20,
      now: () => now,
    })
    live.start()
    await live.backfillDone
    now += 30 * 60_000
    const deadline = Date.now() + 30_000
    let after = before
    while (after <= before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      after = Number((await values(server, sql`select count(*) from messages`))[0])
    }
    await live.stop()
    expect(after).toBeGreaterThan(before)
    const latest = await values(
      server,
      sql`select max(t) from quotes where interval = '10m' and title_id in (select id from titles where type = 'crypto_currency')`,
    )
    expect(Date.parse(latest[0] ?? '')).toBeGreaterThan(now - 40 * 60_000)
  }, 60_000)
})
