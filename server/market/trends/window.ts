import { TREND_WINDOW_MS, type TrendWindow } from '../../../src/core'

const HOUR_MS = 3_600_000

/** A trend window ending at `endMs`; counts are hourly, so it reads from the hour `start` falls in. */
export interface TrendSpan {
  window: TrendWindow
  start: number
  end: number
  /** The first hour bucket read (the hour `start` falls in). */
  firstHour: number
}

export function trendSpan(window: TrendWindow, endMs: number): TrendSpan {
  const start = endMs - TREND_WINDOW_MS[window]
  return { window, start, end: endMs, firstHour: Math.floor(start / HOUR_MS) * HOUR_MS }
}

export const stampOf = (ms: number) => new Date(ms).toISOString()
