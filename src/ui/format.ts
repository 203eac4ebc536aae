import { withTrueMinus } from '../core'

/** Display formats (locale en-US only, application §9). */

const LOCALE = 'en-US'

const percent0 = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })
const decimal1 = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const signedDecimal1 = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
})
const date = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' })
const time = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit' })
const clock = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' })
const dayMonth = new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric' })

/** Buzz as a multiple of the average, shown times 100 as a percentage (average = 100%). */
export function buzzPercent(buzz: number): number {
  return Math.round(buzz * 100)
}

export function formatBuzz(buzz: number): string {
  return `${percent0.format(buzzPercent(buzz))}%`
}

export function formatDecimal1(value: number): string {
  return decimal1.format(value)
}

/** +33.3, −5.0 (a true minus), 0.0. */
export function formatSignedDecimal1(value: number): string {
  return withTrueMinus(signedDecimal1.format(value))
}

export function formatDate(epochMs: number): string {
  return date.format(epochMs)
}

export function formatTime(epochMs: number): string {
  return time.format(epochMs)
}

const isToday = (epochMs: number, nowMs: number) =>
  new Date(epochMs).toDateString() === new Date(nowMs).toDateString()

/** A moment in a list: the time of day when it is today, else the day ('Nov 24'). */
export function formatMoment(epochMs: number, nowMs = Date.now()): string {
  return isToday(epochMs, nowMs) ? clock.format(epochMs) : dayMonth.format(epochMs)
}

/** A moment that needs its time on any day: '11:00 AM' today, else 'Nov 24, 11:00 AM'. */
export function formatDayTime(epochMs: number, nowMs = Date.now()): string {
  return isToday(epochMs, nowMs)
    ? clock.format(epochMs)
    : `${dayMonth.format(epochMs)}, ${clock.format(epochMs)}`
}

/** A moment with its date and time of day, to the minute: 'Nov 30, 2026, 09:46 AM'. */
export function formatDateClock(epochMs: number): string {
  return `${date.format(epochMs)}, ${clock.format(epochMs)}`
}

/** Whole days from now until a moment (negative when past). */
export function daysUntil(epochMs: number, nowMs: number): number {
  return Math.ceil((epochMs - nowMs) / 86_400_000)
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
