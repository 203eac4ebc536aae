import type { RatingsHistoryAnswer, RatingsHistoryDay } from '../../../src/core'
import type { Database } from '../../db'
import { titleRatings } from '.'

const DAY_MS = 86_400_000
/** Past days' ratings never change (each reads only what was known by its day's end). */
const PAST_DAYS_KEPT = 20_000
const cacheOf = new WeakMap<Database, Map<string, RatingsHistoryDay>>()

function remember(pastDays: Map<string, RatingsHistoryDay>, key: string, day: RatingsHistoryDay): void {
  if (pastDays.size >= PAST_DAYS_KEPT) {
    const oldest = pastDays.keys().next().value
    if (oldest !== undefined) pastDays.delete(oldest)
  }
  pastDays.set(key, day)
}

/**
 * The AI rating of a title day by day from `fromMs` to `toMs` (UTC days, oldest first): each day
 * rated as of its end, today as of now. Point in time: a day's rating uses no later price,
 * earnings report or message, so the history is what a user would have seen on that day.
 */
export async function ratingsHistory(
  db: Database,
  titleId: number,
  fromMs: number,
  toMs: number,
  nowMs: number,
): Promise<RatingsHistoryAnswer> {
  const history: RatingsHistoryDay[] = []
  let pastDays = cacheOf.get(db)
  if (!pastDays) {
    pastDays = new Map()
    cacheOf.set(db, pastDays)
  }
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS
  const last = Math.min(Math.floor(toMs / DAY_MS) * DAY_MS, today)
  for (let day = Math.floor(fromMs / DAY_MS) * DAY_MS; day <= last; day += DAY_MS) {
    const key = `${titleId}:${day}`
    const cached = pastDays.get(key)
    if (cached) {
      history.push(cached)
      continue
    }
    const past = day < today
    const rated = await titleRatings(db, titleId, past ? day + DAY_MS - 1 : nowMs)
    const entry: RatingsHistoryDay = {
      date: rated.date,
      overall: rated.overall,
      overall_score: rated.overall_score,
      categories: rated.categories.map(({ category, rating }) => ({ category, rating })),
    }
    if (past) remember(pastDays, key, entry)
    history.push(entry)
  }
  return { id: titleId, history }
}
