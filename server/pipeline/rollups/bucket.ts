import type { StoredMessage } from '../contract'
import { authorWeight, cappedCount } from './weights'

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

interface AuthorTally {
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

/** A bucket still taking messages: counts per author, so the spam cap can be applied. */
export class OpenBucket {
  private readonly authors = new Map<string, AuthorTally>()
  private messages = 0
  private positive = 0
  private neutral = 0
  private negative = 0
  private sentimentSum = 0
  private scored = 0
  private adhoc = 0
  /** Kept up to date on every add, so reading figures costs nothing per author. */
  private weightedVolume = 0

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
    // A message without an author (a wire story) is its own author.
    const key = message.author === null ? `#${message.id}` : `${message.source}\u0000${message.author}`
    const weight = authorWeight(message.authorImpact, message.authorCategory)
    // Bots and blacklisted authors add no buzz, and no mood either.
    if (message.sentiment !== null && weight > 0) {
      this.sentimentSum += message.sentiment
      this.scored += 1
    }
    const tally = this.authors.get(key)
    if (tally) {
      const before = tally.weight * cappedCount(tally.messages)
      tally.messages += 1
      tally.weight = Math.max(tally.weight, weight)
      this.weightedVolume += tally.weight * cappedCount(tally.messages) - before
    } else {
      this.authors.set(key, { messages: 1, weight })
      this.weightedVolume += weight * cappedCount(1)
    }
  }

  figures(): BucketFigures {
    return {
      messages: this.messages,
      uniqueAuthors: this.authors.size,
      weightedVolume: this.weightedVolume,
      positive: this.positive,
      neutral: this.neutral,
      negative: this.negative,
      sentimentSum: this.sentimentSum,
      scored: this.scored,
      sentimentMean: this.scored === 0 ? null : this.sentimentSum / this.scored,
      adhoc: this.adhoc,
    }
  }
}
