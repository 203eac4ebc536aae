import { queryOptions } from '@tanstack/react-query'
import { getTitleEntities, getTitleInfo, searchMessages, unwrap } from '../../api'
import {
  type BasicCredentials,
  keyEventById,
  type MessageFilterSearch,
  messageSearchFilters,
  resolveTimeRange,
  type TimeRangeSelection,
} from '../../core'
import {
  countryName,
  type MessageStatsView,
  messageStatsView,
  type StatRow,
} from '../asset/widgets/message-stats'
import { type MessageScope, type MessageStatsAnswer, scopedMessageSearchBody } from './scoped-queries'

/**
 * The message statistics page (application §2.5): authors, key events, languages, messages,
 * referenced people, sentiment, sources, types, top authors, topics, author analytics and asset
 * countries of a scope (asset, view or author) in the page's range with its filters.
 */

const TOP = 10

export interface FullStatisticsInput {
  stats: MessageStatsAnswer
  topics: readonly { topic: string; count: number }[]
  titles: readonly { id: number; n: string; country: string | null }[]
  /** People named with the asset (an asset's page only), else null. */
  people: readonly { name: string; count: number }[] | null
}

export interface FullStatisticsView extends MessageStatsView {
  keyEvents: StatRow[]
  assets: StatRow[]
  countries: StatRow[]
  topics: StatRow[]
  people: StatRow[] | null
}

function ranked(
  entries: readonly { key: string; label: string; count: number; titleId?: number }[],
): StatRow[] {
  const top = Math.max(1, ...entries.map((entry) => entry.count))
  return entries
    .filter((entry) => entry.count > 0)
    .map((entry) => ({ ...entry, share: Math.min(1, entry.count / top) }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, TOP)
}

export function fullStatisticsView(input: FullStatisticsInput): FullStatisticsView {
  const { stats } = input
  const names = new Map(input.titles.map((title) => [title.id, title]))
  const countries = new Map<string, number>()
  for (const entry of stats.top10.titles) {
    const country = names.get(entry.title_id)?.country
    if (country) countries.set(country, (countries.get(country) ?? 0) + entry.count)
  }
  return {
    ...messageStatsView(stats),
    keyEvents: ranked(
      stats.top10.key_events.map((entry) => ({
        key: String(entry.key_event_id),
        label: keyEventById(entry.key_event_id)?.name ?? `Key event ${entry.key_event_id}`,
        count: entry.count,
      })),
    ),
    assets: ranked(
      stats.top10.titles.map((entry) => ({
        key: String(entry.title_id),
        label: names.get(entry.title_id)?.n ?? `Asset ${entry.title_id}`,
        count: entry.count,
        titleId: entry.title_id,
      })),
    ),
    countries: ranked(
      [...countries].map(([code, count]) => ({ key: code, label: countryName(code), count })),
    ),
    topics: ranked(
      input.topics.map((topic) => ({ key: topic.topic, label: topic.topic, count: topic.count })),
    ),
    people: input.people
      ? ranked(input.people.map((person) => ({ key: person.name, label: person.name, count: person.count })))
      : null,
  }
}

/** One query: the statistics and topics of the scope, then the names and countries of its top assets. */
export function fullStatisticsQuery(
  credentials: BasicCredentials,
  scope: MessageScope,
  timeRange: TimeRangeSelection,
  filters: MessageFilterSearch,
) {
  const fields = messageSearchFilters(filters)
  return queryOptions({
    queryKey: ['statistics-page', credentials.username, scope, timeRange, fields],
    queryFn: async ({ signal }): Promise<FullStatisticsInput> => {
      const now = Date.now()
      const range = resolveTimeRange(timeRange, now)
      const body = scopedMessageSearchBody(scope, range, fields, now, {
        include_stats: true,
        top_limit: TOP,
        limit: 0,
      })
      const answer = await unwrap(
        searchMessages({ ...body, include_topics_list: true }, credentials, { signal }),
      )
      const stats: MessageStatsAnswer = {
        top10: answer.top10 ?? {
          sources: [],
          types: [],
          authors: [],
          languages: [],
          titles: [],
          key_events: [],
        },
        author_analytics: answer.author_analytics ?? { bots: 0, influencers: 0, regulars: 0, verified: 0 },
        counts: answer.counts ?? { authors: 0, sources: 0, messages: 0, pos: 0, neg: 0, neu: 0 },
      }
      const ids = stats.top10.titles.map((entry) => entry.title_id)
      const [titles, entities] = await Promise.all([
        ids.length > 0 ? unwrap(getTitleInfo(ids, credentials, { signal })) : Promise.resolve([]),
        'titles' in scope
          ? unwrap(
              getTitleEntities(
                scope.titles[0],
                { startDate: range.start, endDate: range.end, limit: 50 },
                credentials,
                {
                  signal,
                },
              ),
            )
          : Promise.resolve(null),
      ])
      return {
        stats,
        topics: answer.topics ?? [],
        titles: titles.map((title) => ({ id: title.id, n: title.n, country: title.country })),
        people: entities
          ? entities.entities
              .filter((entity) => entity.kind === 'person')
              .map((entity) => ({ name: entity.name, count: entity.count }))
          : null,
      }
    },
    staleTime: 60_000,
  })
}
