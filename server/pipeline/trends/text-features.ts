import { shinglesOf, signatureOf } from './minhash'
import { termsOf } from './terms'
import { contentCount, wordsOf } from './words'

/** A message with fewer content words is chatter ("anyone watching $X?"), not a story. */
export const STORY_MIN_CONTENT_WORDS = 5

/**
 * What the trend radar reads of a message's text: its story signature (null for chatter) and its
 * topic terms. Pure, so the ingest computes it in its enrichment thread, outside the transaction
 * that clusters and counts (there it held the database idle about 2–3 s of a demo backfill).
 */
export interface TrendText {
  signature: Uint32Array | null
  terms: string[]
}

export function trendTextOf(sub: string, body: string): TrendText {
  const words = wordsOf(`${sub}\n${body}`)
  return {
    signature: contentCount(words) < STORY_MIN_CONTENT_WORDS ? null : signatureOf(shinglesOf(words)),
    terms: termsOf(words),
  }
}
