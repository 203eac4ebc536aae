import type { QueryClient } from '@tanstack/react-query'
import type { LiveStatus } from '../../workers/hub'

/**
 * Buzz and ticks pushed while the live socket was down never arrive. When the hub reports the
 * socket ready again after a loss (`resumedAt`), the tab fetches its active queries again, so the
 * figures on screen catch up with what the gap changed. A resume from before this tab started
 * (reported on its first hello) is not this tab's gap.
 */
export function refetchAfterReconnect(
  live: { onStatus(listener: (status: LiveStatus) => void): () => void },
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
  startedAt: number,
): () => void {
  let handled = startedAt
  return live.onStatus((status) => {
    if (status.resumedAt === null || status.resumedAt <= handled) return
    handled = status.resumedAt
    void queryClient.invalidateQueries({ type: 'active' })
  })
}
