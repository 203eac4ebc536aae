/** Days given as YYYY-MM-DD (release, ex-dividend, signal days), read in UTC so no time zone shifts them. */

const withYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`)

/** "Nov 9, 2026" */
export function isoDayText(iso: string): string {
  return withYear.format(ms(iso))
}

/** "Nov 9" in the current year, "Sep 7, 2025" before it: a date column stays one line. */
export function isoDayShort(iso: string, nowMs = Date.now()): string {
  return new Date(ms(iso)).getUTCFullYear() === new Date(nowMs).getUTCFullYear()
    ? monthDay.format(ms(iso))
    : withYear.format(ms(iso))
}

/**
 * What a day's figures are as of: a past day's close, or today's latest price (today's bar is
 * still forming while its exchange trades, so it is no close yet).
 */
export function asOfDayText(iso: string, nowMs = Date.now()): string {
  return iso === new Date(nowMs).toISOString().slice(0, 10)
    ? `As of the latest price, ${isoDayText(iso)}`
    : `As of the close of ${isoDayText(iso)}`
}
