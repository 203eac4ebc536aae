import {
  type AssetSearch,
  effectivePermissions,
  type TimeRangeLimits,
  type TimeRangeSelection,
  type TimeRangeValidation,
  timeRangeLimits,
  type UserData,
  validateTimeRange,
} from '../../core'

/** The time range query params of a page. */
export type TimeRangeParams = Pick<AssetSearch, 'relativeTimeRange' | 'startDate' | 'endDate'>

export function userTimeRangeLimits(user: UserData): TimeRangeLimits {
  return timeRangeLimits(effectivePermissions(user))
}

/** Time range params as the URL has them, before a page's schema read them. */
export type RawTimeRangeParams = { relativeTimeRange?: unknown; startDate?: unknown; endDate?: unknown }

/** The page's search without its time range params (what the URL keeps after a reset). */
export function withoutTimeRange<T extends RawTimeRangeParams>(search: T): T {
  return { ...search, relativeTimeRange: undefined, startDate: undefined, endDate: undefined }
}

/** The params that stand for a selection. */
export function timeRangeParams(selection: TimeRangeSelection): TimeRangeParams {
  return selection.kind === 'relative'
    ? { relativeTimeRange: selection.name, startDate: undefined, endDate: undefined }
    : { relativeTimeRange: undefined, startDate: String(selection.start), endDate: String(selection.end) }
}

/** The time range of a page's search for this user (application §5 "Time range"). */
export function checkTimeRange(search: RawTimeRangeParams, user: UserData, now: number): TimeRangeValidation {
  return validateTimeRange(search, userTimeRangeLimits(user), now)
}

/** A stable text for a selection (query keys, confirmation memory). */
export function selectionKey(selection: TimeRangeSelection): string {
  return selection.kind === 'relative' ? selection.name : `${selection.start}-${selection.end}`
}
