import { loadavg } from 'node:os'
import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../server/db'
import { toHistoryPoint } from '../../server/market/history/buckets'
import { ClosedHistoryCache } from '../../server/market/history/closed-history-cache'
import { emptyFilter } from '../../server/market/messages/filters'
import { dbNumber, queryRows } from '../../server/market/messages/rows'
import { searchMessages } from '../../server/market/messages/search'
import { messageStatistics } from '../../server/market/stats/message-stats'
import { BENCH_INVENTORY_SIZE, loadInventoryFixture } from '../fixtures/inventory'
import { type EngineName, onEachEngine } from '../support/engines'
import { measure, measureWork } from '../support/latency'
import { machineFacts, round, searchWithStats, writeResult } from '../support/measure'
import { createBenchUser, startBenchServer } from '../support/server'

/**
 * Benchmark: POST /v6/messages/search with statistics for one title over 3 days, and GET
 * /v6/titles/{id}/history over 30 days, on a database of MESSAGES messages about 80,000 titles,
 * on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL. The data
 * is written with bulk SQL (INSERT … SELECT generate_series), then requests run one at a time.
 * The search page's full-text query over 30 days is measured too.
 * Writes bench/results/messages-search.json. Targets (PostgreSQL): p95 ≤ 50 ms, ≤ 20 ms and ≤ 100 ms.
 */

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000)
const DAYS = 30
const CHUNK = 100_000
/** Hot titles get this share of all messages each (a popular stock: ~2 % of the chatter). */
const HOT_TITLES = 5
const HOT_SHARE = 0.02
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const TARGETS = { searchP95Ms: 50, historyP95Ms: 20, fullTextP95Ms: 100 }
/** What the search page asks: a common word, a phrase, a rarer pair (websearch syntax). */
const FULL_TEXT_QUERIES = ['buyback', '"announced a partnership"', 'guidance investigation', 'company 123']

async function countOf(db: Database, query: SQL): Promise<number> {
  const [row] = await queryRows(db, query, v.object({ n: dbNumber }))
  return row?.n ?? 0
}

const log = (text: string) => process.stdout.write(`${text}\n`)

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now()
  const result = await work()
  log(`  ${label}: ${round((performance.now() - t0) / 1000, 1)} s`)
  return result
}

/**
 * Messages over 30 days in arrival order (ids follow time, as the pipeline stores them); 10 %
 * mention a second title; the hot titles get HOT_SHARE each; one in 7 carries a key event.
 */
export async function generateMessages(db: Database, nowMs: number): Promise<number[]> {
  // A plain table (a temporary one lives on one pooled connection only).
  await db.execute(sql`drop table if exists bench_title_ids`)
  await db.execute(
    sql`create table bench_title_ids as select row_number() over (order by id) as n, id from titles where active`,
  )
  await db.execute(sql`create unique index on bench_title_ids (n)`)
  const titleCount = await countOf(db, sql`select count(*) as n from bench_title_ids`)
  const hot = (
    await queryRows(
      db,
      sql`select id from bench_title_ids order by n limit ${HOT_TITLES}`,
      v.object({ id: v.number() }),
    )
  ).map((row) => row.id)
  const end = new Date(nowMs).toISOString()
  const hotEvery = Math.round(1 / (HOT_SHARE * HOT_TITLES))
  for (let from = 1; from <= MESSAGES; from += CHUNK) {
    const to = Math.min(MESSAGES, from + CHUNK - 1)
    await timed(`messages ${from}–${to}`, async () => {
      const before = await countOf(db, sql`select coalesce(max(id), 0) as n from messages`)
      await db.execute(sql`
        insert into messages (source, source_id, type, author, message_time, sub, body, lang, sentiment,
          sentiment_label, key_events, primary_title_id, author_category, author_impact, content_hash)
        select
          (array['newswire.bench','social.bench','forum.bench','blog.bench','video.bench'])[1 + g % 5],
          'bench-' || g,
          (array['news','tweets','forum_posts','blog','videos','adhoc'])[1 + (g * 7) % 6],
          'author-' || ((g::bigint * 2654435761) % 20000),
          ${end}::timestamptz - ${DAYS * 86_400}::int * interval '1 second'
            + (g::float8 * ${(DAYS * 86_400) / MESSAGES}::float8) * interval '1 second',
          (array['Shares rise','Shares fall','Earnings beat','Guidance cut','New product','Analyst upgrade'])[1 + g % 6]
            || ' for company ' || (g % 997),
          (array['Revenue grew strongly this quarter.','The stock fell after the report.','Investors cheered the buyback.',
                 'Regulators opened an investigation.','The company announced a partnership.'])[1 + (g * 3) % 5],
          (array['en','en','en','de','fr'])[1 + g % 5],
          case when g % 10 = 0 then null else (((g * 37) % 201) - 100) / 100.0 end,
          case when g % 10 = 0 then null when ((g * 37) % 201) > 100 then 'positive' when ((g * 37) % 201) < 100 then 'negative' else 'neutral' end,
          case when g % 7 = 0 then jsonb_build_object((1 + g % 40)::text, 2 + g % 8) else '{}'::jsonb end,
          case when g % ${hotEvery}::int = 0 then (array[${sql.join(
            hot.map((id: number) => sql`${id}::int`),
            sql`, `,
          )}])[1 + (g / ${hotEvery}::int) % ${HOT_TITLES}::int]
               else t.ids[1 + (g::bigint * 40503) % ${titleCount}::int] end,
          (array['regulars','regulars','regulars','bots','influencers','verified'])[1 + g % 6],
          1 + g % 5,
          md5(g::text)
        from generate_series(${from}::int, ${to}::int) as g,
          (select array_agg(id order by n) as ids from bench_title_ids) as t`)
      await db.execute(sql`
        insert into message_titles (message_id, title_id, message_time, "primary", sentiment)
        select id, primary_title_id, message_time, true, sentiment from messages
        where id > ${before}::bigint and primary_title_id is not null
        on conflict do nothing`)
    })
  }
  await timed('second titles (10 %)', async () => {
    await db.execute(sql`
      insert into message_titles (message_id, title_id, message_time, "primary", sentiment)
      select m.id, t.id, m.message_time, false, m.sentiment from messages m
      join bench_title_ids t on t.n = 1 + (m.id * 7) % ${titleCount}::int
      where m.id % 10 = 3 and t.id <> m.primary_title_id
      on conflict do nothing`)
  })
  await timed('authors', async () => {
    await db.execute(sql`
      insert into authors (source, author, category, impact, message_count, first_seen, last_seen)
      select source, author, min(author_category), min(author_impact), count(*), min(message_time), max(message_time)
      from messages where author is not null group by source, author
      on conflict do nothing`)
  })
  await timed('realtime buckets of the hot titles, daily buckets of 5,000 titles', async () => {
    await db.execute(sql`
      insert into buzz_buckets (partition, title_id, bucket_start, bucket_end, messages, buzz, sentiment_mean, closed)
      select 'realtime', t.id, s, s + interval '10 minutes', 5 + (extract(epoch from s)::bigint % 7), 0.5 + random(), random() * 2 - 1, true
      from (select id from bench_title_ids order by n limit 50) t,
        generate_series(date_trunc('hour', ${end}::timestamptz) - interval '30 days', ${end}::timestamptz, interval '10 minutes') s
      on conflict do nothing`)
    await db.execute(sql`
      insert into buzz_buckets (partition, title_id, bucket_start, bucket_end, messages, buzz, sentiment_mean, closed)
      select 'daily_5am', t.id, s, s + interval '1 day', 20, 0.5 + random(), random() * 2 - 1, true
      from (select id from bench_title_ids order by n limit 5000) t,
        generate_series(date_trunc('day', ${end}::timestamptz) - interval '60 days' + interval '5 hours', ${end}::timestamptz, interval '1 day') s
      on conflict do nothing`)
  })
  // A settled database: autovacuum has set the visibility map, so index-only scans stay index-only.
  await timed('vacuum analyze', async () => {
    await db.execute(sql`drop table bench_title_ids`)
    await db.execute(sql`vacuum analyze`)
  })
  return hot
}

async function benchEngine(name: EngineName, databaseUrl: string, dataDir: string) {
  log(`-- ${name}`)
  const server = await startBenchServer(databaseUrl, dataDir)
  try {
    const db = server.database.db
    await timed(`inventory (${BENCH_INVENTORY_SIZE} titles)`, () => loadInventoryFixture(db))
    const nowMs = Date.now()
    const hot = await generateMessages(db, nowMs)
    const total = await countOf(db, sql`select count(*) as n from messages`)
    const titleTotal = await countOf(db, sql`select count(*) as n from titles`)
    const authorization = await createBenchUser(db, nowMs)
    const base = `http://127.0.0.1:${server.port}/v6`
    const endMs = Date.now()
    const perTitle = await countOf(
      db,
      sql`select count(*) as n from message_titles where title_id = ${hot[0] ?? 0}
        and message_time >= ${new Date(endMs - 3 * 86_400_000).toISOString()}::timestamptz`,
    )
    const loadBefore = loadavg()[0] ?? 0
    const search = await measure((i) =>
      searchWithStats(`http://127.0.0.1:${server.port}`, authorization, hot[i % hot.length], endMs),
    )
    log(`  search p50 ${search.p50} ms, p95 ${search.p95} ms`)
    const history = await measure((i) =>
      fetch(
        `${base}/titles/${hot[i % hot.length]}/history?startDate=${endMs - 30 * 86_400_000}&endDate=${endMs}`,
        {
          headers: { authorization },
        },
      ),
    )
    log(`  history p50 ${history.p50} ms, p95 ${history.p95} ms`)
    // The search page: words over the last month, newest first (a common word, a phrase, a rare one).
    const fullText = await measure((i) => {
      const query = FULL_TEXT_QUERIES[i % FULL_TEXT_QUERIES.length] ?? 'buyback'
      return fetch(
        `${base}/messages/search?query=${encodeURIComponent(query)}&startDate=${endMs - 30 * 86_400_000}&endDate=${endMs}&limit=20`,
        { headers: { authorization } },
      )
    })
    log(`  full-text search p50 ${fullText.p50} ms, p95 ${fullText.p95} ms`)
    // The same work without HTTP: where the time goes (database and JSON shaping vs. transport).
    const searchQueries = await measureWork(async (i) => {
      const filter = { ...emptyFilter(endMs - 3 * 86_400_000, endMs), titleIds: [hot[i % hot.length] ?? 0] }
      await searchMessages(db, filter, { offset: 0, limit: 20, order: 'message_time' })
      await messageStatistics(db, filter, 10)
    })
    // History without HTTP: cold (an empty closed-bucket cache: the database reads all 4,320
    // buckets) and warm (the cache holds the closed ones: a count and the newest buckets are read).
    const historyOf = async (cache: ClosedHistoryCache, i: number) => {
      const [rows = []] = await cache.seriesRows(
        [hot[i % hot.length] ?? 0],
        'realtime',
        endMs - 30 * 86_400_000,
        endMs,
      )
      JSON.stringify(rows.map((row) => toHistoryPoint(row, ['buzz', 'sentiment'])))
    }
    const historyCold = await measureWork((i) => historyOf(new ClosedHistoryCache(db), i))
    const warmCache = new ClosedHistoryCache(db)
    const historyWarm = await measureWork((i) => historyOf(warmCache, i))
    log(
      `  queries only: search p50 ${searchQueries.p50} ms, history cold p50 ${historyCold.p50} / p95 ${historyCold.p95} ms, warm p50 ${historyWarm.p50} / p95 ${historyWarm.p95} ms`,
    )
    return {
      engine: name,
      messages: total,
      titles: titleTotal,
      hotTitleMessagesIn3Days: perTitle,
      searchWithStats3Days: search,
      history30Days: history,
      fullTextSearch30Days: fullText,
      queriesOnly: {
        searchWithStats3Days: searchQueries,
        history30DaysColdCache: historyCold,
        history30DaysWarmCache: historyWarm,
      },
      /** 1-minute load average while measuring: other work on a shared machine inflates latencies. */
      loadAverage1m: { beforeMeasuring: round(loadBefore), afterMeasuring: round(loadavg()[0] ?? 0) },
      meetsTargets:
        name === 'postgres'
          ? search.p95 <= TARGETS.searchP95Ms &&
            history.p95 <= TARGETS.historyP95Ms &&
            fullText.p95 <= TARGETS.fullTextP95Ms
          : null,
    }
  } finally {
    await server.close()
  }
}

/** Benchmark suite: message search with statistics and title history on 1M messages. */
export async function run(): Promise<void> {
  const results = await onEachEngine('search', benchEngine)
  const path = await writeResult('messages-search', {
    benchmark: 'messages-search',
    workload: {
      messages: MESSAGES,
      days: DAYS,
      inventory: BENCH_INVENTORY_SIZE,
      hotTitles: HOT_TITLES,
      hotShareEach: HOT_SHARE,
      searchRequest: 'POST /v6/messages/search {titles:[one hot title], 3 days, include_stats, limit 20}',
      historyRequest: 'GET /v6/titles/{hot title}/history, 30 days (realtime partition, 4,320 buckets)',
      fullTextRequest: `GET /v6/messages/search?query=… over 30 days, limit 20, newest first (the search page); queries ${FULL_TEXT_QUERIES.join(' | ')}`,
      historyCache:
        'over HTTP the server keeps closed buckets in memory (warm after the warm-up); queriesOnly has the cold and warm cache',
      samplesPerCall: SAMPLES,
      concurrency: 1,
    },
    targetsOnPostgres: TARGETS,
    results,
    machine: machineFacts(),
    ranAt: new Date().toISOString(),
  })
  log(`wrote ${path}`)
}
