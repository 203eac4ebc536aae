const DAY_MS = 86_400_000
const DAY_STEPS = [1, 2, 3, 4, 5, 7, 14, 30, 61, 91, 182, 365] as const
/** Steps of a month and more fall on the first of a month, every this many months. */
const MONTHS_OF_STEP: Readonly<Record<number, number>> = { 30: 1, 61: 2, 91: 3, 182: 6, 365: 12 }

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short' })

/**
 * Local midnights between start and end for a time axis of `width` px, so far apart that their
 * labels ('Nov 5') never overlap: the smallest step of whole days giving at least minGap px per tick.
 * A step of a month or more falls on the first of the months (every 1, 2, 3, 6 or 12: Jan, Apr,
 * Jul, Oct for 3), as a year's chart reads.
 */
export function dayTicks(start: number, end: number, width: number, minGap = 64): Date[] {
  const span = end - start
  if (!(span > 0) || !(width > 0)) return []
  const dayPx = (width * DAY_MS) / span
  const step: number = DAY_STEPS.find((days) => days * dayPx >= minGap) ?? 365
  const months = MONTHS_OF_STEP[step]
  if (months !== undefined) return monthTicks(start, end, months)
  const first = new Date(start)
  first.setHours(0, 0, 0, 0)
  if (first.getTime() < start) first.setDate(first.getDate() + 1)
  const ticks: Date[] = []
  for (const day = first; day.getTime() <= end; day.setDate(day.getDate() + step)) {
    ticks.push(new Date(day))
  }
  return ticks
}

function monthTicks(start: number, end: number, months: number): Date[] {
  const first = new Date(start)
  const month = new Date(first.getFullYear(), first.getMonth(), 1)
  if (month.getTime() < start) month.setMonth(month.getMonth() + 1)
  while (month.getMonth() % months !== 0) month.setMonth(month.getMonth() + 1)
  const ticks: Date[] = []
  for (; month.getTime() <= end; month.setMonth(month.getMonth() + months)) ticks.push(new Date(month))
  return ticks
}

/**
 * The labels of ticks from dayTicks: 'Nov 5' for days; for months their name, and the year at
 * January ('Oct', 'Nov', 'Dec', '2026', 'Feb'), so a year's axis says which year it is.
 */
export function dayTickLabels(ticks: readonly Date[]): string[] {
  const monthly =
    ticks.length > 1 &&
    ticks.every((tick) => tick.getDate() === 1) &&
    (ticks[1]?.getTime() ?? 0) - (ticks[0]?.getTime() ?? 0) >= 28 * DAY_MS
  return ticks.map((tick) =>
    !monthly
      ? dayLabel.format(tick)
      : tick.getMonth() === 0
        ? String(tick.getFullYear())
        : monthLabel.format(tick),
  )
}
