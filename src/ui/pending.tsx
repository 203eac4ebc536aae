import type { ReactNode } from 'react'
import { isWaitingForNetwork, NOT_STORED_OFFLINE, type PendingQuery } from './pending-text'

/** A section's loading state (`children`), or, while its request waits for the network, that nothing is stored. */
export function Pending({ query, children }: { query: PendingQuery; children: ReactNode }) {
  if (!isWaitingForNetwork(query)) return children
  return (
    <p className="muted" data-testid="not-stored-offline">
      {NOT_STORED_OFFLINE}
    </p>
  )
}
