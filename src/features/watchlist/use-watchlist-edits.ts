import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import {
  ApiCallError,
  addWatchlistItems,
  addWatchlistView,
  createWatchlist,
  deleteWatchlist,
  removeWatchlistAuthors,
  removeWatchlistTitle,
  removeWatchlistViews,
  renameWatchlist,
  unwrap,
} from '../../api'
import {
  type BasicCredentials,
  errorText,
  type UserData,
  type WatchlistFilterEntry,
  type WatchlistItemKind,
  type WatchlistViewFilter,
} from '../../core'
import { toasts } from '../../ui'
import { hasRoom, type WatchlistUsage, watchlistUsage } from './capacity'
import { DEFAULT_WATCHLIST_NAME, WATCHLIST_QUERY_ROOT, watchlistQueries } from './queries'

/** The refusal of a full watchlist (code 35), shown as the upgrade dialog. */
export interface CapacityRefusal {
  kind: WatchlistItemKind
}

function failed(action: string, error: unknown): void {
  const text =
    error instanceof ApiCallError && error.error.kind !== 'network'
      ? errorText(error.error.body, 'generic')
      : 'the server could not be reached'
  toasts.show({ message: `${action} failed: ${text}.`.replace(/\.\.$/, '.'), tone: 'error' })
}

/**
 * The user's watchlists and every change to them: add or remove an asset (one click, undo in the
 * toast), authors, create, rename, delete. A full watchlist opens the upgrade dialog before the
 * call; the server refuses too (code 35), which opens the same dialog.
 */
export function useWatchlistEdits(credentials: BasicCredentials, user: UserData) {
  const queryClient = useQueryClient()
  const query = useQuery(watchlistQueries.all(credentials))
  const [refusal, setRefusal] = useState<CapacityRefusal | null>(null)
  const watchlists = query.data?.watchlists ?? []
  const usage: WatchlistUsage = watchlistUsage(user, watchlists)

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [WATCHLIST_QUERY_ROOT, credentials.username] }),
      queryClient.invalidateQueries({ queryKey: ['stream', credentials.username, 'watchlist-trends'] }),
    ])
  }, [queryClient, credentials.username])

  const refusedForRoom = (error: unknown, kind: WatchlistItemKind) => {
    if (error instanceof ApiCallError && error.error.body?.code === 35) {
      setRefusal({ kind })
      return true
    }
    return false
  }

  const watchedIn = (titleId: number) => watchlists.filter((list) => list.titles.includes(titleId))

  async function removeTitle(titleId: number, name: string, wids: readonly number[]): Promise<void> {
    try {
      for (const wid of wids) await unwrap(removeWatchlistTitle(wid, titleId, credentials))
      await refresh()
      toasts.show({
        message: `Removed ${name} from your watchlist.`,
        tone: 'info',
        action: {
          label: 'Undo',
          onAction: () => void addTitle(titleId, name, wids[0]),
          testId: 'watchlist-undo',
        },
      })
    } catch (error) {
      failed('Removing from the watchlist', error)
    }
  }

  async function addTitle(titleId: number, name: string, into?: number): Promise<void> {
    if (!hasRoom(usage, 'views')) {
      setRefusal({ kind: 'views' })
      return
    }
    try {
      const wid =
        into ?? watchlists[0]?.id ?? (await unwrap(createWatchlist(DEFAULT_WATCHLIST_NAME, credentials))).id
      await unwrap(addWatchlistItems(wid, { titles: [titleId] }, credentials))
      await refresh()
      toasts.show({
        message: `Added ${name} to your watchlist.`,
        tone: 'success',
        action: {
          label: 'Undo',
          onAction: () => void removeTitle(titleId, name, [wid]),
          testId: 'watchlist-undo',
        },
      })
    } catch (error) {
      if (!refusedForRoom(error, 'views')) failed('Adding to the watchlist', error)
    }
  }

  async function removeAuthor(wid: number, author: { name: string; source: string }): Promise<void> {
    try {
      await unwrap(removeWatchlistAuthors(wid, [author], credentials))
      await refresh()
    } catch (error) {
      failed('Removing the author', error)
    }
  }

  const authorWatchedIn = (author: { name: string; source: string }) =>
    watchlists.filter((list) =>
      list.authors.some((entry) => entry.name === author.name && entry.source === author.source),
    )

  /** One click from the author page (a first watchlist is made on the way), with an undo toast. */
  async function addAuthor(author: { name: string; source: string }): Promise<void> {
    if (!hasRoom(usage, 'authors')) {
      setRefusal({ kind: 'authors' })
      return
    }
    try {
      const wid = watchlists[0]?.id ?? (await unwrap(createWatchlist(DEFAULT_WATCHLIST_NAME, credentials))).id
      await unwrap(addWatchlistItems(wid, { authors: [author] }, credentials))
      await refresh()
      toasts.show({
        message: `Added ${author.name} @ ${author.source} to your watchlist.`,
        tone: 'success',
        action: {
          label: 'Undo',
          onAction: () => void removeAuthor(wid, author),
          testId: 'watchlist-undo',
        },
      })
    } catch (error) {
      if (!refusedForRoom(error, 'authors')) failed('Adding the author', error)
    }
  }

  /** Views holding this filter (the view page's "saved" state). */
  const viewSavedIn = (filter: WatchlistViewFilter) =>
    watchlists.filter((list) => list.filters.some((entry) => sameFilter(entry.filter, filter)))

  /** Saves a view (one click; a first watchlist is made on the way); the same filter replaces it. */
  async function addView(filter: WatchlistViewFilter, name: string): Promise<void> {
    const saved = viewSavedIn(filter).length > 0
    if (!saved && !hasRoom(usage, 'views')) {
      setRefusal({ kind: 'views' })
      return
    }
    try {
      const wid = watchlists[0]?.id ?? (await unwrap(createWatchlist(DEFAULT_WATCHLIST_NAME, credentials))).id
      await unwrap(addWatchlistView(wid, { filter, name }, credentials))
      await refresh()
      toasts.show({ message: `Saved the view “${name}” to your watchlist.`, tone: 'success' })
    } catch (error) {
      if (!refusedForRoom(error, 'views')) failed('Saving the view', error)
    }
  }

  async function removeView(wid: number, view: WatchlistFilterEntry): Promise<void> {
    try {
      await unwrap(removeWatchlistViews(wid, [view], credentials))
      await refresh()
      toasts.show({ message: `Removed the view “${view.name}”.`, tone: 'info' })
    } catch (error) {
      failed('Removing the view', error)
    }
  }

  async function create(name: string): Promise<boolean> {
    try {
      await unwrap(createWatchlist(name, credentials))
      await refresh()
      return true
    } catch (error) {
      failed('Creating the watchlist', error)
      return false
    }
  }

  async function rename(wid: number, name: string): Promise<boolean> {
    try {
      await unwrap(renameWatchlist(wid, name, credentials))
      await refresh()
      return true
    } catch (error) {
      failed('Renaming the watchlist', error)
      return false
    }
  }

  async function remove(wid: number): Promise<void> {
    try {
      await unwrap(deleteWatchlist(wid, credentials))
      await refresh()
    } catch (error) {
      failed('Deleting the watchlist', error)
    }
  }

  return {
    query,
    watchlists,
    usage,
    refusal,
    dismissRefusal: () => setRefusal(null),
    watchedIn,
    authorWatchedIn,
    addAuthor,
    viewSavedIn,
    addView,
    addTitle,
    removeTitle,
    removeAuthor,
    removeView,
    create,
    rename,
    remove,
  }
}

export type WatchlistEdits = ReturnType<typeof useWatchlistEdits>

/** Two view filters are the same view when they hold the same values (order of keys aside). */
function sameFilter(a: WatchlistViewFilter, b: WatchlistViewFilter): boolean {
  const canonical = (filter: WatchlistViewFilter) =>
    JSON.stringify(Object.entries(filter).sort(([x], [y]) => x.localeCompare(y)))
  return canonical(a) === canonical(b)
}
