import { useQueryClient } from '@tanstack/react-query'
import { formatCompact, type TimeRangeSelection } from '../../core'
import { Button, Dialog, formatDate } from '../../ui'
import { approximateMessageCount, type MessageCountSample } from './approximate-count'
import { ASSET_QUERY_ROOT } from './queries'
import type { MessageStatsInput } from './widgets/message-stats'

export interface LongRangeConfirmationProps {
  open: boolean
  range: { start: number; end: number }
  /** Whose loaded statistics estimate the range's message count. */
  username: string
  titleId: number
  onConfirm: () => void
  onCancel: () => void
}

const DAY_MS = 86_400_000

/** 'Confirm loading a long time range' (application §2.5, §4): ranges over 31 days load slowly. */
export function LongRangeConfirmation({
  open,
  range,
  username,
  titleId,
  onConfirm,
  onCancel,
}: LongRangeConfirmationProps) {
  const countSamples = useMessageCountSamples(username, titleId)
  const approximateMessages = approximateMessageCount(range, countSamples, Date.now())
  const days = Math.round((range.end - range.start) / DAY_MS)
  return (
    <Dialog
      open={open}
      title="Confirm loading a long time range"
      onClose={onCancel}
      testId="long-range-confirmation"
      description={
        <p>
          You chose {days} days ({formatDate(range.start)} to {formatDate(range.end)}). Ranges over 31 days
          use daily data and loading them may take minutes.
        </p>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} data-testid="long-range-cancel">
            Cancel
          </Button>
          <Button variant="primary" onClick={onConfirm} data-testid="long-range-confirm">
            Load the range
          </Button>
        </>
      }
    >
      {approximateMessages !== null ? (
        <p data-testid="long-range-count" data-count={approximateMessages}>
          About {formatCompact(approximateMessages)} messages.
        </p>
      ) : null}
    </Dialog>
  )
}

/** The message counts of ranges already loaded for this asset and these filters. */
function useMessageCountSamples(username: string, titleId: number): MessageCountSample[] {
  const queryClient = useQueryClient()
  return queryClient
    .getQueriesData<MessageStatsInput>({ queryKey: [ASSET_QUERY_ROOT, username, 'statistics', titleId] })
    .flatMap(([key, data]) => {
      const selection = key[4]
      if (!data || !isSelection(selection)) return []
      return [{ selection, messages: data.counts.messages }]
    })
}

function isSelection(value: unknown): value is TimeRangeSelection {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false
  return value.kind === 'relative' || value.kind === 'absolute'
}
