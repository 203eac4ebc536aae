import { queryOptions } from '@tanstack/react-query'
import {
  getExecutiveSummary,
  getRelatedTitles,
  getTitleEarnings,
  getTitleKeyEvents,
  getTitlePositions,
  getTitleRatings,
  getTitleRatingsHistory,
  getTitleShortSales,
  getTitleSnapshots,
  getTitleSubsidiaries,
  getTitleTechnicals,
  type NewsbotItem,
  unwrap,
} from '../../../api'
import {
  type BasicCredentials,
  DAY_MS,
  DEFAULT_DAILY_PARTITION,
  keyEventById,
  type MessageFilterSearch,
  type MessageSearchFilterFields,
  messageSearchFilters,
  resolveTimeRange,
  shortInfoRecords,
  type TimeRangeSelection,
  type TitleSnapshot,
} from '../../../core'
import { searchScopeStatistics } from '../../messages/scoped-queries'
import { ASSET_QUERY_ROOT } from '../queries'
import type { KeyEventInput } from './key-event-map'
import { type RelatedAsset, rankRelatedAssets, TOP_RELATED_ASSETS } from './related-assets'

/**
 * The queries of the Info and Common tabs' widgets. Their own module, loaded with the widgets:
 * the first paint (the Messages tab) needs only the page's own queries (../queries.ts).
 */

/** Days of short-sale records the asset page reads (per source). */
export const SHORT_INFO_DAYS = 60

/** Days of the AI rating's trend line. */
export const RATING_HISTORY_DAYS = 30

function hasFilters(filters: MessageSearchFilterFields): boolean {
  return Object.keys(filters).length > 0
}

/**
 * The titles' buzz and sentiment in their latest day, for lists and maps that stand without them
 * (related assets, co-mentions): none when the call fails.
 */
export async function optionalDailySnapshots(
  ids: readonly number[],
  credentials: BasicCredentials,
  signal: AbortSignal,
): Promise<TitleSnapshot[]> {
  if (ids.length === 0) return []
  const result = await getTitleSnapshots(ids, { partition: DEFAULT_DAILY_PARTITION }, credentials, { signal })
  return result.ok ? result.value : []
}

export const widgetQueries = {
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
        return rankRelatedAssets(titleId, related, await optionalDailySnapshots(ids, credentials, signal))
      },
      staleTime: 10 * 60_000,
    }),
}
