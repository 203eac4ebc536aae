import * as v from 'valibot'

/**
 * How far the demo feed's history is written (served at DEMO_HISTORY_PATH). On a first start the
 * demo writes 90 days of prices and messages while the app already answers: a page opened
 * meanwhile shows the days written so far, and says so.
 */
export const DemoHistorySchema = v.object({
  /** The history is still being written (false without a demo feed, and once it is done). */
  catchingUp: v.boolean(),
  /** The span being written, epoch ms; null when not catching up. */
  from: v.nullable(v.number()),
  to: v.nullable(v.number()),
  /** Messages are written up to this moment (epoch ms); null while the prices come first. */
  through: v.nullable(v.number()),
})
export type DemoHistory = v.InferOutput<typeof DemoHistorySchema>

export const NO_DEMO_HISTORY: DemoHistory = { catchingUp: false, from: null, to: null, through: null }

/** How often the app asks while the history is written. */
export const DEMO_HISTORY_POLL_MS = 3_000

/** The share of the span written, 0 to 1 (0 while the prices come first); null when not catching up. */
export function demoHistoryShare(history: DemoHistory): number | null {
  const { catchingUp, from, to, through } = history
  if (!catchingUp || from === null || to === null) return null
  if (through === null || to <= from) return 0
  return Math.min(1, Math.max(0, (through - from) / (to - from)))
}
