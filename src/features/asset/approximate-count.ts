import { resolveTimeRange, type TimeRangeSelection } from '../../core'

const DAY_MS = 86_400_000

/** A counted sample: how many messages a known range held. */
export interface MessageCountSample {
  selection: TimeRangeSelection
  messages: number
}

/**
 * About how many messages a range holds, from the counts of ranges already loaded (the message
 * rate of the longest sample, times the span asked for). Null when nothing usable is known.
 */
export function approximateMessageCount(
  range: { start: number; end: number },
  samples: readonly MessageCountSample[],
  now: number,
): number | null {
  let best: { days: number; messages: number } | null = null
  for (const sample of samples) {
    const span = resolveTimeRange(sample.selection, now)
    const days = (span.end - span.start) / DAY_MS
    if (days <= 0 || !Number.isFinite(sample.messages)) continue
    if (!best || days > best.days) best = { days, messages: sample.messages }
  }
  if (!best) return null
  const days = (range.end - range.start) / DAY_MS
  return Math.round((best.messages / best.days) * days)
}
