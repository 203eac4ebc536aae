/** Said where a part of a page has nothing stored on the device while the device is offline. */
export const NOT_STORED_OFFLINE = 'Not stored on this device yet.'

/** What `pendingText` and `<Pending>` read of a TanStack query. */
export interface PendingQuery {
  fetchStatus: 'fetching' | 'paused' | 'idle'
}

/**
 * Offline, TanStack Query pauses a request (`fetchStatus` 'paused') until the network is back:
 * a spinner or 'Loading…' would promise what cannot come.
 */
export const isWaitingForNetwork = (query: PendingQuery): boolean => query.fetchStatus === 'paused'

/** A query's pending state in words (`loading`: the section's own, while its request runs). */
export function pendingText(query: PendingQuery, loading = 'Loading…'): string {
  return isWaitingForNetwork(query) ? NOT_STORED_OFFLINE : loading
}
