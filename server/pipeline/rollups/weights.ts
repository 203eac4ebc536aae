import type { AuthorCategory } from '../contract'

/**
 * How much one author counts in a bucket's author-weighted volume.
 *
 * - Impact 0–5 (application §9: 0 bot and blacklisted, 5 manually curated) gives the weight
 *   impact / 2, so an ordinary author (impact 2) counts 1 and a curated one 2.5.
 * - Authors classified as bots count 0, whatever their impact.
 * - Many messages by one author in one bucket count 1 + ln(n) times the weight, so one author
 *   posting 500 times weighs about as much as 7 ordinary authors, not 500.
 */

export const MAX_IMPACT = 5

export function authorWeight(impact: number, category: AuthorCategory): number {
  if (category === 'bots' || !(impact > 0)) return 0
  return Math.min(MAX_IMPACT, impact) / 2
}

/** The spam cap: n messages of one author in one bucket count 1 + ln(n) (n ≥ 1). */
export function cappedCount(messages: number): number {
  return messages >= 1 ? 1 + Math.log(messages) : 0
}
