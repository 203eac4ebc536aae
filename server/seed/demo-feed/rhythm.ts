/**
 * When the demo feed's talk happens: companies' by the hour of the (UTC) day and less on weekends;
 * crypto currencies', whose markets never close, at a level around the clock.
 */

/** Relative activity by UTC hour: quiet nights, US and European sessions busier. */
const HOURLY = [
  0.3, 0.25, 0.25, 0.3, 0.35, 0.45, 0.7, 0.9, 1.2, 1.3, 1.3, 1.2, 1.3, 1.7, 1.9, 1.8, 1.7, 1.6, 1.4, 1.3, 1.1,
  0.8, 0.5, 0.4,
]
const HOURLY_MEAN = HOURLY.reduce((a, b) => a + b, 0) / HOURLY.length
/** Companies' weekend talk against a weekday's. */
const WEEKEND = 0.45
/**
 * Crypto markets never close: their talk does not fall away at night or on weekends as companies'
 * does. Where the companies' rhythm is below these levels (of an average hour), crypto currencies
 * get the difference on top, so their talk is at least this level around the clock.
 */
const CRYPTO_LEVEL = { weekday: 1, weekend: 0.85 }

function isWeekend(timeMs: number): boolean {
  const weekday = new Date(timeMs).getUTCDay()
  return weekday === 0 || weekday === 6
}

/** Relative talk about companies at a time: the hour's share of an average hour, less on weekends. */
export function rhythm(timeMs: number): number {
  return ((HOURLY[new Date(timeMs).getUTCHours()] ?? 1) / HOURLY_MEAN) * (isWeekend(timeMs) ? WEEKEND : 1)
}

/** What crypto currencies get on top of the companies' rhythm at a time to reach CRYPTO_LEVEL (0 where they are above it). */
export function cryptoLift(timeMs: number): number {
  const level = isWeekend(timeMs) ? CRYPTO_LEVEL.weekend : CRYPTO_LEVEL.weekday
  return Math.max(0, level - rhythm(timeMs))
}
