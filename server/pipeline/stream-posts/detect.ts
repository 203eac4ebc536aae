import {
  DAY_MS,
  DEFAULT_DAILY_PARTITION,
  HOURLY_PARTITION,
  type StreamPostType,
  sentimentScore,
} from '../../../src/core'
import type { StoredMessage } from '../contract'
import type { RollupRow } from '../rollups/engine'
import { MIN_BASELINE_DAYS, type TriggerRecord } from '../triggers/standard'

/**
 * When the pipeline writes an AI update (a stream post). Each rule reads figures the rollups
 * already computed, so a post is as point in time as the bucket it reads. The dedup key names
 * the event and a time block: a sustained spike gives one post per block, not one per batch,
 * and a second node or a restart that sees the same event writes nothing (unique key).
 */
export const STREAM_POST_RULES = {
  /**
   * An hour at 3× its usual buzz, or a day (still open) at 3× what a usual day has by then, from enough
   * messages and authors to mean something. One post per title and 6-hour block.
   */
  buzz_rise: {
    hourly: { partition: HOURLY_PARTITION, minBuzz: 3, minMessages: 8, minAuthors: 4 },
    daily: { partition: DEFAULT_DAILY_PARTITION, minBuzz: 3, minMessages: 10, minAuthors: 5 },
    blockMs: 6 * 3_600_000,
  },
  /** A closed day at a fifth of the usual buzz, for a title that is usually talked about. */
  buzz_fall: { partition: DEFAULT_DAILY_PARTITION, maxBuzz: 0.2, minAverage: 20 },
  /** Messages about one key event (score ≥ 4) within 6 hours, from more than one source. */
  key_event: { minScore: 4, minMessages: 3, minSources: 2, windowMs: 6 * 3_600_000 },
  /**
   * A price 3 % away from the previous close while the day's buzz is at 1.5× from at least 5
   * messages (intraday), or the standard price/buzz alert at the daily close.
   */
  price_move: { minMove: 0.03, minBuzz: 1.5, minMessages: 5 },
  /** A closed day whose sentiment score moved 25 points or more (of ±100) from the day before. */
  sentiment_swing: { partition: DEFAULT_DAILY_PARTITION, minShift: 25, minScored: 10 },
} as const

/** Key events the key-event rule leaves to the earnings rule (the release itself). */
const EARNINGS_KEY_EVENTS = new Set(['1'])

export interface PostEvent {
  type: StreamPostType
  titleId: number
  /** When it happened: the message, the bucket's last message or the bucket's end. */
  time: number
  dedupKey: string
  /** The window whose messages explain the event (the cause messages are read from it). */
  from: number
  to: number
  figures: Record<string, number | null>
  /** The key event a key-event post is about. */
  keyEventId?: number
  /** The message that made the post (earnings), shown first. */
  messageId?: number
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function bucketFigures(row: RollupRow): Record<string, number | null> {
  return {
    buzz: round(row.buzz),
    messages: row.figures.messages,
    authors: row.figures.uniqueAuthors,
    sentiment_score: row.figures.sentimentMean === null ? null : sentimentScore(row.figures.sentimentMean),
    baseline_days: row.baselineDays,
  }
}

/** An hour or a day (still open) far above the title's usual level, as of its last message. */
export function buzzRiseEvent(row: RollupRow, lastMessageAt: number): PostEvent | null {
  const { hourly, daily, blockMs } = STREAM_POST_RULES.buzz_rise
  const rule = row.partition === hourly.partition ? hourly : row.partition === daily.partition ? daily : null
  if (!rule || row.baselineDays < MIN_BASELINE_DAYS) return null
  if (row.buzz < rule.minBuzz || row.figures.messages < rule.minMessages) return null
  if (row.figures.uniqueAuthors < rule.minAuthors) return null
  const time = Math.min(Math.max(lastMessageAt, row.start), row.end)
  return {
    type: 'buzz_rise',
    titleId: row.titleId,
    time,
    dedupKey: `buzz_rise:${row.titleId}:${Math.floor(time / blockMs)}`,
    from: row.start,
    to: time,
    figures: { ...bucketFigures(row), window_hours: Math.round((row.end - row.start) / 3_600_000) },
  }
}

/** Closed daily buckets: an unusually quiet day, and a swing of sentiment against the day before. */
export function closedDayEvents(row: RollupRow, previousSentimentScore: number | null): PostEvent[] {
  if (!row.closed || row.partition !== DEFAULT_DAILY_PARTITION || row.baselineDays < MIN_BASELINE_DAYS)
    return []
  const events: PostEvent[] = []
  const day = dayOf(row.start)
  const fall = STREAM_POST_RULES.buzz_fall
  const average = row.buzz > 0 ? row.figures.weightedVolume / row.buzz : null
  if (row.buzz <= fall.maxBuzz && average !== null && average >= fall.minAverage) {
    events.push({
      type: 'buzz_fall',
      titleId: row.titleId,
      time: row.end,
      dedupKey: `buzz_fall:${row.titleId}:${day}`,
      from: row.start,
      to: row.end,
      figures: { ...bucketFigures(row), usual_volume: round(average, 1) },
    })
  }
  const swing = STREAM_POST_RULES.sentiment_swing
  const mean = row.figures.sentimentMean
  if (mean !== null && previousSentimentScore !== null && row.figures.scored >= swing.minScored) {
    const shift = sentimentScore(mean) - previousSentimentScore
    if (Math.abs(shift) >= swing.minShift) {
      events.push({
        type: 'sentiment_swing',
        titleId: row.titleId,
        time: row.end,
        dedupKey: `sentiment_swing:${row.titleId}:${day}`,
        from: row.start,
        to: row.end,
        figures: {
          ...bucketFigures(row),
          previous_sentiment_score: previousSentimentScore,
          shift: round(shift, 1),
        },
      })
    }
  }
  return events
}

/** An earnings release message is news in itself: one post per title and day. */
export function earningsEvent(message: StoredMessage): PostEvent | null {
  const titleId = message.primaryTitleId ?? message.titleIds[0]
  if (message.type !== 'earnings' || titleId === undefined) return null
  const at = message.messageTime.getTime()
  return {
    type: 'earnings',
    titleId,
    time: at,
    dedupKey: `earnings:${titleId}:${dayOf(at)}`,
    from: at - STREAM_POST_RULES.key_event.windowMs,
    to: at,
    figures: {},
    messageId: message.id,
  }
}

/** A release of a title's earnings calendar (the earnings table). */
export interface CalendarRelease {
  /** YYYY-MM-DD (UTC). */
  releaseDate: string
  consensus: number | null
  /** Earnings per share; null until published. */
  actual: number | null
}

/**
 * The release an earnings message on `at` reports: one dated that day or the day before (a
 * report after the close is discussed the next morning). None means the message is a preview or
 * an aside ('Earnings preview: results due'), not a release, when the title has a calendar.
 */
export function releaseOfMessage(at: number, calendar: readonly CalendarRelease[]): CalendarRelease | null {
  const today = dayOf(at)
  const yesterday = dayOf(at - DAY_MS)
  return (
    calendar.find((r) => r.releaseDate === today) ?? calendar.find((r) => r.releaseDate === yesterday) ?? null
  )
}

/** An earnings event tied to its release: one post per release, with the figures known so far. */
export function withRelease(event: PostEvent, release: CalendarRelease): PostEvent {
  return {
    ...event,
    dedupKey: `earnings:${event.titleId}:${release.releaseDate}`,
    figures: { ...event.figures, eps_actual: release.actual, eps_consensus: release.consensus },
  }
}

/** (title, key event) pairs a message may complete a cluster of; the store counts the cluster. */
export function keyEventCandidates(message: StoredMessage): Array<{ titleId: number; keyEventId: number }> {
  const titleId = message.primaryTitleId ?? message.titleIds[0]
  if (titleId === undefined || message.authorCategory === 'bots') return []
  const out: Array<{ titleId: number; keyEventId: number }> = []
  for (const [id, score] of Object.entries(message.keyEvents)) {
    if (score >= STREAM_POST_RULES.key_event.minScore && !EARNINGS_KEY_EVENTS.has(id))
      out.push({ titleId, keyEventId: Number(id) })
  }
  return out
}

export interface KeyEventCluster {
  titleId: number
  keyEventId: number
  messages: number
  sources: number
  last: number
}

export function keyEventEvent(cluster: KeyEventCluster): PostEvent | null {
  const rule = STREAM_POST_RULES.key_event
  if (cluster.messages < rule.minMessages || cluster.sources < rule.minSources) return null
  return {
    type: 'key_event',
    titleId: cluster.titleId,
    time: cluster.last,
    dedupKey: `key_event:${cluster.titleId}:${cluster.keyEventId}:${dayOf(cluster.last)}`,
    from: cluster.last - rule.windowMs,
    to: cluster.last,
    figures: { messages: cluster.messages, sources: cluster.sources, key_event_id: cluster.keyEventId },
    keyEventId: cluster.keyEventId,
  }
}

/** The standard price/buzz alert (a daily close ≥ 3 % away on a 2× day) as a post. */
export function priceMoveFromTrigger(trigger: TriggerRecord): PostEvent | null {
  if (trigger.kind !== 'price_buzz' || trigger.ruleId !== null) return null
  const move = numberOr(trigger.data.move)
  const start = numberOr(trigger.data.bucket_start) ?? trigger.triggeredAt - DAY_MS
  // The alert needs 2 authors; a post wants as much talk as an intraday move does.
  const messages = numberOr(trigger.data.messages)
  if (move === null || messages === null || messages < STREAM_POST_RULES.price_move.minMessages) return null
  return {
    type: 'price_move',
    titleId: trigger.titleId,
    time: trigger.triggeredAt,
    dedupKey: `price_move:${trigger.titleId}:${dayOf(start)}`,
    from: start,
    to: trigger.triggeredAt,
    figures: {
      move: round(move, 4),
      close: numberOr(trigger.data.close),
      previous_close: numberOr(trigger.data.previous_close),
      buzz: round(numberOr(trigger.data.buzz) ?? 0),
      messages: numberOr(trigger.data.messages),
      authors: numberOr(trigger.data.unique_authors),
      sentiment_score: numberOr(trigger.data.sentiment_score),
    },
  }
}

/** An intraday price (10-minute quote) already 3 % away from the last close while buzz is up. */
export function intradayPriceMove(input: {
  titleId: number
  time: number
  price: number
  previousClose: number
  /** The day's buzz so far, its messages and their authors. */
  buzz: number
  messages: number
  authors: number
}): PostEvent | null {
  const rule = STREAM_POST_RULES.price_move
  if (input.previousClose <= 0 || input.buzz < rule.minBuzz || input.messages < rule.minMessages) return null
  const move = input.price / input.previousClose - 1
  if (Math.abs(move) < rule.minMove) return null
  return {
    type: 'price_move',
    titleId: input.titleId,
    time: input.time,
    dedupKey: `price_move:${input.titleId}:${dayOf(input.time)}`,
    from: input.time - 3 * 3_600_000,
    to: input.time,
    figures: {
      move: round(move, 4),
      close: input.price,
      previous_close: input.previousClose,
      buzz: round(input.buzz),
      messages: input.messages,
      authors: input.authors,
    },
  }
}

function numberOr(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
