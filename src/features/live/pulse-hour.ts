import { HOUR_MS } from '../../core'
import { formatDayTime } from '../../ui'

/** Which hour a live buzz figure measures: the one in progress is its pace so far. */
export function pulseHourText(hourStart: number, nowMs: number): string {
  if (hourStart <= nowMs && nowMs < hourStart + HOUR_MS) return 'this hour so far'
  return `hour from ${formatDayTime(hourStart, nowMs)}`
}
