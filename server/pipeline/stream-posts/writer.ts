import type { Logger } from 'pino'
import { DEFAULT_DAILY_PARTITION, type StreamPost } from '../../../src/core'
import type { Database } from '../../db'
import type { StoredMessage, StoredQuote } from '../contract'
import type { RollupRow } from '../rollups/engine'
import type { TriggerRecord } from '../triggers/standard'
import { causesSentimentScore, composePost } from './compose'
import {
  buzzRiseEvent,
  closedDayEvents,
  earningsEvent,
  intradayPriceMove,
  keyEventCandidates,
  keyEventEvent,
  type PostEvent,
  priceMoveFromTrigger,
  releaseOfMessage,
  STREAM_POST_RULES,
  withRelease,
} from './detect'
import {
  existingDedupKeys,
  insertStreamPosts,
  keyEventClusters,
  loadCalendars,
  loadCauses,
  loadTitleFacts,
  type NewStreamPost,
  previousCloses,
} from './store'
import { streamPostOf } from './wire'

/** What one analytics batch hands the writer. */
export interface PostObservation {
  /** Buckets the batch moved (open, or written closed because it completed them), and the ones closed. */
  rows: readonly RollupRow[]
  closed: readonly RollupRow[]
  /** Sentiment score of each closed daily bucket's previous day, by `titleId`. */
  previousDayScore: ReadonlyMap<number, number | null>
  messages: readonly StoredMessage[]
  triggers: readonly TriggerRecord[]
}

export interface StreamPostWriterDeps {
  db: Database
  logger: Logger
  /** Sends a written post live (the analytics half decides what is recent). */
  publish: (post: StreamPost) => void
  /** Origin images are answered from (application §3); null keeps the source's URL. */
  imageHost: string | null
}

/** Dedup keys remembered per process, so a sustained event costs no query per batch. */
const KNOWN_KEYS_KEPT = 20_000

/**
 * Turns what the rollups and the ingest saw into AI updates: detects events, skips the ones
 * already written, reads their cause messages, composes and stores the posts, publishes the new
 * ones. Work is per event (rare), never per message.
 */
export class StreamPostWriter {
  private readonly known = new Set<string>()
  /** The day's buzz so far per title (for intraday price moves). */
  private readonly dailyBuzz = new Map<
    number,
    { start: number; buzz: number; messages: number; authors: number }
  >()
  private written = 0

  constructor(private readonly deps: StreamPostWriterDeps) {}

  get postsWritten(): number {
    return this.written
  }

  async observe(input: PostObservation): Promise<void> {
    const events: PostEvent[] = []
    const lastMessageAt = new Map<number, number>()
    for (const message of input.messages) {
      const at = message.messageTime.getTime()
      for (const id of message.titleIds) lastMessageAt.set(id, Math.max(lastMessageAt.get(id) ?? 0, at))
      const earnings = earningsEvent(message)
      if (earnings) events.push(earnings)
    }
    for (const row of [...input.rows, ...input.closed]) {
      if (row.partition !== DEFAULT_DAILY_PARTITION) continue
      const seen = this.dailyBuzz.get(row.titleId)
      if (!seen || seen.start <= row.start)
        this.dailyBuzz.set(row.titleId, {
          start: row.start,
          buzz: row.buzz,
          messages: row.figures.messages,
          authors: row.figures.uniqueAuthors,
        })
    }
    // A rise is news while it happens: only buckets this batch's messages moved.
    for (const row of input.rows) {
      const at = lastMessageAt.get(row.titleId)
      const rise = at === undefined ? null : buzzRiseEvent(row, at)
      if (rise) events.push(rise)
    }
    for (const row of input.closed)
      events.push(...closedDayEvents(row, input.previousDayScore.get(row.titleId) ?? null))
    for (const trigger of input.triggers) {
      const move = priceMoveFromTrigger(trigger)
      if (move) events.push(move)
    }
    events.push(...(await this.keyEventClusters(input.messages)))
    await this.write(events)
  }

  /** Intraday quotes: a sharp move against the last close while the title's buzz is up. */
  async quotes(batch: readonly StoredQuote[]): Promise<void> {
    const latest = new Map<number, StoredQuote>()
    for (const quote of batch) {
      if (quote.interval !== '10m') continue
      const rule = STREAM_POST_RULES.price_move
      const day = this.dailyBuzz.get(quote.titleId)
      // The day's bucket must be the quote's (a quote of an earlier day has no buzz here).
      if (!day || day.buzz < rule.minBuzz || day.messages < rule.minMessages) continue
      if (quote.t.getTime() < day.start || quote.t.getTime() >= day.start + 86_400_000) continue
      const seen = latest.get(quote.titleId)
      if (!seen || seen.t < quote.t) latest.set(quote.titleId, quote)
    }
    if (latest.size === 0) return
    const events: PostEvent[] = []
    for (const quote of latest.values()) {
      const midnight = Math.floor(quote.t.getTime() / 86_400_000) * 86_400_000
      const closes = await previousCloses(this.deps.db, [quote.titleId], midnight)
      const previousClose = closes.get(quote.titleId)
      const day = this.dailyBuzz.get(quote.titleId)
      if (previousClose === undefined || !day) continue
      const event = intradayPriceMove({
        titleId: quote.titleId,
        time: quote.t.getTime(),
        price: quote.c,
        previousClose,
        buzz: day.buzz,
        messages: day.messages,
        authors: day.authors,
      })
      if (event) events.push(event)
    }
    await this.write(events)
  }

  /** One check per (title, key event) a batch touched: the store counts the hour's messages. */
  private async keyEventClusters(messages: readonly StoredMessage[]): Promise<PostEvent[]> {
    const touched = new Map<string, { titleId: number; keyEventId: number; at: number }>()
    for (const message of messages) {
      const at = message.messageTime.getTime()
      for (const candidate of keyEventCandidates(message)) {
        const key = `${candidate.titleId}:${candidate.keyEventId}`
        const day = new Date(at).toISOString().slice(0, 10)
        if (this.known.has(`key_event:${key}:${day}`)) continue
        const seen = touched.get(key)
        if (!seen || seen.at < at) touched.set(key, { ...candidate, at })
      }
    }
    const windowMs = STREAM_POST_RULES.key_event.windowMs
    const clusters = await keyEventClusters(
      this.deps.db,
      [...touched.values()].map(({ titleId, keyEventId, at }) => ({
        titleId,
        keyEventId,
        from: at - windowMs,
        to: at,
      })),
    )
    const events: PostEvent[] = []
    for (const cluster of clusters) {
      const event = keyEventEvent(cluster)
      if (event) events.push(event)
    }
    return events
  }

  private remember(key: string): void {
    if (this.known.size >= KNOWN_KEYS_KEPT) this.known.clear()
    this.known.add(key)
  }

  private async write(candidates: readonly PostEvent[]): Promise<void> {
    const fresh = new Map<string, PostEvent>()
    for (const event of candidates) if (!this.known.has(event.dedupKey)) fresh.set(event.dedupKey, event)
    if (fresh.size === 0) return
    const { db } = this.deps
    const existing = await existingDedupKeys(db, [...fresh.keys()])
    for (const key of existing) {
      this.remember(key)
      fresh.delete(key)
    }
    if (fresh.size === 0) return
    const facts = await loadTitleFacts(
      db,
      [...fresh.values()].map((event) => event.titleId),
    )
    const earnings = [...fresh.values()].filter((e) => e.type === 'earnings')
    const times = earnings.map((e) => e.time)
    const calendars =
      earnings.length === 0
        ? new Map()
        : await loadCalendars(
            db,
            earnings.map((e) => e.titleId),
            Math.min(...times),
            Math.max(...times),
          )
    const postable = [...fresh.values()].flatMap((event) => {
      const title = facts.get(event.titleId)
      if (!title) return []
      if (event.type !== 'earnings') return [{ event, title }]
      // Earnings are a company's (a release message linked to an index is about its members).
      if (title.type !== 'company') return []
      // Where the title has an earnings calendar, the release must be on it.
      const calendar = calendars.get(event.titleId)
      if (!calendar) return [{ event, title }]
      const release = releaseOfMessage(event.time, calendar)
      return release ? [{ event: withRelease(event, release), title }] : []
    })
    const causesOf = await loadCauses(
      db,
      postable.map(({ event }) => ({
        titleId: event.titleId,
        from: event.from,
        to: event.to,
        keyEventId: event.keyEventId,
      })),
    )
    const posts: NewStreamPost[] = []
    for (const [index, { event, title }] of postable.entries()) {
      const causes = causesOf[index] ?? []
      const figures = { ...event.figures }
      if (!('sentiment_score' in figures)) figures.sentiment_score = causesSentimentScore(causes)
      if (event.type === 'earnings') figures.messages = causes.length
      const composed = composePost({ ...event, figures }, title, causes)
      posts.push({
        time: event.time,
        type: event.type,
        region: composed.region,
        titleIds: [event.titleId],
        titleType: title.type,
        titleName: title.name,
        headline: composed.headline,
        text: composed.text,
        sources: composed.sources,
        imageUrl: composed.imageUrl,
        figures,
        dedupKey: event.dedupKey,
      })
    }
    const written = await insertStreamPosts(db, posts)
    for (const post of posts) this.remember(post.dedupKey)
    this.written += written.length
    if (written.length > 0) this.deps.logger.debug({ posts: written.length }, 'stream posts written')
    for (const post of written.sort((a, b) => a.time - b.time))
      this.deps.publish(streamPostOf(post, this.deps.imageHost))
  }
}
