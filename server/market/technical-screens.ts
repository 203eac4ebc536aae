import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  DAY_MS,
  type RsiScreenAnswer,
  roundPrice,
  SCREEN_STALE_DAYS,
  type SmaScreenAnswer,
  type TitleType,
} from '../../src/core'
import type { Database } from '../db'
import { dbNumber, queryRows } from './messages/rows'
import { cachedQuery } from './query-cache'
import { rsiFromMoves } from './ratings/rules'

/**
 * The technical screens over every title's daily bars, as of each title's latest bar (at most
 * SCREEN_STALE_DAYS old): the same averages and RSI the title's own technical data shows
 * (technical.ts), computed in the database from the last span + 1 bars of each title.
 */

/** Daily bars change once a day (the live day's bar a little more often): a minute's cache. */
const SCREEN_TTL_MS = 60_000
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

export interface ScreenRequest {
  type?: TitleType
  limit: number
}

/**
 * Each current title's last `bars` daily bars, numbered newest first (rn 1 = latest), with the
 * change against the bar before (`move`, null for the oldest bar read).
 */
function lastBars(bars: number, type: TitleType | undefined, nowMs: number): SQL {
  const since = new Date(nowMs - SCREEN_STALE_DAYS * DAY_MS).toISOString()
  const now = new Date(nowMs).toISOString()
  return sql`select ps.title_id, b.t, b.c, b.rn, b.move
    from title_price_stats ps
    join titles ti on ti.id = ps.title_id ${type === undefined ? sql`` : sql`and ti.type = ${type}`}
    cross join lateral (
      select recent.t, recent.c, row_number() over (order by recent.t desc) as rn,
        recent.c - lead(recent.c) over (order by recent.t desc) as move
      from (
        select q.t, q.c from quotes q
        where q.title_id = ps.title_id and q.interval = '1d' and q.t <= ${now}::timestamptz
        order by q.t desc
        limit ${bars}
      ) recent
    ) b
    where ps.last_t >= ${since}::timestamptz`
}

const SmaRowSchema = v.object({
  id: dbNumber,
  day: v.string(),
  close: dbNumber,
  previous: dbNumber,
  sma: dbNumber,
  previous_sma: dbNumber,
})

/** GET /titles/sma/{span}: the closes that crossed their `span`-day average on the latest bar, and the breadth. */
export function smaScreen(
  db: Database,
  span: number,
  request: ScreenRequest,
  nowMs: number,
): Promise<SmaScreenAnswer> {
  return cachedQuery(db, `sma-screen:${span}:${request.type ?? ''}`, SCREEN_TTL_MS, async () => {
    // span + 1 bars: the average on the latest bar and on the one before.
    const rows = await queryRows(
      db,
      sql`select title_id as id, to_char(max(t) at time zone 'UTC', 'YYYY-MM-DD') as day,
          max(c) filter (where rn = 1) as close, max(c) filter (where rn = 2) as previous,
          avg(c) filter (where rn <= ${span}) as sma, avg(c) filter (where rn >= 2) as previous_sma
        from (${lastBars(span + 1, request.type, nowMs)}) bars
        group by title_id
        having count(*) = ${span + 1}`,
      SmaRowSchema,
    )
    const crossed = rows
      .filter((row) => row.sma > 0 && row.previous_sma > 0)
      .flatMap((row) => {
        const up = row.close > row.sma && row.previous <= row.previous_sma
        const down = row.close < row.sma && row.previous >= row.previous_sma
        if (!up && !down) return []
        return [
          {
            id: row.id,
            date: row.day,
            close: row.close,
            sma: roundPrice(row.sma),
            distance: round(row.close / row.sma - 1, 4),
            cross: up ? ('up' as const) : ('down' as const),
          },
        ]
      })
      .sort((a, b) => Math.abs(b.distance) - Math.abs(a.distance) || a.id - b.id)
    return {
      span,
      breadth: {
        above: rows.filter((row) => row.close > row.sma).length,
        below: rows.filter((row) => row.close < row.sma).length,
        titles: rows.length,
      },
      total: crossed.length,
      titles: crossed,
    }
  }).then((answer) => ({ ...answer, titles: answer.titles.slice(0, request.limit) }))
}

const RsiRowSchema = v.object({
  id: dbNumber,
  day: v.string(),
  close: dbNumber,
  gains: dbNumber,
  losses: dbNumber,
})

/**
 * GET /titles/rsi/{span}/{compare_value}: a compare value of 50 or more screens for RSI at or
 * above it (overbought), below 50 for RSI at or below it (oversold); the most extreme first.
 */
export async function rsiScreen(
  db: Database,
  span: number,
  compareValue: number,
  request: ScreenRequest,
  nowMs: number,
): Promise<RsiScreenAnswer> {
  const all = await cachedQuery(db, `rsi-screen:${span}:${request.type ?? ''}`, SCREEN_TTL_MS, async () => {
    const rows = await queryRows(
      db,
      sql`select title_id as id, to_char(max(t) at time zone 'UTC', 'YYYY-MM-DD') as day,
          max(c) filter (where rn = 1) as close,
          coalesce(sum(greatest(move, 0)), 0) as gains, coalesce(sum(greatest(-move, 0)), 0) as losses
        from (${lastBars(span + 1, request.type, nowMs)}) bars
        group by title_id
        having count(move) = ${span}`,
      RsiRowSchema,
    )
    return rows.map((row) => ({
      id: row.id,
      date: row.day,
      close: row.close,
      rsi: round(rsiFromMoves(row.gains, row.losses), 2),
    }))
  })
  const side = compareValue >= 50 ? ('above' as const) : ('below' as const)
  const matching = all
    .filter((row) => (side === 'above' ? row.rsi >= compareValue : row.rsi <= compareValue))
    .sort((a, b) => (side === 'above' ? b.rsi - a.rsi : a.rsi - b.rsi) || a.id - b.id)
  return {
    span,
    compare_value: compareValue,
    side,
    total: matching.length,
    titles: matching.slice(0, request.limit),
  }
}
