import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { searchMessages, unwrap } from '../../api'
import {
  type BasicCredentials,
  DAY_MS,
  MESSAGE_SEARCH_MAX_OFFSET,
  type MessageFilterSearch,
  type MessageItem,
  type MessageSearchBody,
  type MessageSearchFilterFields,
  messageCore,
  messageSearchFilters,
  resolveTimeRange,
  type TimeRangeSelection,
} from '../../core'

/**
 * Messages and message statistics of one scope (an asset or an author) in a time range with the
 * page's message filters (application §2.2), both from POST /v6/messages/search. The asset and
 * author pages share these; the keys start with the
 * page's query root so each page's cache is cleared with it.
 */

export type MessageScope =
  | { titles: [number] }
  | { authors: [{ name: string; source: string }] }
  /** A list or filter view: its instruments and key events (viewMessageScope). */
  | { view: Pick<MessageSearchBody, 'title_filters' | 'key_events'> }

export const MESSAGES_PAGE_SIZE = 25
/** Top lists of the statistics (sources, types, languages, authors, key events, titles). */
export const STATS_TOP_LIMIT = 10

export interface TimeSpan {
  start: number
  end: number
}

export interface MessagesPage {
  messages: MessageItem[]
  offset: number
  /** The range the first page resolved; later pages keep it so offsets stay stable. */
  range: TimeSpan
}

export interface MessagesPageParam {
  offset: number
  range: TimeSpan | null
}

/** What the statistics widget reads (the include_stats part of the answer). */
export interface MessageStatsAnswer {
  top10: {
    sources: { source: string; count: number }[]
    types: { type: string; count: number }[]
    authors: { author_id: string; name: string; source: string; count: number }[]
    languages: { lang: string; count: number }[]
    titles: { title_id: number; count: number }[]
    key_events: { key_event_id: number; count: number }[]
  }
  author_analytics: { bots: number; influencers: number; regulars: number; verified: number }
  counts: { authors: number; sources: number; messages: number; pos: number; neg: number; neu: number }
}

const FIRST_MESSAGES_PAGE: MessagesPageParam = { offset: 0, range: null }
const NO_TOP10: MessageStatsAnswer['top10'] = {
  sources: [],
  types: [],
  authors: [],
  languages: [],
  titles: [],
  key_events: [],
}

/**
 * The query key's start for a scope: the page's root (the asset, author or view page's
 * ASSET/AUTHOR/VIEW_QUERY_ROOT), the username, the part, then the title id or 'source/name'.
 */
function scopeKey(scope: MessageScope, username: string, part: string) {
  if ('titles' in scope) return ['asset', username, part, scope.titles[0]] as const
  if ('view' in scope) return ['view', username, part, JSON.stringify(scope.view)] as const
  const [author] = scope.authors
  return ['author', username, part, `${author.source}/${author.name}`] as const
}

/** The body fields that say whose messages: the view's key events add to the filter's. */
function scopeFields(scope: MessageScope, filters: MessageSearchFilterFields): Partial<MessageSearchBody> {
  if (!('view' in scope)) return scope
  const keyEvents = [...new Set([...(filters.key_events ?? []), ...(scope.view.key_events ?? [])])]
  return { ...scope.view, ...(keyEvents.length > 0 ? { key_events: keyEvents.slice(0, 100) } : {}) }
}

/** The POST /messages/search body of a scope's messages in a range; the scope wins over filters. */
export function scopedMessageSearchBody(
  scope: MessageScope,
  range: TimeSpan,
  filters: MessageSearchFilterFields,
  now: number,
  page: Pick<MessageSearchBody, 'offset' | 'limit' | 'include_stats' | 'top_limit' | 'include_timeline'>,
): MessageSearchBody {
  return {
    ...filters,
    ...scopeFields(scope, filters),
    startDate: range.start,
    endDate: range.end,
    core: messageCore(range.start, now),
    order_by: 'message_time',
    add_icon: true,
    ...page,
  }
}

/** The statistics of a scope's messages in a range (messages/search with include_stats, no messages). */
export async function searchScopeStatistics(
  credentials: BasicCredentials,
  scope: MessageScope,
  range: TimeSpan,
  fields: MessageSearchFilterFields,
  now: number,
  signal: AbortSignal,
): Promise<MessageStatsAnswer> {
  const body = scopedMessageSearchBody(scope, range, fields, now, {
    include_stats: true,
    top_limit: STATS_TOP_LIMIT,
    limit: 0,
  })
  const answer = await unwrap(searchMessages(body, credentials, { signal }))
  return {
    top10: answer.top10 ?? NO_TOP10,
    author_analytics: answer.author_analytics ?? { bots: 0, influencers: 0, regulars: 0, verified: 0 },
    counts: answer.counts ?? { authors: 0, sources: 0, messages: 0, pos: 0, neg: 0, neu: 0 },
  }
}

/** A query of one part of a scope in the page's range with its filters (the range resolved when it runs). */
export function scopedRangeQuery<T>(
  part: string,
  credentials: BasicCredentials,
  scope: MessageScope,
  timeRange: TimeRangeSelection,
  filters: MessageFilterSearch,
  load: (range: TimeSpan, fields: MessageSearchFilterFields, now: number, signal: AbortSignal) => Promise<T>,
) {
  const fields = messageSearchFilters(filters)
  return queryOptions({
    queryKey: [...scopeKey(scope, credentials.username, part), timeRange, fields],
    queryFn: ({ signal }): Promise<T> => {
      const now = Date.now()
      return load(resolveTimeRange(timeRange, now), fields, now, signal)
    },
  })
}

export const scopedQueries = {
  /**
   * Epoch ms of the scope's newest message with the filters within the last `maxRelativeDays`
   * (the plan's reach), null when there is none.
   */
  latest: (
    credentials: BasicCredentials,
    scope: MessageScope,
    filters: MessageFilterSearch,
    maxRelativeDays: number,
  ) => {
    const fields = messageSearchFilters(filters)
    return queryOptions({
      queryKey: [...scopeKey(scope, credentials.username, 'latest'), maxRelativeDays, fields],
      queryFn: async ({ signal }): Promise<number | null> => {
        const now = Date.now()
        const range = { start: now - maxRelativeDays * DAY_MS, end: now }
        const body = scopedMessageSearchBody(scope, range, fields, now, { offset: 0, limit: 1 })
        const answer = await unwrap(searchMessages(body, credentials, { signal }))
        return answer.messages[0]?.time ?? null
      },
    })
  },

  /** Message statistics of the range with the chosen filters. */
  statistics: (
    credentials: BasicCredentials,
    scope: MessageScope,
    timeRange: TimeRangeSelection,
    filters: MessageFilterSearch,
  ) =>
    scopedRangeQuery('statistics', credentials, scope, timeRange, filters, (range, fields, now, signal) =>
      searchScopeStatistics(credentials, scope, range, fields, now, signal),
    ),

  /** The scope's messages, newest first, 25 a page (offset paging). */
  messages: (
    credentials: BasicCredentials,
    scope: MessageScope,
    timeRange: TimeRangeSelection,
    filters: MessageFilterSearch,
  ) => {
    const fields = messageSearchFilters(filters)
    return infiniteQueryOptions({
      queryKey: [...scopeKey(scope, credentials.username, 'messages'), timeRange, fields],
      initialPageParam: FIRST_MESSAGES_PAGE,
      queryFn: async ({ pageParam, signal }): Promise<MessagesPage> => {
        const now = Date.now()
        const range = pageParam.range ?? resolveTimeRange(timeRange, now)
        const body = scopedMessageSearchBody(scope, range, fields, now, {
          offset: pageParam.offset,
          limit: MESSAGES_PAGE_SIZE,
        })
        const answer = await unwrap(searchMessages(body, credentials, { signal }))
        return { messages: answer.messages, offset: pageParam.offset, range }
      },
      getNextPageParam: (lastPage): MessagesPageParam | undefined => {
        const offset = lastPage.offset + MESSAGES_PAGE_SIZE
        if (lastPage.messages.length < MESSAGES_PAGE_SIZE || offset > MESSAGE_SEARCH_MAX_OFFSET)
          return undefined
        return { offset, range: lastPage.range }
      },
    })
  },
}
