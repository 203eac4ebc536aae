import { useQuery } from '@tanstack/react-query'
import type {
  BasicCredentials,
  MessageFilterSearch,
  RelativeTimeRangeName,
  TimeRangeSelection,
} from '../../core'
import { LongerRangeHint } from './LongerRangeHint'
import { type MessageScope, scopedQueries } from './scoped-queries'

export interface LatestMessageHintProps {
  credentials: BasicCredentials
  scope: MessageScope
  filters: MessageFilterSearch
  /** Whose messages, for the sentence: 'EUR/USD'. */
  subject: string
  maxRelativeDays: number
  selection: TimeRangeSelection
  onChoose: (name: RelativeTimeRangeName) => void
}

/**
 * An empty range of a scope that has messages further back: looks up the newest one within the
 * plan's reach (with the same filters) and offers a range that shows it. Says so when the plan's
 * whole reach has none.
 */
export function LatestMessageHint({
  credentials,
  scope,
  filters,
  subject,
  maxRelativeDays,
  selection,
  onChoose,
}: LatestMessageHintProps) {
  const latest = useQuery(scopedQueries.latest(credentials, scope, filters, maxRelativeDays))
  if (latest.data === undefined) return null
  if (latest.data === null)
    return (
      <p className="subtle" data-testid="messages-none-in-reach">
        Nor in the last {maxRelativeDays} days
        {Object.keys(filters).length > 0 ? ' with these filters' : ''}.
      </p>
    )
  return (
    <LongerRangeHint
      lastTime={latest.data}
      lead={`The latest message about ${subject}`}
      maxRelativeDays={maxRelativeDays}
      selection={selection}
      onChoose={onChoose}
      testId="messages-longer-range"
    />
  )
}
