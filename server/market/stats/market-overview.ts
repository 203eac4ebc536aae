import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  DAY_MS,
  GLOBAL_REGION,
  MARKET_GROUPS,
  type MarketOverviewAnswer,
  type MarketOverviewClass,
  type MarketOverviewTitle,
  sentimentScore,
  type TitleType,
  TitleTypeSchema,
} from '../../../src/core'
import type { Database } from '../../db'
import { dbNumber, queryRows } from '../messages/rows'

/** Titles without a home market: their talk is global whatever the issuer's seat. */
const GLOBAL_TYPES = new Set<TitleType>(['crypto_currency', 'forex', 'raw_material'])
const OTHER_MARKET = 'OTHER'
const BASELINE_DAYS = 7
const TOP_TITLES = 3
/** Title rows read for the top lists (the busiest of the last 24 h). */
const TITLE_ROWS = 400

const GROUP_OF = new Map<string, string>()
for (const group of MARKET_GROUPS) for (const country of group.countries) GROUP_OF.set(country, group.key)
const LABELS = new Map<string, string>([
  ...MARKET_GROUPS.map((group) => [group.key, group.label] as [string, string]),
  [GLOBAL_REGION, 'Global (crypto, currencies, commodities)'],
  [OTHER_MARKET, 'Rest of the world'],
])
const ORDER = [...MARKET_GROUPS.map((group) => group.key as string), GLOBAL_REGION, OTHER_MARKET]

export function marketOf(type: TitleType, country: string | null): string {
  if (GLOBAL_TYPES.has(type)) return GLOBAL_REGION
  return (country && GROUP_OF.get(country.toUpperCase())) ?? OTHER_MARKET
}

const ClassRowSchema = v.object({
  country: v.nullable(v.string()),
  type: TitleTypeSchema,
  cur: dbNumber,
  prev: dbNumber,
  base: dbNumber,
  cur_sent: v.nullable(dbNumber),
  cur_scored: dbNumber,
  prev_sent: v.nullable(dbNumber),
  prev_scored: dbNumber,
})

const TitleRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  country: v.nullable(v.string()),
  type: TitleTypeSchema,
  cur: dbNumber,
  base: dbNumber,
  cur_sent: v.nullable(dbNumber),
})

interface Tally {
  cur: number
  prev: number
  base: number
  curSent: number
  curScored: number
  prevSent: number
  prevScored: number
}

const ratio = (count: number, baseTotal: number) =>
  baseTotal > 0 ? count / (baseTotal / BASELINE_DAYS) : null
const round = (value: number | null, digits = 2) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits

/**
 * Per market and asset class: messages of the last 24 h, the 24 h before, and the daily average of
 * the 7 days before those (buzz = last 24 h over that average), mean sentiment of both days, and
 * the busiest titles. Bots are left out as everywhere buzz is counted.
 */
export async function marketOverview(db: Database, nowMs: number): Promise<MarketOverviewAnswer> {
  const cur = new Date(nowMs - DAY_MS).toISOString()
  const prev = new Date(nowMs - 2 * DAY_MS).toISOString()
  const from = new Date(nowMs - (2 + BASELINE_DAYS) * DAY_MS).toISOString()
  const to = new Date(nowMs).toISOString()
  const window = sql`from message_titles mt join titles t on t.id = mt.title_id
    where mt.message_time >= ${from}::timestamptz and mt.message_time <= ${to}::timestamptz
      and coalesce(mt.author_category, '') <> 'bots'`
  const isCur = sql`mt.message_time >= ${cur}::timestamptz`
  const isPrev = sql`mt.message_time >= ${prev}::timestamptz and mt.message_time < ${cur}::timestamptz`
  const isBase = sql`mt.message_time < ${prev}::timestamptz`
  const [classRows, titleRows] = await Promise.all([
    queryRows(
      db,
      sql`select t.country, t.type,
            count(*) filter (where ${isCur}) as cur,
            count(*) filter (where ${isPrev}) as prev,
            count(*) filter (where ${isBase}) as base,
            sum(mt.sentiment) filter (where ${isCur}) as cur_sent,
            count(mt.sentiment) filter (where ${isCur}) as cur_scored,
            sum(mt.sentiment) filter (where ${isPrev}) as prev_sent,
            count(mt.sentiment) filter (where ${isPrev}) as prev_scored
          ${window}
          group by t.country, t.type`,
      ClassRowSchema,
    ),
    queryRows(
      db,
      sql`select t.id, t.name, t.country, t.type,
            count(*) filter (where ${isCur}) as cur,
            count(*) filter (where ${isBase}) as base,
            avg(mt.sentiment) filter (where ${isCur}) as cur_sent
          ${window}
          group by t.id, t.name, t.country, t.type
          having count(*) filter (where ${isCur}) > 0
          order by count(*) filter (where ${isCur}) desc, t.id
          limit ${TITLE_ROWS}`,
      TitleRowSchema,
    ),
  ])

  const tallies = new Map<string, Map<TitleType, Tally>>()
  for (const row of classRows) {
    const market = marketOf(row.type, row.country)
    const byType = tallies.get(market) ?? new Map<TitleType, Tally>()
    tallies.set(market, byType)
    const tally = byType.get(row.type) ?? {
      cur: 0,
      prev: 0,
      base: 0,
      curSent: 0,
      curScored: 0,
      prevSent: 0,
      prevScored: 0,
    }
    byType.set(row.type, tally)
    tally.cur += row.cur
    tally.prev += row.prev
    tally.base += row.base
    tally.curSent += row.cur_sent ?? 0
    tally.curScored += row.cur_scored
    tally.prevSent += row.prev_sent ?? 0
    tally.prevScored += row.prev_scored
  }
  const tops = new Map<string, MarketOverviewTitle[]>()
  for (const row of titleRows) {
    const key = `${marketOf(row.type, row.country)}|${row.type}`
    const list = tops.get(key) ?? []
    if (list.length >= TOP_TITLES) continue
    list.push({
      id: row.id,
      n: row.name,
      type: row.type,
      messages: row.cur,
      buzz: round(ratio(row.cur, row.base)),
      sentiment_score: row.cur_sent === null ? null : sentimentScore(row.cur_sent),
    })
    tops.set(key, list)
  }

  const markets = ORDER.flatMap((key) => {
    const byType = tallies.get(key)
    if (!byType) return []
    const classes: MarketOverviewClass[] = [...byType]
      .filter(([, t]) => t.cur + t.prev + t.base > 0)
      .map(([type, t]) => ({
        type,
        messages: t.cur,
        previous_messages: t.prev,
        buzz: round(ratio(t.cur, t.base)),
        // The day before, against the same 7-day average.
        previous_buzz: round(ratio(t.prev, t.base)),
        sentiment_score: t.curScored > 0 ? sentimentScore(t.curSent / t.curScored) : null,
        previous_sentiment_score: t.prevScored > 0 ? sentimentScore(t.prevSent / t.prevScored) : null,
        top: tops.get(`${key}|${type}`) ?? [],
      }))
      .sort((a, b) => b.messages - a.messages)
    return classes.length > 0 ? [{ key, label: LABELS.get(key) ?? key, classes }] : []
  })
  return { time: nowMs, markets }
}
