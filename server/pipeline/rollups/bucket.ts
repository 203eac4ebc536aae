import type { StoredMessage } from '../contract'
import { authorWeight } from './weights'

/** What a rollup needs of a stored message. */
export type RollupMessage = Pick<
  StoredMessage,
  | 'id'
  | 'source'
  | 'type'
  | 'author'
  | 'messageTime'
  | 'sentiment'
  | 'sentimentLabel'
  | 'titleIds'
  | 'authorCategory'
  | 'authorImpact'
>

export interface AuthorTally {
  messages: number
  /** The highest weight seen for the author in this bucket. */
  weight: number
}

/** The figures of one bucket, as stored and published. */
export interface BucketFigures {
  messages: number
  uniqueAuthors: number
  weightedVolume: number
  positive: number
  neutral: number
  negative: number
  sentimentSum: number
  scored: number
  /** Mean sentiment of the scored messages in [-1, 1]; null when none is scored. */
  sentimentMean: number | null
  adhoc: number
}

/** The author a message counts for in a bucket; a message without an author (a wire story) is its own. */
export function authorKeyOf(message: Pick<RollupMessage, 'id' | 'source' | 'author'>): string {
  return message.author === null ? `#${message.id}` : `${message.source}/${message.author}`
}

/**
 * What one batch adds to one bucket. The database adds it to the stored bucket (whatever node
 * wrote the rest), so counts are sums and authors are tallies the spam cap is applied to there.
 */
export class BucketDelta {
  readonly authors = new Map<string, AuthorTally>()
  messages = 0
  positive = 0
  neutral = 0
  negative = 0
  sentimentSum = 0
  scored = 0
  adhoc = 0

  constructor(
    readonly partition: string,
    readonly titleId: number,
    readonly start: number,
    readonly end: number,
  ) {}

  add(message: RollupMessage): void {
    this.messages += 1
    if (message.sentimentLabel === 'positive') this.positive += 1
    else if (message.sentimentLabel === 'negative') this.negative += 1
    else if (message.sentimentLabel === 'neutral') this.neutral += 1
    if (message.type === 'adhoc') this.adhoc += 1
    const weight = authorWeight(message.authorImpact, message.authorCategory)
    // Bots and blacklisted authors add no buzz, and no mood either.
    if (message.sentiment !== null && weight > 0) {
      this.sentimentSum += message.sentiment
      this.scored += 1
    }
    const key = authorKeyOf(message)
    const tally = this.authors.get(key)
    if (tally) {
      tally.messages += 1
      tally.weight = Math.max(tally.weight, weight)
    } else this.authors.set(key, { messages: 1, weight })
  }
}
