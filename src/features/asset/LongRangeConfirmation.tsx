import { formatCompact } from '../../core'
import { Button, Dialog, formatDate } from '../../ui'

export interface LongRangeConfirmationProps {
  open: boolean
  range: { start: number; end: number }
  /** About how many messages the range holds; null when unknown. */
  approximateMessages: number | null
  onConfirm: () => void
  onCancel: () => void
}

const DAY_MS = 86_400_000

/** 'Confirm loading a long time range' (application §2.5, §4): ranges over 31 days load slowly. */
export function LongRangeConfirmation({
  open,
  range,
  approximateMessages,
  onConfirm,
  onCancel,
}: LongRangeConfirmationProps) {
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
