import { describe, expect, it } from 'vitest'
import { effectivePermissions } from './permissions/effective'
import {
  dataGranularity,
  earliestPermittedStart,
  historyInterval,
  needsConfirmation,
  RELATIVE_TIME_RANGES,
  resolveTimeRange,
  TIME_RANGE_TEXT,
  type TimeRangeLimits,
  timeRangeLimits,
  validateTimeRange,
} from './time-range'
import type { AccountType } from './wire/userdata'
import { userDataFixture } from './wire/userdata.test-support'

const DAY = 86_400_000
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0)

/** Tier defaults only: the user's own fields are below every default. */
function tierLimits(tier: AccountType): TimeRangeLimits {
  return timeRangeLimits(
    effectivePermissions(userDataFixture({ subscription_type: tier, history_months: 0, timespan_days: 0 })),
  )
}

const EXCEEDS = {
  text: 'The selected time range exceeds your permitted access and has been reset. If you need access to this selection, consider upgrading your plan.',
  sticky: true,
}
const DEFAULT = { kind: 'relative', name: 'last_3_days' }

describe('time range limits from effective permissions (application §6)', () => {
  it.each([
    ['trial', 7, 1],
    ['basic', 3, 1],
    ['premium', 30, 12],
    ['platinum', 90, 36],
    ['professional', 365, 60],
  ] as const)('%s: %i relative days, %i history months, default span 366 days', (tier, days, months) => {
    expect(tierLimits(tier)).toEqual({ maxRelativeDays: days, historyMonths: months, maxSpanDays: 366 })
  })

  it('takes larger user values for range days (which also widen the span) and history months', () => {
    const user = userDataFixture({ subscription_type: 'basic', timespan_days: 500, history_months: 24 })
    expect(timeRangeLimits(effectivePermissions(user))).toEqual({
      maxRelativeDays: 500,
      historyMonths: 24,
      maxSpanDays: 500,
    })
  })
})

describe('time range options (application §2.5)', () => {
  it('lists the control options in order with their lengths in days', () => {
    expect(RELATIVE_TIME_RANGES.map((range) => [range.name, range.label, range.days])).toEqual([
      ['realtime', 'Real time', 1 / 24],
      ['last_24_hours', 'Last 24 hours', 1],
      ['last_3_days', 'Last 3 days', 3],
      ['last_7_days', 'Last 7 days', 7],
      ['last_30_days', 'Last 30 days', 30],
      ['last_90_days', 'Last 90 days', 90],
      ['last_6_months', 'Last 6 months', 182],
      ['last_1_year', 'Last 1 year', 365],
    ])
  })
})

describe('time range validation (application §5 "Time range")', () => {
  it('copies the notices exactly', () => {
    expect(TIME_RANGE_TEXT).toEqual({
      invalidSelection: 'Removed invalid time range selection.',
      exceedsPermitted: EXCEEDS.text,
      invalidDates: 'The selected time range is invalid and has been reset.',
      startAfterEnd:
        'The selected time range has been reset. The start date cannot be later than the end date',
    })
  })

  it('uses Last 3 days without a notice when no params are given', () => {
    expect(validateTimeRange({}, tierLimits('basic'), NOW)).toEqual({
      selection: DEFAULT,
      notice: null,
      invalid: false,
    })
  })

  it.each([
    ['trial', 'last_7_days', true],
    ['trial', 'last_30_days', false],
    ['basic', 'realtime', true],
    ['basic', 'last_24_hours', true],
    ['basic', 'last_3_days', true],
    ['basic', 'last_7_days', false],
    ['premium', 'last_30_days', true],
    ['premium', 'last_90_days', false],
    ['platinum', 'last_90_days', true],
    ['platinum', 'last_6_months', false],
    ['professional', 'last_6_months', true],
    ['professional', 'last_1_year', true],
  ] as const)('%s may choose %s: %s', (tier, name, permitted) => {
    const result = validateTimeRange({ relativeTimeRange: name }, tierLimits(tier), NOW)
    if (permitted) {
      expect(result).toEqual({ selection: { kind: 'relative', name }, notice: null, invalid: false })
    } else {
      expect(result).toEqual({ selection: DEFAULT, notice: EXCEEDS, invalid: true })
    }
  })

  it.each(['last_2_days', '', 'LAST_3_DAYS', 7])('removes the unknown relative name %o', (name) => {
    expect(validateTimeRange({ relativeTimeRange: name }, tierLimits('premium'), NOW)).toEqual({
      selection: DEFAULT,
      notice: { text: 'Removed invalid time range selection.', sticky: false },
      invalid: true,
    })
  })

  it('falls back to the largest permitted range when even the default is over-permitted', () => {
    const narrow = { maxRelativeDays: 2, historyMonths: 1, maxSpanDays: 366 }
    const result = validateTimeRange({ relativeTimeRange: 'last_7_days' }, narrow, NOW)
    expect(result.selection).toEqual({ kind: 'relative', name: 'last_24_hours' })
    expect(validateTimeRange({}, narrow, NOW)).toEqual({
      selection: { kind: 'relative', name: 'last_24_hours' },
      notice: null,
      invalid: false,
    })
  })

  it('accepts absolute dates as epoch-ms strings or numbers', () => {
    const start = NOW - 10 * DAY
    const expected = { selection: { kind: 'absolute', start, end: NOW }, notice: null, invalid: false }
    expect(
      validateTimeRange({ startDate: String(start), endDate: String(NOW) }, tierLimits('basic'), NOW),
    ).toEqual(expected)
    expect(validateTimeRange({ startDate: start, endDate: NOW }, tierLimits('basic'), NOW)).toEqual(expected)
  })

  it.each([
    [{ startDate: 'yesterday', endDate: String(NOW) }],
    [{ startDate: '2025-06-01', endDate: '2025-06-10' }],
    [{ startDate: String(NOW - DAY), endDate: '12abc' }],
    [{ startDate: String(NOW - DAY) }],
    [{ endDate: NOW }],
    [{ startDate: 1.5, endDate: NOW }],
    [{ startDate: [String(NOW - DAY)], endDate: String(NOW) }],
  ])('resets non-numeric or incomplete dates %o', (params) => {
    expect(validateTimeRange(params, tierLimits('premium'), NOW)).toEqual({
      selection: DEFAULT,
      notice: { text: 'The selected time range is invalid and has been reset.', sticky: false },
      invalid: true,
    })
  })

  it('accepts a start equal to the end', () => {
    expect(validateTimeRange({ startDate: NOW, endDate: NOW }, tierLimits('basic'), NOW).notice).toBeNull()
  })

  it('resets a start later than the end (the text has no final period)', () => {
    const result = validateTimeRange(
      { startDate: String(NOW), endDate: String(NOW - DAY) },
      tierLimits('premium'),
      NOW,
    )
    expect(result).toEqual({
      selection: DEFAULT,
      notice: {
        text: 'The selected time range has been reset. The start date cannot be later than the end date',
        sticky: false,
      },
      invalid: true,
    })
  })

  it('resets a start before the earliest permitted day with the sticky upgrade advice', () => {
    // Basic: one month of history, so 15 May 2025 is the earliest day on 15 June 2025.
    const earliest = Date.UTC(2025, 4, 15)
    const limits = tierLimits('basic')
    const ok = validateTimeRange({ startDate: earliest, endDate: earliest + DAY }, limits, NOW)
    expect(ok.notice).toBeNull()
    const early = validateTimeRange({ startDate: earliest - 1, endDate: earliest + DAY }, limits, NOW)
    expect(early).toEqual({ selection: DEFAULT, notice: EXCEEDS, invalid: true })
  })

  it('never permits a start before 2012-01-01, whatever the history', () => {
    const now = Date.UTC(2013, 5, 1)
    const limits = tierLimits('professional')
    expect(earliestPermittedStart(limits, now)).toBe(Date.UTC(2012, 0, 1))
    const start = Date.UTC(2011, 11, 31)
    expect(validateTimeRange({ startDate: start, endDate: start + 10 * DAY }, limits, now).notice).toEqual(
      EXCEEDS,
    )
    const first = Date.UTC(2012, 0, 1)
    expect(validateTimeRange({ startDate: first, endDate: first + 10 * DAY }, limits, now).notice).toBeNull()
  })

  it('resets a span over the permitted span (366 days by default)', () => {
    const limits = tierLimits('professional')
    const end = NOW - DAY
    expect(validateTimeRange({ startDate: end - 366 * DAY, endDate: end }, limits, NOW).notice).toBeNull()
    expect(validateTimeRange({ startDate: end - 366 * DAY - 1, endDate: end }, limits, NOW)).toEqual({
      selection: DEFAULT,
      notice: EXCEEDS,
      invalid: true,
    })
  })

  it('reads the relative name first when dates are given too', () => {
    const result = validateTimeRange(
      { relativeTimeRange: 'last_24_hours', startDate: 'x', endDate: 'y' },
      tierLimits('basic'),
      NOW,
    )
    expect(result).toEqual({
      selection: { kind: 'relative', name: 'last_24_hours' },
      notice: null,
      invalid: false,
    })
  })
})

describe('resolved ranges, confirmation and data granularity (application §4, §9)', () => {
  it.each([
    ['realtime', 3_600_000],
    ['last_24_hours', DAY],
    ['last_3_days', 3 * DAY],
    ['last_6_months', 182 * DAY],
    ['last_1_year', 365 * DAY],
  ] as const)('%s ends now and starts %i ms earlier', (name, length) => {
    expect(resolveTimeRange({ kind: 'relative', name }, NOW)).toEqual({ start: NOW - length, end: NOW })
  })

  it('keeps an absolute range as it is', () => {
    expect(resolveTimeRange({ kind: 'absolute', start: 5, end: 9 }, NOW)).toEqual({ start: 5, end: 9 })
  })

  it('asks for confirmation only above 31 days', () => {
    expect(needsConfirmation({ start: 0, end: 31 * DAY })).toBe(false)
    expect(needsConfirmation({ start: 0, end: 31 * DAY + 1 })).toBe(true)
    expect(needsConfirmation(resolveTimeRange({ kind: 'relative', name: 'last_90_days' }, NOW))).toBe(true)
    expect(needsConfirmation(resolveTimeRange({ kind: 'relative', name: 'last_30_days' }, NOW))).toBe(false)
  })

  it.each([
    [31 * DAY, true, 'live'],
    [31 * DAY + 1, true, 'daily'],
    [8 * DAY, false, 'live'],
    [8 * DAY + 1, false, 'daily'],
    [30 * DAY, false, 'daily'],
  ] as const)('a span of %i ms (flag %s) gives %s data', (span, flag, granularity) => {
    expect(dataGranularity({ start: NOW - span, end: NOW }, flag)).toBe(granularity)
  })

  it('defaults to the 31-day threshold', () => {
    expect(dataGranularity({ start: 0, end: 20 * DAY })).toBe('live')
  })

  it('has a minimum interval of 10 minutes live and 24 hours daily', () => {
    expect(historyInterval('live')).toBe(600_000)
    expect(historyInterval('daily')).toBe(86_400_000)
  })
})
