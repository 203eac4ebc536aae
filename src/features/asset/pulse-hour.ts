import { formatDayTime } from '../../ui'

const HOUR_MS = 3_600_000

/** Which hour the header's buzz measures: the one in progress is its pace so far. */
export function pulseHourText(hourStart: number, nowMs: number): string {
  if (hourStart <= nowMs && nowMs < hourStart + HOUR_MS) return 'this hour so far'
  return `hour from ${formatDayTime(hourStart, nowMs)}`
}
