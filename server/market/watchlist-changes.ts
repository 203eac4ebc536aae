/**
 * Changes to a user's watchlist, told to whoever follows them (the live server, which keeps
 * sockets subscribed to the watchlist in step). The HTTP app is built before the live server, so
 * the follower is attached later.
 */
export interface WatchlistChanges {
  changed(userId: number, wid: number): void
  follow(listener: (userId: number, wid: number) => Promise<void>): void
}

export function createWatchlistChanges(onError: (error: unknown) => void): WatchlistChanges {
  const listeners: Array<(userId: number, wid: number) => Promise<void>> = []
  return {
    changed(userId, wid) {
      for (const listener of listeners) listener(userId, wid).catch(onError)
    },
    follow(listener) {
      listeners.push(listener)
    },
  }
}
