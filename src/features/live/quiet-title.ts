import { HOUR_MS } from '../../core'

/**
 * Whether a title whose latest hourly bucket started at `hourStart` is quiet at `now`: it had no
 * message in the hour in progress nor in the hour before it. Its last hour's buzz (a 400 % hour of
 * four days ago) is then not its buzz now.
 */
export function isQuietSince(hourStart: number, now: number): boolean {
  return now >= hourStart + 2 * HOUR_MS
}

/** Since when a quiet title has had no message: the end of its latest hour with messages. */
export function quietSince(hourStart: number): number {
  return hourStart + HOUR_MS
}
