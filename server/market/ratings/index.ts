import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { type RatingsAnswer, roundPrice } from '../../../src/core'
import type { Database } from '../../db'
import { dividendPayments } from '../dividend'
import { dbNumber, queryRows } from '../messages/rows'
import {
  aiSentimentRating,
  analystRating,
  dividendGrowth,
  dividendRating,
  factorOf,
  overallRating,
  peRating,
  type Rating,
  rsi,
  rsiRating,
  sectorRating,
  sma,
  smaRating,
  socialBuzzRating,
} from './rules'

const DAY_MS = 86_400_000
/** Key events read by the rating: analyst upgrade 21, downgrade 22. */
const KE = { upgrade: '21', downgrade: '22' } as const

async function closes(db: Database, titleId: number, nowMs: number, days: number): Promise<number[]> {
  const rows = await queryRows(
    db,
    sql`select c from quotes where title_id = ${titleId} and interval = '1d'
        and t > ${new Date(nowMs - days * DAY_MS).toISOString()}::timestamptz and t <= ${new Date(nowMs).toISOString()}::timestamptz
        order by t`,
    v.object({ c: dbNumber }),
  )
  return rows.map((row) => row.c)
}

/**
 * Days (UTC) with messages reporting the key event: one upgrade is reported by many messages, so
 * counting messages would weigh a name's coverage, not its analysts' moves.
 */
async function keyEventDays(
  db: Database,
  titleId: number,
  key: string,
  sinceMs: number,
  nowMs: number,
): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`select count(distinct (mt.message_time at time zone 'UTC')::date) as n
        from message_titles mt join messages m on m.id = mt.message_id
        where mt.title_id = ${titleId} and mt.message_time >= ${new Date(sinceMs).toISOString()}::timestamptz
          and mt.message_time <= ${new Date(nowMs).toISOString()}::timestamptz
          and coalesce((m.key_events ->> ${key})::float8, 0) >= 4`,
    v.object({ n: dbNumber }),
  )
  return row?.n ?? 0
}

/** Trailing P/E: last close over the sum of the last four earnings per share reported by then. */
async function peRatio(
  db: Database,
  titleId: number,
  close: number | null,
  nowMs: number,
): Promise<number | null> {
  if (close === null) return null
  const rows = await queryRows(
    db,
    sql`select actual from earnings where title_id = ${titleId} and actual is not null
        and release_date <= ${new Date(nowMs).toISOString().slice(0, 10)}::date
        order by release_date desc limit 4`,
    v.object({ actual: dbNumber }),
  )
  if (rows.length < 4) return null
  const eps = rows.reduce((sum, row) => sum + row.actual, 0)
  return eps === 0 ? null : Math.round((close / eps) * 100) / 100
}

function thirtyDayReturn(values: readonly number[]): number | null {
  if (values.length < 2) return null
  const first = values.at(-Math.min(values.length, 22)) ?? null
  const last = values.at(-1) ?? null
  if (first === null || last === null || first <= 0) return null
  return ((last - first) / first) * 100
}

/** Peers: titles sharing the 2-digit sector, with daily quotes in the last 31 days. */
async function sectorDifference(
  db: Database,
  titleId: number,
  own: number | null,
  nowMs: number,
): Promise<number | null> {
  if (own === null) return null
  const rows = await queryRows(
    db,
    sql`with peers as (
          select p.id from titles me join titles p on left(p.sector_id, 2) = left(me.sector_id, 2) and p.id <> me.id
          where me.id = ${titleId} and me.sector_id is not null limit 200
        )
        select q.title_id, array_agg(q.c order by q.t) as cs from quotes q join peers on peers.id = q.title_id
        where q.interval = '1d' and q.t > ${new Date(nowMs - 31 * DAY_MS).toISOString()}::timestamptz
          and q.t <= ${new Date(nowMs).toISOString()}::timestamptz
        group by q.title_id`,
    v.object({ title_id: v.number(), cs: v.array(dbNumber) }),
  )
  const returns = rows
    .map((row) => thirtyDayReturn(row.cs))
    .filter((value): value is number => value !== null)
  if (returns.length === 0) return null
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length
  return Math.round((own - mean) * 100) / 100
}

/** The last daily bucket that started by then (point in time: a past day's rating never sees later days). */
async function latestDailyBuzz(db: Database, titleId: number, nowMs: number) {
  const [row] = await queryRows(
    db,
    sql`select buzz, sentiment_mean as sentiment from buzz_buckets where partition = 'daily_5am' and title_id = ${titleId}
        and bucket_start <= ${new Date(nowMs).toISOString()}::timestamptz
        order by bucket_start desc limit 1`,
    v.object({ buzz: v.nullable(dbNumber), sentiment: v.nullable(dbNumber) }),
  )
  return row ?? { buzz: null, sentiment: null }
}

async function meanSentiment(db: Database, titleId: number, nowMs: number): Promise<number | null> {
  const [row] = await queryRows(
    db,
    sql`select avg(sentiment)::float8 as mean from message_titles where title_id = ${titleId}
        and message_time >= ${new Date(nowMs - 7 * DAY_MS).toISOString()}::timestamptz
        and message_time <= ${new Date(nowMs).toISOString()}::timestamptz and sentiment is not null`,
    v.object({ mean: v.nullable(dbNumber) }),
  )
  return row?.mean ?? null
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The 8 categories and the overall rating of a title as of `nowMs`, from data known by then. */
export async function titleRatings(db: Database, titleId: number, nowMs: number): Promise<RatingsAnswer> {
  const history = await closes(db, titleId, nowMs, 300)
  const close = history.at(-1) ?? null
  const sma200 = sma(history, 200)
  const rsi25 = rsi(history, 25)
  const pe = await peRatio(db, titleId, close, nowMs)
  const upgrades = await keyEventDays(db, titleId, KE.upgrade, nowMs - 90 * DAY_MS, nowMs)
  const downgrades = await keyEventDays(db, titleId, KE.downgrade, nowMs - 90 * DAY_MS, nowMs)
  const dividend = await dividendPayments(db, titleId, nowMs)
  const dividendChange = dividendGrowth(dividend.trailing, dividend.previous)
  const sector = await sectorDifference(db, titleId, thirtyDayReturn(history.slice(-22)), nowMs)
  const buzz = await latestDailyBuzz(db, titleId, nowMs)
  const sentiment = await meanSentiment(db, titleId, nowMs)

  const entry = (
    category: RatingsAnswer['categories'][number]['category'],
    rating: Rating | null,
    value: number | null,
    explanation: string,
    // A price is rounded as prices are (a meme coin's average would read 0 at 2 decimals).
    rounded: (figure: number) => number = round2,
  ) => ({
    category,
    rating,
    value: value === null ? null : rounded(value),
    factor: factorOf(rating),
    explanation,
  })

  const categories: RatingsAnswer['categories'] = [
    entry(
      'pe_ratio',
      peRating(pe),
      pe,
      pe === null ? 'n/a: no earnings per share reported' : 'Trailing price/earnings ratio',
    ),
    entry(
      'sma_price',
      smaRating(close, sma200),
      sma200,
      'Last close against its 200-day moving average',
      roundPrice,
    ),
    entry(
      'analysts',
      analystRating(upgrades, downgrades),
      // No update at all is no data, as the n/a rating says: not a balance of zero.
      upgrades + downgrades === 0 ? null : upgrades - downgrades,
      upgrades + downgrades === 0
        ? 'n/a: no analyst upgrades or downgrades in 90 days'
        : 'Days with analyst upgrades minus days with downgrades, 90 days',
    ),
    entry(
      'dividend',
      dividendRating(dividend.trailing, dividend.previous),
      dividendChange === null ? null : dividendChange * 100,
      dividend.trailing === null && dividend.previous === null
        ? 'n/a: no dividends paid in the last two years'
        : 'Dividends of the last 12 months against the 12 before, %',
    ),
    entry(
      'sector_price',
      sectorRating(sector),
      sector,
      '30-day return against sector peers, percentage points',
    ),
    entry('rsi_price', rsiRating(rsi25), rsi25, '25-day relative strength index'),
    entry(
      'sentiment_buzz',
      socialBuzzRating(buzz.buzz, buzz.sentiment),
      buzz.buzz,
      'Latest daily buzz (1 = average) with its sentiment',
    ),
    entry('ai_sentiment', aiSentimentRating(sentiment), sentiment, 'Mean message sentiment, 7 days'),
  ]
  const overall = overallRating(categories.map((category) => category.rating))
  return {
    id: titleId,
    date: new Date(nowMs).toISOString().slice(0, 10),
    overall: overall.rating,
    overall_score: overall.score,
    categories,
  }
}
