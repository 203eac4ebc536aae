import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { DAY_MS, PICK_HORIZONS } from '../../../src/core'
import type { Database } from '../../db'
import { dbNumber, queryRows } from '../messages/rows'

/** A position opened at the first final daily close after `madeMs`. */
export interface PickPosition {
  titleId: number
  madeMs: number
  direction: 'long' | 'short'
}

export interface PickOutcome {
  entry: { date: string; close: number } | null
  returns: { d1: number | null; d5: number | null; d20: number | null }
  latest: { date: string; close: number; return: number } | null
}

const BarSchema = v.object({ key: v.string(), t: dbNumber, c: dbNumber, latest: v.boolean() })
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const round = (value: number) => Math.round(value * 10_000) / 10_000
const MAX_HORIZON = PICK_HORIZONS.at(-1) ?? 20
const keyOf = (position: PickPosition) => `${position.titleId}:${position.madeMs}`

/** The return of a position from `entry` to `exit` in its direction: a short gains when the price falls. */
export function directedReturn(direction: 'long' | 'short', entry: number, exit: number): number {
  const change = exit / entry - 1
  return direction === 'long' ? change : -change
}

/**
 * Each position's entry, its returns after 1, 5 and 20 bars and up to the latest close. Only
 * final closes count: a daily bar is read once its day has ended by `nowMs`, and the entry is the
 * bar of the day the pick was made on or later (its close comes after the bucket closed).
 */
export async function pickOutcomes(
  db: Database,
  positions: readonly PickPosition[],
  nowMs: number,
): Promise<Map<string, PickOutcome>> {
  const outcomes = new Map<string, PickOutcome>()
  if (positions.length === 0) return outcomes
  const finalBefore = new Date(Math.floor(nowMs / DAY_MS) * DAY_MS).toISOString()
  const titles = `{${positions.map((position) => position.titleId).join(',')}}`
  const days = `{${positions.map((position) => new Date(Math.floor(position.madeMs / DAY_MS) * DAY_MS).toISOString()).join(',')}}`
  const keys = `{${positions.map(keyOf).join(',')}}`
  const bars = await queryRows(
    db,
    sql`select x.key, (extract(epoch from bar.t) * 1000)::float8 as t, bar.c, bar.latest
      from unnest(${titles}::int[], ${days}::timestamptz[], ${keys}::text[]) as x(title_id, from_day, key)
      cross join lateral (
        (select q.t, q.c, false as latest from quotes q
          where q.title_id = x.title_id and q.interval = '1d' and q.t >= x.from_day
            and q.t < ${finalBefore}::timestamptz
          order by q.t limit ${MAX_HORIZON + 1})
        union all
        (select q.t, q.c, true as latest from quotes q
          where q.title_id = x.title_id and q.interval = '1d' and q.t >= x.from_day
            and q.t < ${finalBefore}::timestamptz
          order by q.t desc limit 1)
      ) bar
      order by x.key, bar.latest, bar.t`,
    BarSchema,
  )
  const byKey = new Map<string, { t: number; c: number; latest: boolean }[]>()
  for (const bar of bars) {
    const list = byKey.get(bar.key) ?? []
    list.push(bar)
    byKey.set(bar.key, list)
  }
  for (const position of positions) {
    const list = byKey.get(keyOf(position)) ?? []
    const path = list.filter((bar) => !bar.latest)
    const last = list.find((bar) => bar.latest)
    const entry = path[0]
    const after = (bars: number) => {
      const exit = path[bars]
      return entry && exit && entry.c > 0 ? round(directedReturn(position.direction, entry.c, exit.c)) : null
    }
    outcomes.set(keyOf(position), {
      entry: entry ? { date: isoDay(entry.t), close: entry.c } : null,
      returns: { d1: after(1), d5: after(5), d20: after(20) },
      latest:
        entry && last && entry.c > 0
          ? {
              date: isoDay(last.t),
              close: last.c,
              return: round(directedReturn(position.direction, entry.c, last.c)),
            }
          : null,
    })
  }
  return outcomes
}

export const outcomeKey = keyOf
