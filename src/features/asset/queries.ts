import { queryOptions } from '@tanstack/react-query'
import { getTitleHistory, getTitleInfo, getTitleQuotes, unwrap } from '../../api'
import {
  type BasicCredentials,
  DAY_MS,
  DEFAULT_DAILY_PARTITION,
  dataGranularity,
  earliestPermittedDate,
  HOURLY_PARTITION,
  type PermissionSource,
  partitionSpec,
  REALTIME_PARTITION,
  resolveTimeRange,
  type TimeRangeSelection,
  type TitleInfo,
} from '../../core'
import {
  BUZZ_CHART_DAYS,
  BUZZ_TREND_WINDOW_MS,
  type BuzzSentimentPoint,
  buzzSentimentPoints,
} from '../../ui/charts/buzz-points'
import type { TrendLead } from '../../ui/charts/trend-lines'
import type { TimeSpan } from '../messages/scoped-queries'

/**
 * The asset snapshot's queries (DESIGN §4 "Queries per feature"). Keys start with the root and
 * the username. Ranges are keyed by the time-range selection and resolved when the call is made,
 * so a relative range ("Last 3 days") keeps one key while it moves with the clock.
 */

export const ASSET_QUERY_ROOT = 'asset'
export type { TimeSpan }

export interface BuzzHistory {
  /** realtime (10-minute buckets) up to 31 days, else the daily partition. */
  partition: string
  start: number
  end: number
  points: BuzzSentimentPoint[]
  /** The day before `start`, for the chart's trend lines only. */
  lead: TrendLead
}

/**
 * The chart's history from the buckets asked for since `leadFrom`: those that reach into the
 * range are its points (as the chart's columns take them), the earlier ones its trend lines' lead.
 */
export function chartHistory(
  all: readonly BuzzSentimentPoint[],
  range: TimeSpan,
  partition: string,
  leadFrom: number,
): BuzzHistory {
  const bucketMs = partitionSpec(partition)?.bucketMs ?? 0
  const shown = (point: BuzzSentimentPoint) => point.t + bucketMs > range.start
  return {
    partition,
    ...range,
    points: all.filter(shown),
    lead: { from: leadFrom, points: all.filter((point) => !shown(point)) },
  }
}

export function lastDays(days: number, now: number): TimeSpan {
  return { start: now - days * DAY_MS, end: now }
}

/** Up to this many days a chart reads 10-minute buckets; beyond, hourly ones (while data is live). */
export const TEN_MINUTE_CHART_MAX_DAYS = 3

/**
 * The history partition a chart of a range reads: live data (application §4 "Data granularity by
 * range") at 10 minutes up to 3 days and hourly beyond, so a 30-day chart has 720 buckets instead
 * of 4,320 mostly empty ones; daily data beyond the live range.
 */
export function historyPartition(range: TimeSpan): string {
  if (dataGranularity(range) !== 'live') return DEFAULT_DAILY_PARTITION
  return range.end - range.start <= TEN_MINUTE_CHART_MAX_DAYS * DAY_MS ? REALTIME_PARTITION : HOURLY_PARTITION
}

/** The partition of the asset page's 30-day buzz chart: its live updates come from this one. */
export const BUZZ_CHART_PARTITION = historyPartition({ start: 0, end: BUZZ_CHART_DAYS * DAY_MS })

/** The chart history's key, for merging live updates into the cache. */
export function assetHistoryKey(username: string, titleId: number) {
  return [ASSET_QUERY_ROOT, username, 'history', titleId] as const
}

export const assetQueries = {
  /** Asset master data; null when the title does not exist (or is not available). */
  info: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'info', titleId],
      queryFn: async ({ signal }): Promise<TitleInfo | null> => {
        const answer = await unwrap(getTitleInfo([titleId], credentials, { signal }))
        return answer.find((title) => title.id === titleId) ?? null
      },
      staleTime: 10 * 60_000,
    }),

  /**
   * The chart's 30 days of buzz and sentiment (live updates are merged into it), and the day before
   * them for its trend lines, never before the earliest day the user's plan permits (a one-month
   * plan cannot ask further back).
   */
  history: (credentials: BasicCredentials, titleId: number, user: PermissionSource) =>
    queryOptions({
      queryKey: assetHistoryKey(credentials.username, titleId),
      queryFn: async ({ signal }): Promise<BuzzHistory> => {
        const now = Date.now()
        const range = lastDays(BUZZ_CHART_DAYS, now)
        const partition = historyPartition(range)
        // A day more than the chart shows: its trend lines' first points average a whole day.
        const leadFrom = Math.max(range.start - BUZZ_TREND_WINDOW_MS, earliestPermittedDate(user, now))
        const history = await unwrap(
          getTitleHistory(
            titleId,
            { startDate: leadFrom, endDate: range.end, fields: ['buzz', 'sentiment'], partition },
            credentials,
            { signal },
          ),
        )
        return chartHistory(buzzSentimentPoints(history.history), range, partition, leadFrom)
      },
      staleTime: 5 * 60_000,
    }),

  /** Daily quotes of the range (default: the last 30 days). */
  quotes: (credentials: BasicCredentials, titleId: number, timeRange?: TimeRangeSelection) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'quotes', titleId, timeRange ?? null],
      queryFn: ({ signal }) => {
        const now = Date.now()
        const range = timeRange ? resolveTimeRange(timeRange, now) : lastDays(BUZZ_CHART_DAYS, now)
        return unwrap(
          getTitleQuotes(titleId, { startDate: range.start, endDate: range.end }, credentials, { signal }),
        )
      },
      staleTime: 60_000,
    }),
}
