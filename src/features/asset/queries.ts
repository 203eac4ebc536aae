import { queryOptions } from '@tanstack/react-query'
import {
  getExecutiveSummary,
  getRelatedTitles,
  getTitleEarnings,
  getTitleHistory,
  getTitleInfo,
  getTitleKeyEvents,
  getTitlePositions,
  getTitleQuotes,
  getTitleRatings,
  getTitleRatingsHistory,
  getTitleShortSales,
  getTitleSnapshots,
  getTitleSubsidiaries,
  getTitleTechnicals,
  type NewsbotItem,
  unwrap,
} from '../../api'
import {
  type BasicCredentials,
  DAY_MS,
  DEFAULT_DAILY_PARTITION,
  dataGranularity,
  HOURLY_PARTITION,
  keyEventById,
  type MessageFilterSearch,
  type MessageSearchFilterFields,
  messageSearchFilters,
  REALTIME_PARTITION,
  resolveTimeRange,
  shortInfoRecords,
  type TimeRangeSelection,
  type TitleInfo,
} from '../../core'
import { BUZZ_CHART_DAYS, type BuzzSentimentPoint } from '../../ui/charts/buzz-points'
import { searchScopeStatistics, type TimeSpan } from '../messages/scoped-queries'
import { buzzSentimentPoints } from './widgets/buzz-series'
import type { KeyEventInput } from './widgets/key-event-map'
import { type RelatedAsset, rankRelatedAssets, TOP_RELATED_ASSETS } from './widgets/related-assets'

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
}

export function lastDays(days: number, now: number): TimeSpan {
  return { start: now - days * DAY_MS, end: now }
}

/** Days of short-sale records the asset page reads (per source). */
export const SHORT_INFO_DAYS = 60

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

function hasFilters(filters: MessageSearchFilterFields): boolean {
  return Object.keys(filters).length > 0
}

/** The chart history's key, for merging live updates into the cache. */
export function assetHistoryKey(username: string, titleId: number) {
  return [ASSET_QUERY_ROOT, username, 'history', titleId] as const
}

/** Days of the AI rating's trend line. */
export const RATING_HISTORY_DAYS = 30

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

  /** Buzz and sentiment of the last 30 days for the chart (live updates are merged into it). */
  history: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: assetHistoryKey(credentials.username, titleId),
      queryFn: async ({ signal }): Promise<BuzzHistory> => {
        const range = lastDays(BUZZ_CHART_DAYS, Date.now())
        const partition = historyPartition(range)
        const history = await unwrap(
          getTitleHistory(
            titleId,
            { startDate: range.start, endDate: range.end, fields: ['buzz', 'sentiment'], partition },
            credentials,
            { signal },
          ),
        )
        return { partition, ...range, points: buzzSentimentPoints(history.history) }
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

  /** Technical data from the daily bars. */
  technicals: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'technicals', titleId],
      queryFn: async ({ signal }) => unwrap(getTitleTechnicals(titleId, credentials, { signal })),
      staleTime: 15 * 60_000,
    }),

  /** Today's AI rating (8 categories and the overall); computed daily on the server. */
  ratings: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'ratings', titleId],
      queryFn: async ({ signal }) => unwrap(getTitleRatings(titleId, credentials, { signal })),
      staleTime: 60 * 60_000,
    }),

  /** The overall AI rating day by day over the last RATING_HISTORY_DAYS days. */
  ratingsHistory: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'ratings-history', titleId],
      queryFn: async ({ signal }) => {
        const endDate = Date.now()
        const startDate = endDate - (RATING_HISTORY_DAYS - 1) * DAY_MS
        return (
          await unwrap(getTitleRatingsHistory(titleId, { startDate, endDate }, credentials, { signal }))
        ).history
      },
      staleTime: 60 * 60_000,
    }),

  /** Executives and company register positions. */
  positions: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'positions', titleId],
      queryFn: async ({ signal }) => unwrap(getTitlePositions(titleId, credentials, { signal })),
      staleTime: 24 * 60 * 60_000,
    }),

  /** Subsidiaries and holdings. */
  subsidiaries: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'subsidiaries', titleId],
      queryFn: async ({ signal }) =>
        (await unwrap(getTitleSubsidiaries(titleId, credentials, { signal }))).subsidiaries,
      staleTime: 24 * 60 * 60_000,
    }),

  /** Short-sale records of both shapes (an unknown shape fails with the §8 text). */
  shortSales: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'short-sales', titleId],
      queryFn: async ({ signal }) => {
        const answer = await unwrap(
          getTitleShortSales(titleId, { limit: SHORT_INFO_DAYS }, credentials, { signal }),
        )
        return shortInfoRecords([...answer.finra, ...answer.fca])
      },
      staleTime: 60 * 60_000,
    }),

  /** The title's earnings calendar (release date, prior, consensus, actual). */
  earnings: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'earnings', titleId],
      queryFn: async ({ signal }) =>
        (await unwrap(getTitleEarnings(titleId, credentials, { signal }))).earnings,
      staleTime: 60 * 60_000,
    }),

  /** The AI executive summary; null when none is available for the asset. */
  summary: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'summary', titleId],
      queryFn: async ({ signal }): Promise<NewsbotItem | null> => {
        const answer = await unwrap(
          getExecutiveSummary(titleId, { language: 'en', highlightTitles: true }, credentials, { signal }),
        )
        return answer.channel.item[0] ?? null
      },
      staleTime: 5 * 60_000,
    }),

  /**
   * Messages per key event of the range. Without message filters from GET key_events_v2 (with
   * the mean sentiment); with filters from the filtered message statistics (no sentiment).
   */
  keyEvents: (
    credentials: BasicCredentials,
    titleId: number,
    timeRange: TimeRangeSelection,
    filters: MessageFilterSearch,
  ) => {
    const fields = messageSearchFilters(filters)
    return queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'key-events', titleId, timeRange, fields],
      queryFn: async ({ signal }): Promise<KeyEventInput[]> => {
        const now = Date.now()
        const range = resolveTimeRange(timeRange, now)
        if (!hasFilters(fields)) {
          const answer = await unwrap(
            getTitleKeyEvents([titleId], { startDate: range.start, endDate: range.end }, credentials, {
              signal,
            }),
          )
          return answer.find((entry) => entry.id === titleId)?.key_events ?? []
        }
        const answer = await searchScopeStatistics(
          credentials,
          { titles: [titleId] },
          range,
          fields,
          now,
          signal,
        )
        return (answer.top10?.key_events ?? []).map((entry) => ({
          key_event_id: entry.key_event_id,
          name: keyEventById(entry.key_event_id)?.name ?? `Key event ${entry.key_event_id}`,
          total: entry.count,
          sentiment: null,
          last_time: range.end,
        }))
      },
    })
  },

  /** Top related assets with their latest daily buzz and sentiment. */
  related: (credentials: BasicCredentials, titleId: number) =>
    queryOptions({
      queryKey: [ASSET_QUERY_ROOT, credentials.username, 'related', titleId],
      queryFn: async ({ signal }): Promise<RelatedAsset[]> => {
        const related = await unwrap(
          getRelatedTitles(titleId, { limit: TOP_RELATED_ASSETS }, credentials, { signal }),
        )
        const ids = related.map((title) => title.id).filter((id) => id !== titleId)
        // Buzz and sentiment are extras: the list stands without them.
        const snapshots =
          ids.length === 0
            ? []
            : await getTitleSnapshots(ids, { partition: DEFAULT_DAILY_PARTITION }, credentials, {
                signal,
              }).then((result) => (result.ok ? result.value : []))
        return rankRelatedAssets(titleId, related, snapshots)
      },
      staleTime: 10 * 60_000,
    }),
}
