import {
  type RelativeTimeRangeName,
  relativeRangeReaching,
  resolveTimeRange,
  type TimeRangeSelection,
} from '../../core'
import { Button, formatDate } from '../../ui'

export interface LongerRangeHintProps {
  /** Epoch ms of the newest message the range left out. */
  lastTime: number
  /** Says whose message it was: 'Their last message', 'The latest message about Apple'. */
  lead: string
  maxRelativeDays: number
  selection: TimeRangeSelection
  onChoose: (name: RelativeTimeRangeName) => void
  testId: string
}

/**
 * Under an empty messages list: when the newest message is older than the range, says when it
 * was and offers the shortest range of the plan that reaches it.
 */
export function LongerRangeHint({
  lastTime,
  lead,
  maxRelativeDays,
  selection,
  onChoose,
  testId,
}: LongerRangeHintProps) {
  const now = Date.now()
  if (lastTime >= resolveTimeRange(selection, now).start) return null
  const range = relativeRangeReaching(lastTime, now, maxRelativeDays)
  return (
    <p data-testid={testId}>
      {lead} was on {formatDate(lastTime)}.{' '}
      {range ? (
        <Button size="small" variant="secondary" onClick={() => onChoose(range.name)}>
          Show the {range.label.toLowerCase()}
        </Button>
      ) : (
        'That is further back than your plan reaches.'
      )}
    </p>
  )
}
