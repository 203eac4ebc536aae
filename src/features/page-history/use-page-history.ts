import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { isLoggedIn, useAuth } from '../../app'
import type { PageHistoryEntry } from '../../core'
import { PAGE_HISTORY_STORAGE_PREFIX, readPageHistory, recordPageVisit } from './page-history-store'

/** Same-tab listeners; other tabs are heard through the `storage` event. */
const listeners = new Set<() => void>()

function browserStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PAGE_HISTORY_STORAGE_PREFIX)) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function currentUsername(auth: ReturnType<typeof useAuth>): string | null {
  return isLoggedIn(auth) ? auth.username : null
}

/** The logged-in user's visited pages, newest first (application §2.4). */
export function usePageHistory(): readonly PageHistoryEntry[] {
  const username = currentUsername(useAuth())
  // The snapshot is the stored text, so that an unchanged list keeps its identity.
  const getRaw = useCallback(() => {
    if (username === null) return null
    try {
      return browserStorage()?.getItem(`${PAGE_HISTORY_STORAGE_PREFIX}${username}`) ?? null
    } catch {
      return null
    }
  }, [username])
  const raw = useSyncExternalStore(subscribe, getRaw, () => null)
  return useMemo(() => {
    const storage = browserStorage()
    if (username === null || storage === null || raw === null) return []
    return readPageHistory(storage, username)
  }, [username, raw])
}

/** Records a visit once the page knows its label (null: not yet). */
export function useRecordPageVisit(entry: Omit<PageHistoryEntry, 'visitedAt'> | null): void {
  const username = currentUsername(useAuth())
  const key = entry ? JSON.stringify(entry) : null
  const latest = useRef(entry)
  latest.current = entry
  useEffect(() => {
    const storage = browserStorage()
    const visit = latest.current
    if (key === null || visit === null || username === null || storage === null) return
    recordPageVisit(storage, username, { ...visit, visitedAt: Date.now() })
    for (const listener of [...listeners]) listener()
  }, [key, username])
}
