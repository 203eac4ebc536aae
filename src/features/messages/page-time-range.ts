import { useEffect } from 'react'
import { type TimeRangeLimits, type TimeRangeSelection, validateTimeRange } from '../../core'
import { showTimeRangeNotice } from '../asset/time-range-notice'
import type { RawTimeRangeParams } from '../asset/time-range-search'

/**
 * The time range of a page whose route keeps the raw params (author, view): the selection to
 * show, and an invalid or over-permitted range leaves the URL once, with its notice (§5).
 */
export function usePageTimeRange(
  search: RawTimeRangeParams,
  limits: TimeRangeLimits,
  /** Takes the time range params out of the URL (replacing the history entry). */
  onReset: () => void,
): TimeRangeSelection {
  const validation = validateTimeRange(search, limits, Date.now())
  const invalidRange = validation.invalid
    ? JSON.stringify([search.relativeTimeRange, search.startDate, search.endDate])
    : null
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per invalid range in the URL
  useEffect(() => {
    if (invalidRange === null) return
    if (validation.notice) showTimeRangeNotice(validation.notice)
    onReset()
  }, [invalidRange])
  return validation.selection
}
