import { DAY_MS, DEFAULT_DAILY_PARTITION, formatBuzz, partitionSpec } from '../../../src/core'
import type { Database } from '../../db'
import { type TopBuzzQuery, topBuzzTitles } from '../../market/stats/top-buzz'
import { whole } from './numbers'

/** An asset's latest daily bucket: its buzz (1 = its normal level by this time of day) and messages. */
export interface BuzzToday {
  buzz: number
  messages: number
}

/** At or above this, a day's talk is well above normal; below 1, quieter than usual. */
const WELL_ABOVE = 1.5

/**
 * The daily buckets "today" reads: those started since the daily partition's start the calendar
 * day before (the latest wins, so yesterday's until today's has a buzz level).
 */
export function todayWindow(now: number): Pick<TopBuzzQuery, 'partition' | 'fromMs' | 'toMs'> {
  const spec = partitionSpec(DEFAULT_DAILY_PARTITION)
  const dayStart = now - (now % DAY_MS)
  return {
    partition: DEFAULT_DAILY_PARTITION,
    fromMs: dayStart + (spec?.offsetMs ?? 0) - (spec?.bucketMs ?? DAY_MS),
    toMs: now + 1,
  }
}

/** Today's buzz of each title that has a daily bucket with a buzz level today. */
export async function buzzToday(
  db: Database,
  titleIds: readonly number[],
  now: number,
): Promise<Map<number, BuzzToday>> {
  if (titleIds.length === 0) return new Map()
  const rows = await topBuzzTitles(db, {
    ...todayWindow(now),
    regions: null,
    type: null,
    limit: titleIds.length,
    titleIds,
  })
  return new Map(rows.map((row) => [row.id, { buzz: row.buzz, messages: row.messages }]))
}

const messagesSoFar = (n: number) => `${whole.format(n)} ${n === 1 ? 'message' : 'messages'} so far`

/**
 * The answer's sentence on today's buzz. Asked why an asset is buzzing when it is not, it says so
 * first (`premise`): "Why is NVDA buzzing?" on a quiet day got three days of figures and no word
 * that the talk was below normal.
 */
export function buzzTodaySentence(
  name: string,
  today: BuzzToday | undefined,
  premise: boolean,
): { lead: string | null; after: string } {
  if (!today)
    return premise
      ? {
          lead: `${name} is not buzzing today: no buzz level yet, as nobody has written about it today.`,
          after: '',
        }
      : { lead: null, after: ' No buzz level for today yet: no messages about it today.' }
  const level = `${formatBuzz(today.buzz)} of its normal level`
  if (today.buzz < 1 && premise)
    return {
      lead: `${name} is not buzzing today: its buzz is ${level} (${messagesSoFar(today.messages)}).`,
      after: '',
    }
  const reading =
    today.buzz >= WELL_ABOVE ? '' : today.buzz >= 1 ? ', about as much talk as usual' : ', quieter than usual'
  return { lead: null, after: ` Buzz today: ${level}${reading} (${messagesSoFar(today.messages)}).` }
}
