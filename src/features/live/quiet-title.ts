/**
 * A stored latest bucket older than this is not "live": the title has been quiet since, and its
 * buzz now is not that bucket's (a 400 % bucket of four days ago read as today's figure).
 */
export const QUIET_AFTER_MS = 60 * 60_000

/** Whether a title whose latest real-time bucket started at `bucketTime` is quiet at `now`. */
export function isQuietSince(bucketTime: number, now: number): boolean {
  return now - bucketTime > QUIET_AFTER_MS
}
