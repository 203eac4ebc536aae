import type { MessageItem } from '../../../src/core'
import type { Database } from '../../db'
import type { MessageFilter } from '../messages/filters'
import { searchMessages } from '../messages/search'
import type { WatchlistItems } from './items'

/**
 * The saved queries as one websearch query: `or` binds weaker than the implicit `and`, so
 * 'q1 s or q2 s' reads (q1 and s) or (q2 and s), which keeps an extra search term on every one.
 */
function queriesText(queries: readonly string[], searchTerm: string | null): string {
  return queries.map((query) => (searchTerm ? `${query} ${searchTerm}` : query)).join(' or ')
}

/**
 * Messages about the watchlist's titles, by its authors or matching its queries, that also pass
 * `base` (range, type, source, language, score, search term); newest first, at most `limit`.
 * Each of the three parts is one search with the shared message search; the pages are merged.
 */
export async function watchlistMessages(
  db: Database,
  items: WatchlistItems,
  base: MessageFilter,
  limit: number,
): Promise<MessageItem[]> {
  const parts: MessageFilter[] = []
  if (items.titles.length > 0) parts.push({ ...base, titleIds: items.titles })
  if (items.authors.length > 0) parts.push({ ...base, authors: items.authors })
  if (items.queries.length > 0) parts.push({ ...base, query: queriesText(items.queries, base.query) })
  const page = { offset: 0, limit, order: 'message_time' as const }
  const pages = await Promise.all(parts.map((filter) => searchMessages(db, filter, page)))
  const byId = new Map<number, MessageItem>()
  for (const message of pages.flat()) if (!byId.has(message.id)) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => b.time - a.time || b.id - a.id).slice(0, limit)
}
