import {
  DAY_MS,
  DEFAULT_DAILY_PARTITION,
  HOURLY_PARTITION,
  REALTIME_PARTITION,
  sentimentScore,
} from '../../../src/core'
import type { RollupRow } from '../rollups/engine'

/** Chart series of alert markers (data-interface §9). */
export const BUZZ_PRICE_ALERT_SERIES = 137_572
export const EARNINGS_BUZZ_ALERT_SERIES = 137_620

/**
 * The standard rules (application §3 "Alert types"), evaluated on closed buckets only, so an
 * alert is as point in time as the rollup it reads. Each fires at the end of its bucket.
 */
export const STANDARD_RULES = {
  /** A day at 3× the usual buzz or more, from at least 3 authors. */
  high_buzz: { partition: DEFAULT_DAILY_PARTITION, minBuzz: 3, minAuthors: 3 },
  /** Buzz rising over 3 consecutive hours, the last at 2× or more, from at least 3 authors. */
  moving_stock_buzz: { partition: HOURLY_PARTITION, risingBuckets: 3, minBuzz: 2, minAuthors: 3 },
  /** A 10-minute bucket with an ad-hoc release and 1.5× buzz or more. */
  adhoc_buzz: { partition: REALTIME_PARTITION, minBuzz: 1.5, minAdhoc: 1 },
  /** One of the 7 days before an earnings release at 1.5× buzz or more, from at least 2 authors. */
  pre_earnings_buzz: { partition: DEFAULT_DAILY_PARTITION, daysBefore: 7, minBuzz: 1.5, minAuthors: 2 },
  /** The day of an earnings release (daily_5am day) at 2× buzz or more. */
  earnings_buzz: { partition: DEFAULT_DAILY_PARTITION, minBuzz: 2, minAuthors: 2 },
  /** A daily close moving 3 % or more against the previous close on a day at 2× buzz or more. */
  price_buzz: { partition: DEFAULT_DAILY_PARTITION, minBuzz: 2, minMove: 0.03, minAuthors: 2 },
} as const
export type StandardRuleKind = keyof typeof STANDARD_RULES

/** A buzz level means little before the title has this many earlier days to compare with. */
export const MIN_BASELINE_DAYS = 5

export interface TriggerRecord {
  kind: string
  ruleId: number | null
  titleId: number
  triggeredAt: number
  seriesId: number | null
  key: string
  data: Record<string, unknown>
}

export interface DailyQuote {
  t: number
  c: number
}

/** What the standard rules need besides the bucket itself. */
export interface StandardContext {
  /** Buzz of the closed buckets before this one in the same series, newest last. */
  previousBuzz: readonly number[]
  /** Earnings release days of the title, as YYYY-MM-DD. */
  releaseDates: readonly string[]
  /** Daily quotes of the title up to the bucket's day, oldest first. */
  dailyQuotes: readonly DailyQuote[]
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

function bucketData(row: RollupRow): Record<string, unknown> {
  return {
    partition: row.partition,
    bucket_start: row.start,
    buzz: round(row.buzz, 4),
    baseline_days: row.baselineDays,
    messages: row.figures.messages,
    unique_authors: row.figures.uniqueAuthors,
    sentiment_score: row.figures.sentimentMean === null ? null : sentimentScore(row.figures.sentimentMean),
  }
}

/** The UTC calendar day a daily bucket is named after (its start's date). */
export function bucketDay(start: number): string {
  return new Date(start).toISOString().slice(0, 10)
}

function record(kind: StandardRuleKind, row: RollupRow, seriesId: number | null, extra = {}): TriggerRecord {
  return {
    kind,
    ruleId: null,
    titleId: row.titleId,
    triggeredAt: row.end,
    seriesId,
    key: '',
    data: { ...bucketData(row), ...extra },
  }
}

export function evaluateStandardRules(row: RollupRow, context: StandardContext): TriggerRecord[] {
  if (!row.closed || row.baselineDays < MIN_BASELINE_DAYS) return []
  const fired: TriggerRecord[] = []
  const { buzz } = row
  const authors = row.figures.uniqueAuthors
  const rules = STANDARD_RULES

  if (row.partition === rules.adhoc_buzz.partition) {
    if (row.figures.adhoc >= rules.adhoc_buzz.minAdhoc && buzz >= rules.adhoc_buzz.minBuzz) {
      fired.push(record('adhoc_buzz', row, null, { adhoc: row.figures.adhoc }))
    }
  }
  if (row.partition === rules.moving_stock_buzz.partition) {
    const rule = rules.moving_stock_buzz
    const series = [...context.previousBuzz.slice(-(rule.risingBuckets - 1)), buzz]
    const rising =
      series.length === rule.risingBuckets && series.every((b, i) => i === 0 || b > (series[i - 1] ?? b))
    if (rising && buzz >= rule.minBuzz && authors >= rule.minAuthors) {
      fired.push(
        record('moving_stock_buzz', row, null, {
          previous_buzz: series.slice(0, -1).map((b) => round(b, 4)),
        }),
      )
    }
  }
  if (row.partition !== DEFAULT_DAILY_PARTITION) return fired

  if (buzz >= rules.high_buzz.minBuzz && authors >= rules.high_buzz.minAuthors) {
    fired.push(record('high_buzz', row, null))
  }
  const day = bucketDay(row.start)
  const dayMs = Date.parse(`${day}T00:00:00Z`)
  for (const release of context.releaseDates) {
    const ahead = Math.round((Date.parse(`${release}T00:00:00Z`) - dayMs) / DAY_MS)
    const pre = rules.pre_earnings_buzz
    if (ahead >= 1 && ahead <= pre.daysBefore && buzz >= pre.minBuzz && authors >= pre.minAuthors) {
      fired.push(
        record('pre_earnings_buzz', row, EARNINGS_BUZZ_ALERT_SERIES, {
          release_date: release,
          days_before: ahead,
        }),
      )
    }
    const on = rules.earnings_buzz
    if (ahead === 0 && buzz >= on.minBuzz && authors >= on.minAuthors) {
      fired.push(record('earnings_buzz', row, EARNINGS_BUZZ_ALERT_SERIES, { release_date: release }))
    }
  }
  const price = rules.price_buzz
  const today = context.dailyQuotes.filter((q) => bucketDay(q.t) === day).at(-1)
  const before = today ? context.dailyQuotes.filter((q) => q.t < today.t).at(-1) : undefined
  if (today && before && before.c > 0 && buzz >= price.minBuzz && authors >= price.minAuthors) {
    const move = today.c / before.c - 1
    if (Math.abs(move) >= price.minMove) {
      fired.push(
        record('price_buzz', row, BUZZ_PRICE_ALERT_SERIES, {
          close: today.c,
          previous_close: before.c,
          move: round(move, 4),
        }),
      )
    }
  }
  return fired
}
