import type { Transaction } from '../db'
import type { SentimentLabel } from './sentiment'
import type { TrendText } from './trends/text-features'

/**
 * The hand-over between the ingest half of the pipeline (connectors → normalise → language →
 * instruments → sentiment → key events → authors → store) and the analytics half (rollups →
 * triggers → live publish). The ingest half calls these only after the batch is committed.
 */

export type AuthorCategory = 'regulars' | 'bots' | 'verified' | 'influencers'

/** A message as committed to `messages` + `message_titles`. */
export interface StoredMessage {
  id: number
  source: string
  sourceId: string
  type: string
  author: string | null
  messageTime: Date
  lang: string
  /** [-1, 1]; null when unscored (language not covered). */
  sentiment: number | null
  sentimentLabel: SentimentLabel | null
  /** key event id → score 0–10. */
  keyEvents: Record<string, number>
  titleIds: number[]
  primaryTitleId: number | null
  authorCategory: AuthorCategory
  /** 0–5; 0 = bot and blacklisted. */
  authorImpact: number
  sub: string
  body: string
  url: string | null
  imageUrl: string | null
  demo: boolean
  /** The trend radar's reading of the text, as the enrichment computed it; absent: computed when needed. */
  trendText?: TrendText
}

export interface StoredQuote {
  titleId: number
  interval: '1d' | '10m'
  t: Date
  o: number
  h: number
  l: number
  c: number
  v: number
}

/** Implemented by the analytics half; batches arrive in commit order. */
export interface StoredDataListener {
  /**
   * Called inside the ingest transaction, after the batch's rows are written: what must commit
   * with the messages (the rollup counts) goes here, so a crash never counts a message twice or
   * not at all. `messagesStored` then gets the same batch array after the commit.
   */
  messagesCommitting?(tx: Transaction, batch: readonly StoredMessage[]): Promise<void>
  messagesStored(batch: readonly StoredMessage[]): Promise<void>
  quotesStored(batch: readonly StoredQuote[]): Promise<void>
}
