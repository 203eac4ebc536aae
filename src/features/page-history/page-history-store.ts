import * as v from 'valibot'
import { addToPageHistory, PAGE_HISTORY_LIMIT, type PageHistoryEntry } from '../../core'

/**
 * The visited pages (application §2.4) kept in localStorage per user, so that they survive a
 * reload and show in every tab. What is read back is checked: a damaged record reads as empty.
 */

export const PAGE_HISTORY_STORAGE_PREFIX = 'murmur.page-history.v1:'

const SearchValueSchema = v.union([v.string(), v.array(v.string())])

const PageHistoryEntrySchema = v.object({
  route: v.picklist(['asset', 'view', 'author', 'explore']),
  search: v.record(v.string(), SearchValueSchema),
  label: v.string(),
  visitedAt: v.number(),
})

const StoredPageHistorySchema = v.object({
  version: v.literal(1),
  entries: v.pipe(v.array(PageHistoryEntrySchema), v.maxLength(PAGE_HISTORY_LIMIT)),
})

/** The part of `Storage` the store uses. */
export interface PageHistoryStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export function pageHistoryKey(username: string): string {
  return `${PAGE_HISTORY_STORAGE_PREFIX}${username}`
}

export function readPageHistory(storage: PageHistoryStorage, username: string): PageHistoryEntry[] {
  let raw: string | null
  try {
    raw = storage.getItem(pageHistoryKey(username))
  } catch {
    return []
  }
  if (raw === null) return []
  try {
    const parsed = v.safeParse(StoredPageHistorySchema, JSON.parse(raw))
    return parsed.success ? parsed.output.entries : []
  } catch {
    return []
  }
}

/** Adds a visit (newest first, a repeat moves to the front) and stores the list; returns it. */
export function recordPageVisit(
  storage: PageHistoryStorage,
  username: string,
  entry: PageHistoryEntry,
): PageHistoryEntry[] {
  const entries = addToPageHistory(readPageHistory(storage, username), entry)
  try {
    storage.setItem(pageHistoryKey(username), JSON.stringify({ version: 1, entries }))
  } catch {
    // Storage full or blocked: the visit is simply not remembered.
  }
  return entries
}
