import { earliestDayOfHistory } from './permissions/checks'
import { EARLIEST_SELECTABLE_DAY_MS, type EffectivePermissions } from './permissions/effective'

/**
 * The time range of asset, view and author pages (application §2.2, §2.5, §4 "Time range",
 * "Data granularity by range", §5 "Time range"): a relative range by name, or an absolute range
 * of epoch-ms start and end dates, validated against the user's permissions on every navigation.
 */

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

export const RELATIVE_TIME_RANGE_NAMES = [
  'realtime',
  'last_24_hours',
  'last_3_days',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_6_months',
  'last_1_year',
] as const
export type RelativeTimeRangeName = (typeof RELATIVE_TIME_RANGE_NAMES)[number]

export interface RelativeTimeRange {
  name: RelativeTimeRangeName
  label: string
  /** Length in days; Real time covers the last 60 minutes. */
  days: number
}

/** The time range control's options, in the order of application §2.5. */
export const RELATIVE_TIME_RANGES: readonly RelativeTimeRange[] = [
  { name: 'realtime', label: 'Real time', days: 60 / (24 * 60) },
  { name: 'last_24_hours', label: 'Last 24 hours', days: 1 },
  { name: 'last_3_days', label: 'Last 3 days', days: 3 },
  { name: 'last_7_days', label: 'Last 7 days', days: 7 },
  { name: 'last_30_days', label: 'Last 30 days', days: 30 },
  { name: 'last_90_days', label: 'Last 90 days', days: 90 },
  { name: 'last_6_months', label: 'Last 6 months', days: 182 },
  { name: 'last_1_year', label: 'Last 1 year', days: 365 },
]

export const DEFAULT_RELATIVE_TIME_RANGE: RelativeTimeRangeName = 'last_3_days'

export type TimeRangeSelection =
  | { kind: 'relative'; name: RelativeTimeRangeName }
  | { kind: 'absolute'; start: number; end: number }

export interface TimeRangeLimits {
  /** Longest relative range, in days. */
  maxRelativeDays: number
  /** How far back data may start, in calendar months. */
  historyMonths: number
  /** Longest absolute span from start to end date, in days. */
  maxSpanDays: number
}

/** The time-range part of the user's effective permissions (application §6). */
export function timeRangeLimits(permissions: EffectivePermissions): TimeRangeLimits {
  return {
    maxRelativeDays: permissions.maxRangeDays,
    historyMonths: permissions.historyMonths,
    maxSpanDays: permissions.timeSpanLimitDays,
  }
}

/** The notices of application §5 "Time range", copied exactly. */
export const TIME_RANGE_TEXT = {
  invalidSelection: 'Removed invalid time range selection.',
  exceedsPermitted:
    'The selected time range exceeds your permitted access and has been reset. If you need access to this selection, consider upgrading your plan.',
  invalidDates: 'The selected time range is invalid and has been reset.',
  startAfterEnd: 'The selected time range has been reset. The start date cannot be later than the end date',
} as const

export interface TimeRangeNotice {
  text: string
  /** The upgrade advice stays until dismissed. */
  sticky: boolean
}

export interface TimeRangeValidation {
  selection: TimeRangeSelection
  notice: TimeRangeNotice | null
  /** The params must be removed from the URL. */
  invalid: boolean
}

export const EARLIEST_DAY_MS = EARLIEST_SELECTABLE_DAY_MS
export const CONFIRMATION_THRESHOLD_DAYS = 31
/** Live 10-minute data up to this span; 8 days when the flag is off (application §4). */
export const LIVE_DATA_MAX_DAYS = 31
export const LIVE_DATA_MAX_DAYS_FLAG_OFF = 8
export const LIVE_DATA_INTERVAL_MS = 10 * MINUTE_MS
export const DAILY_DATA_INTERVAL_MS = DAY_MS

const RANGES_BY_NAME = new Map<string, RelativeTimeRange>(RELATIVE_TIME_RANGES.map((r) => [r.name, r]))

export function relativeTimeRange(name: RelativeTimeRangeName): RelativeTimeRange {
  const range = RANGES_BY_NAME.get(name)
  if (!range) throw new Error(`unknown relative time range ${name}`)
  return range
}

export function isRelativeTimeRangeName(value: unknown): value is RelativeTimeRangeName {
  return typeof value === 'string' && RANGES_BY_NAME.has(value)
}

/** Epoch ms of the earliest permitted start: history months back from now, never before 2012-01-01. */
export function earliestPermittedStart(limits: TimeRangeLimits, now: number): number {
  return earliestDayOfHistory(limits.historyMonths, now)
}

/** The default (Last 3 days), or the largest permitted relative range when even that is over-permitted. */
export function fallbackTimeRange(limits: TimeRangeLimits): TimeRangeSelection {
  const fallback = relativeTimeRange(DEFAULT_RELATIVE_TIME_RANGE)
  if (fallback.days <= limits.maxRelativeDays) return { kind: 'relative', name: fallback.name }
  const permitted = RELATIVE_TIME_RANGES.filter((range) => range.days <= limits.maxRelativeDays)
  const largest = permitted[permitted.length - 1] ?? RELATIVE_TIME_RANGES[0]
  return { kind: 'relative', name: largest?.name ?? 'realtime' }
}

/** An epoch-ms date given as digits (string) or a number; null when it is anything else. */
function epochMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null
  if (typeof value !== 'string' || !/^\d{1,16}$/.test(value.trim())) return null
  const ms = Number(value.trim())
  return Number.isSafeInteger(ms) ? ms : null
}

function absent(value: unknown): boolean {
  return value === undefined || value === null
}

/**
 * Validates the time range params. No params: the default without notice. A relative name
 * takes precedence over dates. Checks in order: unknown name; relative days over the permitted
 * days; dates not both numeric; start later than end; start before the earliest permitted day;
 * span over the permitted span. Any failure gives the fallback selection and a notice.
 */
export function validateTimeRange(
  params: { relativeTimeRange?: unknown; startDate?: unknown; endDate?: unknown },
  limits: TimeRangeLimits,
  now: number,
): TimeRangeValidation {
  const reset = (text: string, sticky: boolean): TimeRangeValidation => ({
    selection: fallbackTimeRange(limits),
    notice: { text, sticky },
    invalid: true,
  })
  const exceeds = () => reset(TIME_RANGE_TEXT.exceedsPermitted, true)

  if (!absent(params.relativeTimeRange)) {
    const name = params.relativeTimeRange
    if (!isRelativeTimeRangeName(name)) return reset(TIME_RANGE_TEXT.invalidSelection, false)
    if (relativeTimeRange(name).days > limits.maxRelativeDays) return exceeds()
    return { selection: { kind: 'relative', name }, notice: null, invalid: false }
  }

  if (absent(params.startDate) && absent(params.endDate)) {
    return { selection: fallbackTimeRange(limits), notice: null, invalid: false }
  }
  const start = epochMs(params.startDate)
  const end = epochMs(params.endDate)
  if (start === null || end === null) return reset(TIME_RANGE_TEXT.invalidDates, false)
  if (start > end) return reset(TIME_RANGE_TEXT.startAfterEnd, false)
  if (start < earliestPermittedStart(limits, now)) return exceeds()
  if (end - start > limits.maxSpanDays * DAY_MS) return exceeds()
  return { selection: { kind: 'absolute', start, end }, notice: null, invalid: false }
}

/** The selection as epoch-ms start and end; a relative range ends now. */
export function resolveTimeRange(selection: TimeRangeSelection, now: number): { start: number; end: number } {
  if (selection.kind === 'absolute') return { start: selection.start, end: selection.end }
  return { start: now - Math.round(relativeTimeRange(selection.name).days * DAY_MS), end: now }
}

function spanDays(range: { start: number; end: number }): number {
  return (range.end - range.start) / DAY_MS
}

/** A range over 31 days asks for confirmation before loading (application §4). */
export function needsConfirmation(range: { start: number; end: number }): boolean {
  return spanDays(range) > CONFIRMATION_THRESHOLD_DAYS
}

export type DataGranularity = 'live' | 'daily'

/** Live 10-minute data for spans up to 31 days (8 when the flag is false), else daily data. */
export function dataGranularity(
  range: { start: number; end: number },
  liveUpTo31Days = true,
): DataGranularity {
  return spanDays(range) <= (liveUpTo31Days ? LIVE_DATA_MAX_DAYS : LIVE_DATA_MAX_DAYS_FLAG_OFF)
    ? 'live'
    : 'daily'
}

/** The minimum interval of history data: 10 minutes live, 24 hours daily. */
export function historyInterval(granularity: DataGranularity): number {
  return granularity === 'live' ? LIVE_DATA_INTERVAL_MS : DAILY_DATA_INTERVAL_MS
}
