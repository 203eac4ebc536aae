import { RESEARCH_TEXT } from './wire/research'

/**
 * The schedule of a research request: it runs first on startDate at scheduledTime (UTC), then
 * every repeatInterval days. A server that was down runs the latest missed slot once, not each.
 */
const DAY_MS = 86_400_000

/** Epoch ms of the first run. */
export function firstRunAt(startDate: string, scheduledTime: string): number {
  const [y = 0, m = 1, d = 1] = startDate.split('-').map(Number)
  const [hh = 0, mm = 0] = scheduledTime.split(':').map(Number)
  return Date.UTC(y, m - 1, d, hh, mm)
}

/** The latest slot at or before `nowMs` (null before the first run). */
export function latestSlot(firstMs: number, intervalDays: number, nowMs: number): number | null {
  if (nowMs < firstMs) return null
  const step = intervalDays * DAY_MS
  return firstMs + Math.floor((nowMs - firstMs) / step) * step
}

/** The first slot after `afterMs`. */
export function nextSlotAfter(firstMs: number, intervalDays: number, afterMs: number): number {
  if (afterMs < firstMs) return firstMs
  const step = intervalDays * DAY_MS
  return firstMs + (Math.floor((afterMs - firstMs) / step) + 1) * step
}

export interface ResearchScheduleForm {
  repeatInterval: string
  startDate: string
}

/** The schedule form's errors with the spec's texts (application §5 "Research schedule"). */
export function researchScheduleErrors(
  form: ResearchScheduleForm,
): Partial<Record<keyof ResearchScheduleForm, string>> {
  const errors: Partial<Record<keyof ResearchScheduleForm, string>> = {}
  const interval = Number(form.repeatInterval)
  if (form.repeatInterval.trim() === '' || !Number.isInteger(interval) || interval < 1)
    errors.repeatInterval = RESEARCH_TEXT.repeatInterval
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.startDate)) errors.startDate = RESEARCH_TEXT.startDate
  return errors
}
