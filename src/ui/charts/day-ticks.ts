const DAY_STEPS = [1, 2, 3, 4, 5, 7, 14, 30, 61, 91, 182, 365] as const

/**
 * Local midnights between start and end for a time axis of `width` px, so far apart that their
 * labels ('Nov 5') never overlap: the smallest step of whole days giving at least minGap px per tick.
 */
export function dayTicks(start: number, end: number, width: number, minGap = 64): Date[] {
  const span = end - start
  if (!(span > 0) || !(width > 0)) return []
  const dayPx = (width * 86_400_000) / span
  const step: number = DAY_STEPS.find((days) => days * dayPx >= minGap) ?? 365
  const first = new Date(start)
  first.setHours(0, 0, 0, 0)
  if (first.getTime() < start) first.setDate(first.getDate() + 1)
  const ticks: Date[] = []
  for (const day = first; day.getTime() <= end; day.setDate(day.getDate() + step)) {
    ticks.push(new Date(day))
  }
  return ticks
}
