import { inArray } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { IngestMessage } from '../../src/core'
import type { Database } from '../db'
import { titles } from '../db/schema'
import { type AuthorVerdict, judgeAuthor, recordDuplicate, recordPost } from './authors/behaviour'
import type { StoredDataListener, StoredMessage, StoredQuote } from './contract'
import { type EnrichedMessage, enrichBatch } from './enrich'
import type { EnrichThread } from './enrich-thread'
import { InventoryLinker } from './linking/inventory'
import type { SentimentModel } from './sentiment/types'
import { authorKey, loadAuthors, saveAuthors } from './store/authors'
import {
  DUPLICATE_TEXT_WINDOW_MS,
  existingSourceIds,
  insertMessages,
  type MessageToStore,
  recentTexts,
  sourceKey,
  textKey,
} from './store/messages'
import {
  type DividendPayment,
  type EarningsDate,
  fillSharesOutstanding,
  insertDividends,
  insertEarnings,
  insertQuotes,
  insertShortSales,
  type SharesOutstanding,
  type ShortSaleRecord,
} from './store/quotes'

export interface PipelineOptions {
  db: Database
  /** null: every message is stored unscored. */
  sentiment: SentimentModel | null
  listeners?: readonly StoredDataListener[]
  logger?: Logger
  /** How often the linker checks the inventory for changes (default 30 s). */
  inventoryCheckMs?: number
  /**
   * Enriches in this worker thread (which loads the same sentiment model: `sentiment` must be the
   * pipeline's default, or null for both). Without it, or once it failed, enrichment runs here.
   */
  enrichThread?: EnrichThread | null
}

export interface BatchOutcome {
  stored: StoredMessage[]
  /** Dropped: same source id, or same text from the same author within the window. */
  duplicates: number
}

const URL_IN_TEXT = /https?:\/\//
/**
 * Enrichment yields to the event loop after this much work. Short: the database's answers (PGlite
 * in its thread, PostgreSQL's sockets) wait on this thread, and a batch's transaction is a chain of
 * statements; with 30 ms slices the database sat idle a third of the time (2,200 → 2,650 msg/s on
 * PGlite, 3,200 → 4,100 on PostgreSQL at 0.5 ms).
 */
const ENRICH_SLICE_MS = 0.5
/** Messages enriched together between two checks of the slice's time (about 0.5 ms of work). */
const ENRICH_SLICE_MESSAGES = 8
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * ingest → normalise → language → instruments → sentiment → key events → authors → store, then
 * the hand-over to rollups. One transaction per batch; batches commit one after another, and a
 * call resolves only once its batch is committed.
 */
export class IngestPipeline {
  readonly linker: InventoryLinker
  private readonly listeners: StoredDataListener[]
  private queue: Promise<unknown> = Promise.resolve()

  constructor(private readonly options: PipelineOptions) {
    this.linker = new InventoryLinker(options.db, options.inventoryCheckMs)
    this.listeners = [...(options.listeners ?? [])]
  }

  addListener(listener: StoredDataListener): void {
    this.listeners.push(listener)
  }

  /**
   * Enrichment (CPU on this thread) starts at once, outside the commit queue, so a caller that
   * keeps a second batch in flight has it enriched while the database writes the first.
   */
  ingest(batch: readonly IngestMessage[]): Promise<BatchOutcome> {
    const enriched = this.enrich(batch)
    // Its failure is the returned promise's; until the queue reaches it, it is not unhandled.
    enriched.catch(() => undefined)
    return this.serial(async () => this.store(batch.length, await enriched))
  }

  /**
   * The two halves of `ingest` apart, for the ingest bench's cost of each: enrichment (in the
   * enrichment thread when there is one) and the store with its hand-over to the listeners.
   */
  readonly stages = {
    enrich: (batch: readonly IngestMessage[]): Promise<EnrichedMessage[]> => this.enrich(batch),
    store: (enriched: readonly EnrichedMessage[]): Promise<BatchOutcome> =>
      this.serial(async () => this.store(enriched.length, enriched)),
  }

  storeQuotes(batch: readonly StoredQuote[]): Promise<void> {
    return this.serial(async () => {
      if (batch.length === 0) return
      await this.options.db.transaction((tx) => insertQuotes(tx, batch))
      await this.handOver((listener) => listener.quotesStored(batch))
    })
  }

  storeShortSales(rows: readonly ShortSaleRecord[]): Promise<void> {
    return this.serial(async () => {
      if (rows.length > 0) await this.options.db.transaction((tx) => insertShortSales(tx, rows))
    })
  }

  /** The ids among `ids` that name no stored title. */
  async unknownTitleIds(ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return []
    const known = await this.options.db
      .select({ id: titles.id })
      .from(titles)
      .where(inArray(titles.id, unique))
    const found = new Set(known.map((row) => row.id))
    return unique.filter((id) => !found.has(id))
  }

  storeEarnings(rows: readonly EarningsDate[]): Promise<void> {
    return this.serial(async () => {
      if (rows.length > 0) await this.options.db.transaction((tx) => insertEarnings(tx, rows))
    })
  }

  storeDividends(rows: readonly DividendPayment[]): Promise<void> {
    return this.serial(async () => {
      if (rows.length > 0) await this.options.db.transaction((tx) => insertDividends(tx, rows))
    })
  }

  /** Shares outstanding where a title has none (a listing's own count is kept). */
  storeSharesOutstanding(rows: readonly SharesOutstanding[]): Promise<void> {
    return this.serial(async () => {
      if (rows.length > 0) await this.options.db.transaction((tx) => fillSharesOutstanding(tx, rows))
    })
  }

  /** Resolves when everything queued so far is committed and handed over. */
  drain(): Promise<void> {
    return this.serial(async () => undefined)
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work)
    this.queue = run.catch(() => undefined)
    return run
  }

  private async handOver(call: (listener: StoredDataListener) => Promise<void>): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await call(listener)
      } catch (error) {
        // The batch is committed; a failing consumer must not fail the ingest.
        this.options.logger?.error({ err: error }, 'stored-data listener failed')
      }
    }
  }

  private async enrich(batch: readonly IngestMessage[]): Promise<EnrichedMessage[]> {
    if (batch.length === 0) return []
    const thread = this.options.enrichThread
    const enriched =
      thread && !thread.failed
        ? await thread.enrich(batch, await this.linker.titles()).catch((error: unknown) => {
            if (!thread.closed)
              this.options.logger?.error(
                { err: error },
                'enrichment thread failed: enriching on the main thread',
              )
            return this.enrichHere(batch)
          })
        : await this.enrichHere(batch)
    return enriched.sort((a, b) => a.messageTime.getTime() - b.messageTime.getTime())
  }

  /** Enriches in slices, letting other work (requests, the socket) run between them. */
  private async enrichHere(batch: readonly IngestMessage[]): Promise<EnrichedMessage[]> {
    const matcher = await this.linker.current()
    const enriched: EnrichedMessage[] = []
    let sliceStart = performance.now()
    for (let i = 0; i < batch.length; i += ENRICH_SLICE_MESSAGES) {
      if (performance.now() - sliceStart >= ENRICH_SLICE_MS) {
        await yieldToOthers()
        sliceStart = performance.now()
      }
      enriched.push(
        ...enrichBatch(batch.slice(i, i + ENRICH_SLICE_MESSAGES), matcher, this.options.sentiment),
      )
    }
    return enriched
  }

  private async store(received: number, enriched: readonly EnrichedMessage[]): Promise<BatchOutcome> {
    if (enriched.length === 0) return { stored: [], duplicates: 0 }
    const result = await this.options.db.transaction(async (tx) => {
      const known = await existingSourceIds(tx, enriched)
      const texts = await recentTexts(tx, enriched)
      const seenIds = new Set<string>()
      const fresh: EnrichedMessage[] = []
      const repeatedBy: EnrichedMessage[] = []
      for (const message of enriched) {
        const id = sourceKey(message.source, message.sourceId)
        if (known.has(id) || seenIds.has(id)) continue
        seenIds.add(id)
        if (message.author !== null) {
          const key = textKey(message.source, message.author, message.contentHash)
          const at = message.messageTime.getTime()
          const times = texts.get(key) ?? []
          if (times.some((t) => Math.abs(t - at) <= DUPLICATE_TEXT_WINDOW_MS)) {
            repeatedBy.push(message)
            continue
          }
          times.push(at)
          texts.set(key, times)
        }
        fresh.push(message)
      }

      const authorKeys = new Map<string, { source: string; author: string }>()
      for (const m of [...fresh, ...repeatedBy]) {
        if (m.author !== null)
          authorKeys.set(authorKey(m.source, m.author), { source: m.source, author: m.author })
      }
      const firstTime = enriched[0]?.messageTime ?? new Date()
      const records = await loadAuthors(tx, [...authorKeys.values()], firstTime)
      const verdicts = new Map<string, AuthorVerdict>()
      const toStore: MessageToStore[] = []
      // Fresh posts and repeats in time order: both count for the author's posting rhythm.
      const repeated = new Set(repeatedBy)
      const posts = [...fresh, ...repeatedBy].sort(
        (a, b) => a.messageTime.getTime() - b.messageTime.getTime(),
      )
      for (const m of posts) {
        const key = m.author === null ? null : authorKey(m.source, m.author)
        const record = key === null ? undefined : records.get(key)
        if (repeated.has(m)) {
          if (record) recordDuplicate(record.state, m.messageTime.getTime())
          continue
        }
        if (key === null || !record) {
          toStore.push({ message: m, authorCategory: 'regulars', authorImpact: 2 })
          continue
        }
        recordPost(record.state, {
          timeMs: m.messageTime.getTime(),
          hasLink: m.url !== null || URL_IN_TEXT.test(m.body),
          verified: m.authorVerified,
          followers: m.authorFollowers,
        })
        if (m.authorName) record.displayName = m.authorName
        if (m.messageTime < record.firstSeen) record.firstSeen = m.messageTime
        if (m.messageTime > record.lastSeen) record.lastSeen = m.messageTime
        const verdict = judgeAuthor(record.state)
        verdicts.set(key, verdict)
        toStore.push({ message: m, authorCategory: verdict.category, authorImpact: verdict.impact })
      }
      const ids = await insertMessages(tx, toStore)
      await saveAuthors(tx, [...records.values()], verdicts)
      const stored: StoredMessage[] = []
      for (const { message: m, authorCategory, authorImpact } of toStore) {
        const id = ids.get(sourceKey(m.source, m.sourceId))
        if (id === undefined) continue
        stored.push({
          id,
          source: m.source,
          sourceId: m.sourceId,
          type: m.type,
          author: m.author,
          messageTime: m.messageTime,
          lang: m.lang,
          sentiment: m.sentiment?.score ?? null,
          sentimentLabel: m.sentiment?.label ?? null,
          keyEvents: m.keyEvents,
          titleIds: m.titleIds,
          primaryTitleId: m.primaryTitleId,
          authorCategory,
          authorImpact,
          sub: m.sub,
          body: m.body,
          url: m.url,
          imageUrl: m.imageUrl,
          demo: m.demo,
          trendText: m.trendText,
        })
      }
      for (const listener of this.listeners) await listener.messagesCommitting?.(tx, stored)
      return { stored, duplicates: received - stored.length }
    })
    if (result.stored.length > 0) await this.handOver((listener) => listener.messagesStored(result.stored))
    return result
  }
}
