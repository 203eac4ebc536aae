import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { Watchlist, WatchlistFilterEntry } from '../../../src/core'
import type { Database } from '../../db'
import { watchlistAuthors, watchlistFilters, watchlistQueries, watchlistTitles } from '../../db/schema'
import type { WatchlistRow } from './store'
import { touchWatchlist } from './store'

export interface WatchlistAuthorRef {
  name: string
  source: string
}

/** What a watchlist holds besides its views. */
export interface WatchlistItems {
  titles: number[]
  authors: WatchlistAuthorRef[]
  queries: string[]
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

type FilterRow = typeof watchlistFilters.$inferSelect

/** A view is an 'asset' when its filter is exactly one asset (application §3). */
export function toFilterEntry(row: FilterRow): WatchlistFilterEntry {
  const keys = Object.keys(row.filter)
  const asset = row.filter.asset
  const single = !Array.isArray(asset) || asset.length === 1
  return {
    id: row.id,
    watchlistId: row.watchlistId,
    name: row.name,
    alerts: row.alerts,
    filter: row.filter,
    type: keys.length === 1 && asset !== undefined && single ? 'asset' : 'view',
  }
}

/** The watchlists of `rows` with their items, in the order of `rows`; items in the order added. */
export async function loadWatchlists(db: Database, rows: readonly WatchlistRow[]): Promise<Watchlist[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [titleRows, authorRows, queryRows, filterRows] = await Promise.all([
    db
      .select()
      .from(watchlistTitles)
      .where(inArray(watchlistTitles.watchlistId, ids))
      .orderBy(asc(watchlistTitles.addedAt), asc(watchlistTitles.titleId)),
    db
      .select()
      .from(watchlistAuthors)
      .where(inArray(watchlistAuthors.watchlistId, ids))
      .orderBy(asc(watchlistAuthors.addedAt), asc(watchlistAuthors.source), asc(watchlistAuthors.author)),
    db
      .select()
      .from(watchlistQueries)
      .where(inArray(watchlistQueries.watchlistId, ids))
      .orderBy(asc(watchlistQueries.addedAt), asc(watchlistQueries.query)),
    db
      .select()
      .from(watchlistFilters)
      .where(inArray(watchlistFilters.watchlistId, ids))
      .orderBy(asc(watchlistFilters.id)),
  ])
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    titles: titleRows.filter((item) => item.watchlistId === row.id).map((item) => item.titleId),
    authors: authorRows
      .filter((item) => item.watchlistId === row.id)
      .map((item) => ({ name: item.author, source: item.source })),
    queries: queryRows.filter((item) => item.watchlistId === row.id).map((item) => item.query),
    filters: filterRows.filter((item) => item.watchlistId === row.id).map(toFilterEntry),
    created: seconds(row.createdAt),
    updated: seconds(row.updatedAt),
  }))
}

export async function loadWatchlist(db: Database, row: WatchlistRow): Promise<Watchlist> {
  const [watchlist] = await loadWatchlists(db, [row])
  if (!watchlist) throw new Error('watchlist vanished while loading')
  return watchlist
}

const authorKey = (author: WatchlistAuthorRef) => `${author.source}\u0000${author.name}`

/** The asked items the watchlist does not hold yet, each once. */
export function missingFrom(current: Watchlist, asked: Partial<WatchlistItems>): WatchlistItems {
  const titles = new Set(current.titles)
  const authors = new Set(current.authors.map(authorKey))
  const queries = new Set(current.queries)
  const newAuthors = new Map<string, WatchlistAuthorRef>()
  for (const author of asked.authors ?? []) {
    if (!authors.has(authorKey(author))) newAuthors.set(authorKey(author), author)
  }
  return {
    titles: [...new Set(asked.titles ?? [])].filter((id) => !titles.has(id)),
    authors: [...newAuthors.values()],
    queries: [...new Set(asked.queries ?? [])].filter((query) => !queries.has(query)),
  }
}

/** Stores all of `items` or, on any failure, none of them. */
export async function addItems(db: Database, wid: number, items: WatchlistItems): Promise<void> {
  await db.transaction(async (tx) => {
    if (items.titles.length > 0) {
      await tx.insert(watchlistTitles).values(items.titles.map((titleId) => ({ watchlistId: wid, titleId })))
    }
    if (items.authors.length > 0) {
      await tx
        .insert(watchlistAuthors)
        .values(
          items.authors.map((author) => ({ watchlistId: wid, source: author.source, author: author.name })),
        )
    }
    if (items.queries.length > 0) {
      await tx.insert(watchlistQueries).values(items.queries.map((query) => ({ watchlistId: wid, query })))
    }
    await touchWatchlist(tx, wid)
  })
}

export async function removeTitle(db: Database, wid: number, titleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(watchlistTitles)
      .where(and(eq(watchlistTitles.watchlistId, wid), eq(watchlistTitles.titleId, titleId)))
    await touchWatchlist(tx, wid)
  })
}

export async function removeAuthors(
  db: Database,
  wid: number,
  authors: readonly WatchlistAuthorRef[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(watchlistAuthors)
      .where(
        and(
          eq(watchlistAuthors.watchlistId, wid),
          or(
            ...authors.map((author) =>
              and(eq(watchlistAuthors.source, author.source), eq(watchlistAuthors.author, author.name)),
            ),
          ),
        ),
      )
    await touchWatchlist(tx, wid)
  })
}

export async function removeQueries(db: Database, wid: number, queries: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(watchlistQueries)
      .where(and(eq(watchlistQueries.watchlistId, wid), inArray(watchlistQueries.query, [...queries])))
    await touchWatchlist(tx, wid)
  })
}
