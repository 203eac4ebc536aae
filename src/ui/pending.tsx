import type { ReactNode } from 'react'
import { isWaitingForNetwork, NOT_STORED_OFFLINE, type PendingQuery } from './pending-text'

/**
 * A section's loading state (`children`), or, while its request waits for the network, that
 * nothing is stored (with `className`, the section's own state style: its padding and alignment).
 */
export function Pending({
  query,
  children,
  className = 'muted',
}: {
  query: PendingQuery
  children: ReactNode
  className?: string
}) {
  if (!isWaitingForNetwork(query)) return children
  return <NotStoredOffline className={className} />
}

/** The sentence itself, for parts that know they are offline without a query of their own. */
export function NotStoredOffline({ className = 'muted' }: { className?: string }) {
  return (
    <p className={className} data-testid="not-stored-offline">
      {NOT_STORED_OFFLINE}
    </p>
  )
}
