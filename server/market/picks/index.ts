import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  bucketStart,
  DAY_MS,
  type DailyPicksPerformanceAnswer,
  DEFAULT_DAILY_PARTITION,
  PICK_MIN_MESSAGES,
  PICK_MIN_SENTIMENT,
  PICK_STDDEV_DEFAULT,
  type PickSort,
  type PulsePick,
  type PulsePicksAnswer,
  type PulsePicksPerformanceAnswer,
  partitionSpec,
  WEEKLY_PICK_LIMIT,
  WEEKLY_PICK_MIN_STDDEV,
  WEEKLY_PICK_WEEKS,
  type WeeklyPicksAnswer,
} from '../../../src/core'
import type { Database } from '../../db'
import { dbNumber, queryRows } from '../messages/rows'
import { cachedQuery } from '../query-cache'
import { outcomeKey, pickOutcomes } from './returns'
import { daySignals, type PickUniverse, stddevsAbove } from './signals'
import { summarisePicks } from './summary'

export type { PickUniverse } from './signals'

/** Picks change when a daily bucket closes or a daily bar ends: a few minutes' cache is exact enough. */
const PICKS_TTL_MS = 5 * 60_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const round2 = (value: number) => Math.round(value * 100) / 100
const round4 = (value: number) => Math.round(value * 10_000) / 10_000

/** The start of the latest daily bucket that has closed by `nowMs`. */
export function latestClosedDay(nowMs: number): number {
  const spec = partitionSpec(DEFAULT_DAILY_PARTITION)
  return (spec ? bucketStart(spec, nowMs) : Math.floor(nowMs / DAY_MS) * DAY_MS) - DAY_MS
}

/** The first signal day whose bucket starts at or after `ms`. */
function signalDayFrom(ms: number): number {
  const start = latestClosedDay(ms) + DAY_MS
  return start < ms ? start + DAY_MS : start
}

export interface PicksRequest {
  universe: PickUniverse
  minStddev: number
  sort: PickSort
  limit: number
}

/** The picks of the signal days in [fromMs, toMs), each with its outcome, sorted. */
async function picksBetween(
  db: Database,
  request: Omit<PicksRequest, 'limit'>,
  fromMs: number,
  toMs: number,
  nowMs: number,
): Promise<PulsePick[]> {
  const key = `picks:${JSON.stringify([request, fromMs, toMs])}`
  return cachedQuery(db, key, PICKS_TTL_MS, async () => {
    const signals = await daySignals(db, request.universe, { fromMs, toMs }, request.minStddev, nowMs)
    const positions = signals.map((signal) => ({
      titleId: signal.titleId,
      madeMs: signal.endMs,
      direction: signal.sentiment > 0 ? ('long' as const) : ('short' as const),
    }))
    const outcomes = await pickOutcomes(db, positions, nowMs)
    const picks = signals.map((signal, index): PulsePick => {
      const position = positions[index] ?? {
        titleId: signal.titleId,
        madeMs: signal.endMs,
        direction: 'long',
      }
      const outcome = outcomes.get(outcomeKey(position))
      return {
        id: signal.titleId,
        date: isoDay(signal.startMs),
        made_at: new Date(signal.endMs).toISOString(),
        direction: position.direction,
        stddev: round2(signal.stddev),
        messages: signal.messages,
        buzz: signal.buzz === null ? null : round4(signal.buzz),
        sentiment: round4(signal.sentiment),
        entry: outcome?.entry ?? null,
        returns: outcome?.returns ?? { d1: null, d5: null, d20: null },
        latest: outcome?.latest ?? null,
      }
    })
    return sortPicks(picks, request.sort)
  })
}

export function sortPicks(picks: PulsePick[], sort: PickSort): PulsePick[] {
  const value = (pick: PulsePick): number | null => {
    switch (sort) {
      case 'buzz':
        return pick.buzz
      case 'sentiment':
        return Math.abs(pick.sentiment)
      case 'messages':
        return pick.messages
      case 'return':
        return pick.latest?.return ?? null
      default:
        return pick.stddev
    }
  }
  return picks.sort((a, b) => {
    const [x, y] = [value(a), value(b)]
    if (x !== y) return y === null ? -1 : x === null ? 1 : y - x
    return b.date.localeCompare(a.date) || a.id - b.id
  })
}

function answerOf(picks: PulsePick[], fromMs: number, toMs: number, minStddev: number, limit: number) {
  return {
    from: isoDay(fromMs),
    to: isoDay(toMs - DAY_MS),
    filter_by_stddev: minStddev,
    total: picks.length,
    picks: picks.slice(0, limit),
  }
}

/** GET /pulsepicks: the picks of the last `days` closed signal days. */
export async function pulsePicks(
  db: Database,
  request: PicksRequest,
  days: number,
  nowMs: number,
): Promise<PulsePicksAnswer> {
  const toMs = latestClosedDay(nowMs) + DAY_MS
  const fromMs = toMs - days * DAY_MS
  const picks = await picksBetween(db, request, fromMs, toMs, nowMs)
  return answerOf(picks, fromMs, toMs, request.minStddev, request.limit)
}

/** GET /pulsepicksperformance: the picks of the `days` signal days up to `dateMs`, with a summary. */
export async function pulsePicksPerformance(
  db: Database,
  request: PicksRequest,
  dateMs: number,
  days: number,
  nowMs: number,
): Promise<PulsePicksPerformanceAnswer> {
  // `dateMs`'s UTC day is the last signal day (its bucket starts at 05:00), if it has closed.
  const offset = partitionSpec(DEFAULT_DAILY_PARTITION)?.offsetMs ?? 0
  const toMs = Math.min(
    Math.floor(dateMs / DAY_MS) * DAY_MS + offset + DAY_MS,
    latestClosedDay(nowMs) + DAY_MS,
  )
  const fromMs = toMs - days * DAY_MS
  const picks = await picksBetween(db, request, fromMs, toMs, nowMs)
  return {
    ...answerOf(picks, fromMs, toMs, request.minStddev, request.limit),
    summary: summarisePicks(picks),
  }
}

/** GET /pulsepicks/{ident}: one title's picks of the signal days since `sinceMs`, newest first. */
export async function titlePulsePicks(
  db: Database,
  titleId: number,
  sinceMs: number,
  limit: number,
  nowMs: number,
): Promise<PulsePicksAnswer> {
  const toMs = latestClosedDay(nowMs) + DAY_MS
  const fromMs = signalDayFrom(sinceMs)
  const picks = await picksBetween(
    db,
    {
      universe: { countries: null, indicesOnly: false, titleId },
      minStddev: PICK_STDDEV_DEFAULT,
      sort: 'stddev',
    },
    fromMs,
    toMs,
    nowMs,
  )
  const newest = [...picks].sort((a, b) => b.date.localeCompare(a.date))
  return answerOf(newest, fromMs, toMs, PICK_STDDEV_DEFAULT, limit)
}

/** GET /dailypicksperformance: the last 30 signal days' picks (default filters, none before `sinceMs`), day by day. */
export async function dailyPicksPerformance(
  db: Database,
  sinceMs: number,
  nowMs: number,
): Promise<DailyPicksPerformanceAnswer> {
  const toMs = latestClosedDay(nowMs) + DAY_MS
  const fromMs = Math.max(toMs - 30 * DAY_MS, signalDayFrom(sinceMs))
  const picks = await picksBetween(
    db,
    { universe: { countries: null, indicesOnly: false }, minStddev: PICK_STDDEV_DEFAULT, sort: 'stddev' },
    fromMs,
    toMs,
    nowMs,
  )
  const byDay = new Map<string, PulsePick[]>()
  for (const pick of picks) byDay.set(pick.date, [...(byDay.get(pick.date) ?? []), pick])
  const days = []
  for (let day = fromMs; day < toMs; day += DAY_MS) {
    const date = isoDay(day)
    days.push({ date, ...summarisePicks(byDay.get(date) ?? []) })
  }
  return { days, overall: summarisePicks(picks) }
}

const WeekRowSchema = v.object({
  title_id: dbNumber,
  week: dbNumber,
  messages: dbNumber,
  sentiment_sum: dbNumber,
  scored: dbNumber,
})

/**
 * GET /weeklypicks: the last 7 closed days' messages per title against the 8 weeks before (weeks
 * without messages as 0), the week's mean sentiment deciding the direction.
 */
export async function weeklyPicks(
  db: Database,
  countries: readonly string[] | null,
  nowMs: number,
): Promise<WeeklyPicksAnswer> {
  const weekEnd = latestClosedDay(nowMs) + DAY_MS
  const weekStart = weekEnd - 7 * DAY_MS
  return cachedQuery(db, `weekly-picks:${countries?.join(',') ?? ''}`, PICKS_TTL_MS, async () => {
    const from = new Date(weekEnd - (WEEKLY_PICK_WEEKS + 1) * 7 * DAY_MS).toISOString()
    const rows = await queryRows(
      db,
      sql`select b.title_id,
          floor(extract(epoch from (${new Date(weekEnd).toISOString()}::timestamptz - b.bucket_end)) / ${7 * 86_400})::int as week,
          sum(b.messages)::float8 as messages, sum(b.sentiment_sum)::float8 as sentiment_sum, sum(b.scored)::float8 as scored
        from buzz_buckets b
        where b.partition = ${DEFAULT_DAILY_PARTITION} and b.closed
          and b.bucket_start >= ${from}::timestamptz
          and b.bucket_start < ${new Date(weekEnd).toISOString()}::timestamptz
          ${
            countries
              ? sql`and exists (select 1 from titles t where t.id = b.title_id and upper(t.country) = any(${`{${countries.join(',')}}`}::text[]))`
              : sql``
          }
        group by 1, 2`,
      WeekRowSchema,
    )
    const byTitle = new Map<number, v.InferOutput<typeof WeekRowSchema>[]>()
    for (const row of rows) byTitle.set(row.title_id, [...(byTitle.get(row.title_id) ?? []), row])
    const candidates = [...byTitle].flatMap(([titleId, weeks]) => {
      const current = weeks.find((week) => week.week === 0)
      const before = weeks.filter((week) => week.week >= 1 && week.week <= WEEKLY_PICK_WEEKS)
      if (!current || current.scored === 0 || before.length < WEEKLY_PICK_WEEKS / 2) return []
      const sentiment = current.sentiment_sum / current.scored
      const stddev = stddevsAbove(
        current.messages,
        before.reduce((sum, week) => sum + week.messages, 0),
        before.reduce((sum, week) => sum + week.messages ** 2, 0),
        WEEKLY_PICK_WEEKS,
      )
      if (
        current.messages < PICK_MIN_MESSAGES * 7 ||
        Math.abs(sentiment) < PICK_MIN_SENTIMENT ||
        stddev < WEEKLY_PICK_MIN_STDDEV
      )
        return []
      return [{ titleId, messages: current.messages, sentiment, stddev }]
    })
    const top = candidates
      .sort((a, b) => b.stddev - a.stddev || a.titleId - b.titleId)
      .slice(0, WEEKLY_PICK_LIMIT)
    const positions = top.map((pick) => ({
      titleId: pick.titleId,
      madeMs: weekEnd,
      direction: pick.sentiment > 0 ? ('long' as const) : ('short' as const),
    }))
    const outcomes = await pickOutcomes(db, positions, nowMs)
    return {
      from: isoDay(weekStart),
      to: isoDay(weekEnd - DAY_MS),
      picks: top.map((pick, index) => {
        const position = positions[index]
        const outcome = position ? outcomes.get(outcomeKey(position)) : undefined
        return {
          id: pick.titleId,
          direction: position?.direction ?? 'long',
          stddev: round2(pick.stddev),
          messages: pick.messages,
          sentiment: round4(pick.sentiment),
          entry: outcome?.entry ?? null,
          latest: outcome?.latest ?? null,
        }
      }),
    }
  })
}
