import type { Logger } from 'pino'
import { DAY_MS, DEFAULT_DAILY_PARTITION, HOURLY_PARTITION, partitionSpec } from '../../src/core'
import type { Database } from '../db'
import type { LivePublisher } from '../live/publisher'
import type { PushDelivery } from '../push/delivery'
import type { StoredDataListener, StoredMessage, StoredQuote } from './contract'
import { buzzUpdateOf, liveMessageOf, liveSignalOf } from './live-payloads'
import type { BaselineOf, Executor } from './rollups/bucket-sql'
import { writeCompletedBuckets } from './rollups/completed-store'
import { bucketKey, closingWaves, type RollupEngine, type RollupRow, seriesKey } from './rollups/engine'
import {
  createRollupEngine,
  loadMissingHistories,
  recoverOpenBuckets,
  seriesOfBuckets,
} from './rollups/recover'
import { applyDeltas, closeBuckets, loadSeriesTails, orphanedBuckets, remeasureOpen } from './rollups/store'
import { StreamPostWriter } from './stream-posts'
import { decidedEarly, metricsOf, type RuleMetrics } from './triggers/comparators'
import { evaluateStandardRules, type TriggerRecord } from './triggers/standard'
import { insertTriggers, loadDailyQuotes, loadReleaseDates, titleNames, withReleases } from './triggers/store'
import {
  evaluateBuzzRules,
  evaluateFollowRules,
  evaluateMessageRules,
  rulePartition,
  UserRules,
} from './triggers/user-rules'

/**
 * The analytics half of the pipeline: rollups → triggers → live publish. The ingest half calls
 * `messagesStored`/`quotesStored` after each committed batch, in commit order; work is done one
 * batch at a time. `start()` begins the quiet-feed clock; `stop()` ends it and waits for work.
 *
 * Live publish covers recent data only (the bucket, message or quote is within one bucket /
 * LIVE_RECENT_MS of now), so a 90-day backfill fills the store without flooding sockets.
 */
export interface Analytics extends StoredDataListener {
  start(): Promise<void>
  stop(): Promise<void>
  /** Resolves when every batch handed over so far is processed. */
  idle(): Promise<void>
  stats(): AnalyticsStats
}

export interface AnalyticsStats {
  messages: number
  lateCounts: number
  bucketsWritten: number
  bucketsClosed: number
  /** Of those, written closed by the batch that completed them (rollups/complete.ts). */
  bucketsCompleted: number
  triggers: number
  streamPosts: number
  openBuckets: number
  watermark: number
}

export interface AnalyticsDeps {
  db: Database
  live: LivePublisher
  logger: Logger
  clock?: () => number
  /** How often the quiet-feed clock runs (ms); 0 turns it off (tests drive `advance`). */
  tickMs?: number
  /** Origin stream-post images are answered from; null keeps the source's URL. */
  imageHost?: string | null
  /** Web Push of users' alerts (the app may be closed); absent: live only. */
  push?: PushDelivery
}

/** Messages younger than this are pushed live; older ones are history. */
export const LIVE_RECENT_MS = 60 * 60_000
/** Alerts and quote ticks of the last day are pushed live. */
export const LIVE_SIGNAL_RECENT_MS = 24 * 60 * 60_000
/**
 * Without a batch for QUIET_FEED_MS, stream time follows the clock (a quiet live feed), but only
 * once the stream has reached the last LIVE_HORIZON_MS: a backfill far behind is never closed early.
 */
export const QUIET_FEED_MS = 30_000
export const LIVE_HORIZON_MS = 2 * 60 * 60_000
const PREVIOUS_KEPT = 4
/** How often (in live stream time) open hours and days are measured again. */
export const REMEASURE_MS = 10 * 60_000
/** Buckets closed per pass; a long backfill closes the rest on the next batches. */
const CLOSE_LIMIT = 20_000

interface Written {
  /** The open buckets' figures after the batch. */
  rows: RollupRow[]
  /** Buckets the batch completed, written closed (rollups/complete.ts). */
  completed: RollupRow[]
  late: number
}

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const { db, live, logger } = deps
  const clock = deps.clock ?? Date.now
  const engine: RollupEngine = createRollupEngine()
  const userRules = new UserRules(db)
  /** Buzz and metrics of the last closed buckets per series (moving buzz, r/f comparators). */
  const previous = new Map<string, { buzz: number[]; metrics: RuleMetrics | null }>()
  const stats = {
    messages: 0,
    lateCounts: 0,
    bucketsWritten: 0,
    bucketsClosed: 0,
    bucketsCompleted: 0,
    triggers: 0,
  }
  const posts = new StreamPostWriter({
    db,
    logger,
    imageHost: deps.imageHost ?? null,
    publish: (post) => {
      if (post.time >= clock() - LIVE_SIGNAL_RECENT_MS) live.post(post)
    },
  })
  let queue: Promise<void> = Promise.resolve()
  let lastBatchAt = Number.NEGATIVE_INFINITY
  let timer: ReturnType<typeof setInterval> | null = null
  /** Bucket figures a batch's ingest transaction wrote, until the batch is processed after commit. */
  const written = new WeakMap<readonly StoredMessage[], Written>()
  /** Stream time a batch being written reaches (ahead of the watermark until it is processed). */
  let writingUpTo = Number.NEGATIVE_INFINITY
  const baselineOf: BaselineOf = (bucket) =>
    engine.baselineOf(bucket.partition, bucket.titleId, bucket.start, Math.max(engine.watermark, writingUpTo))
  /** The stream-time slot open hours and days were last measured in (see remeasureInProgress). */
  let measuredInSlot = Number.NEGATIVE_INFINITY

  /** Adds a batch to the stored buckets (in the caller's transaction). */
  async function writeRollups(ex: Executor, batch: readonly StoredMessage[]): Promise<Written> {
    let earliest = Number.POSITIVE_INFINITY
    let latest = Number.NEGATIVE_INFINITY
    for (const message of batch) {
      earliest = Math.min(earliest, message.messageTime.getTime())
      latest = Math.max(latest, message.messageTime.getTime())
    }
    await loadMissingHistories(ex, engine, engine.seriesOf(batch).values(), earliest, clock())
    writingUpTo = Math.min(latest, clock())
    const { deltas, late } = engine.deltasOf(batch)
    // Stream time after this batch is its latest message time: what ends before it (less the
    // lateness) closes right after the commit, and the batch can write it closed itself.
    const dueBefore = Math.min(latest, clock()) - engine.latenessMs
    const { completed, rest } = await writeCompletedBuckets(ex, deltas, dueBefore, baselineOf)
    const rows = await applyDeltas(ex, rest, baselineOf)
    // Deltas another node's close beat to their bucket are late too.
    const taken = new Set(rows.map(bucketKey))
    let closedMeanwhile = 0
    for (const delta of rest) if (!taken.has(bucketKey(delta))) closedMeanwhile += delta.messages
    return { rows, completed, late: late + closedMeanwhile }
  }

  function enqueue(work: () => Promise<void>): Promise<void> {
    const next = queue.then(work)
    queue = next.catch((error: unknown) => logger.error({ err: error }, 'analytics batch failed'))
    return next
  }

  function isRecent(row: RollupRow, now: number): boolean {
    return row.end + (row.end - row.start) >= now && row.start <= now
  }

  async function fireTriggers(records: readonly TriggerRecord[]): Promise<void> {
    const fresh = await insertTriggers(db, await withReleases(db, records))
    const followed = evaluateFollowRules(await userRules.refresh(clock()), fresh)
    const stored = followed.length > 0 ? [...fresh, ...(await insertTriggers(db, followed))] : fresh
    stats.triggers += stored.length
    const now = clock()
    const recent = stored.filter((trigger) => trigger.triggeredAt >= now - LIVE_SIGNAL_RECENT_MS)
    const names = await titleNames(
      db,
      recent.map((trigger) => trigger.titleId),
    )
    for (const trigger of recent) {
      const signal = liveSignalOf(trigger, names)
      const userId = trigger.data.user_id
      if (trigger.ruleId === null) live.stdSignal(signal)
      else if (typeof userId === 'number') {
        live.signal(userId, signal)
        deps.push
          ?.deliver(userId, signal)
          .catch((error: unknown) => logger.warn({ err: error }, 'web push failed'))
      }
    }
  }

  /**
   * Series closing a bucket for the first time in this process (after a restart, or first seen
   * here while another node ingested before) take their comparator memory from the stored buckets.
   */
  async function rememberStoredSeries(closed: readonly RollupRow[]): Promise<void> {
    const unknown = new Map<string, { partition: string; titleId: number; start: number }>()
    for (const row of closed) {
      const key = seriesKey(row.partition, row.titleId)
      if (previous.has(key)) continue
      const known = unknown.get(key)
      if (!known || row.start < known.start)
        unknown.set(key, { partition: row.partition, titleId: row.titleId, start: row.start })
    }
    const tails = await loadSeriesTails(db, unknown, PREVIOUS_KEPT)
    for (const key of unknown.keys()) {
      const tail = tails.get(key)
      const last = tail?.buzz.at(-1)
      previous.set(key, {
        buzz: tail?.buzz ?? [],
        metrics: tail === undefined || last === undefined ? null : metricsOf(last, tail.lastSentimentMean),
      })
    }
  }

  /** What closing buckets fired: the standard alerts, and each closed day's previous-day score. */
  interface ClosedOutcome {
    standard: TriggerRecord[]
    previousDayScore: Map<number, number | null>
  }

  async function evaluateClosed(closed: readonly RollupRow[]): Promise<ClosedOutcome> {
    const outcome: ClosedOutcome = { standard: [], previousDayScore: new Map() }
    if (closed.length === 0) return outcome
    const rules = await userRules.refresh(clock())
    const daily = closed.filter((row) => row.partition === DEFAULT_DAILY_PARTITION)
    const dailyTitles = [...new Set(daily.map((row) => row.titleId))]
    let from = Number.POSITIVE_INFINITY
    let to = Number.NEGATIVE_INFINITY
    for (const row of daily) {
      from = Math.min(from, row.start)
      to = Math.max(to, row.end)
    }
    const [releases, quotes] = daily.length
      ? await Promise.all([
          loadReleaseDates(db, dailyTitles, from - DAY_MS, to + 8 * DAY_MS),
          loadDailyQuotes(db, dailyTitles, from, to),
        ])
      : [new Map<number, string[]>(), new Map<number, { t: number; c: number }[]>()]
    await rememberStoredSeries(closed)
    const records: TriggerRecord[] = []
    for (const row of closed) {
      const key = seriesKey(row.partition, row.titleId)
      const before = previous.get(key) ?? { buzz: [], metrics: null }
      const standard = evaluateStandardRules(row, {
        previousBuzz: before.buzz,
        releaseDates: releases.get(row.titleId) ?? [],
        dailyQuotes: quotes.get(row.titleId) ?? [],
      })
      outcome.standard.push(...standard)
      if (row.partition === DEFAULT_DAILY_PARTITION)
        outcome.previousDayScore.set(row.titleId, before.metrics?.s ?? null)
      records.push(...standard, ...evaluateBuzzRules(rules, row, before.metrics))
      previous.set(key, {
        buzz: [...before.buzz, row.buzz].slice(-PREVIOUS_KEPT),
        metrics: metricsOf(row.buzz, row.figures.sentimentMean),
      })
    }
    await fireTriggers(records)
    return outcome
  }

  /** Rules an open bucket can already decide (buzz above, rose by) alert as soon as it crosses. */
  async function evaluateOpen(open: readonly RollupRow[]): Promise<void> {
    if (open.length === 0) return
    const rules = (await userRules.refresh(clock())).filter(
      (rule) => rule.body.rule_type === 'buzz_patterns' && decidedEarly(rule.body.rule_set ?? []),
    )
    const watched = open.filter((row) =>
      rules.some((rule) => rule.titles?.has(row.titleId) && rulePartition(rule.body) === row.partition),
    )
    if (watched.length === 0) return
    await rememberStoredSeries(watched)
    const records = watched.flatMap((row) =>
      evaluateBuzzRules(rules, row, previous.get(seriesKey(row.partition, row.titleId))?.metrics ?? null),
    )
    await fireTriggers(records)
  }

  /**
   * An hour or a day in progress is measured against the part of a normal one behind it, which
   * grows as it goes on: once per REMEASURE_MS of live stream time, the open ones this batch did
   * not write are measured again (a title that went quiet at 09:00 must not keep its 09:00 buzz).
   */
  async function remeasureInProgress(written: ReadonlySet<string>): Promise<RollupRow[]> {
    const slot = Math.floor(engine.watermark / REMEASURE_MS)
    if (slot <= measuredInSlot || engine.watermark < clock() - LIVE_HORIZON_MS) return []
    measuredInSlot = slot
    const buckets = engine.openInProgress().filter((bucket) => !written.has(bucketKey(bucket)))
    if (buckets.length === 0) return []
    // A day is measured with its title's hours: their history is needed too.
    const hourly = partitionSpec(HOURLY_PARTITION)
    const series = new Map(
      seriesOfBuckets(buckets).map((one) => [seriesKey(one.spec.name, one.titleId), one]),
    )
    if (hourly)
      for (const { titleId } of buckets)
        series.set(seriesKey(hourly.name, titleId), { spec: hourly, titleId })
    // Only series never loaded here (after a restart): a history some minutes old measures as well.
    const unknown = [...series.values()].filter(({ spec, titleId }) => !engine.historyOf(spec.name, titleId))
    const before = Math.min(...buckets.map((bucket) => bucket.start))
    if (unknown.length > 0) await loadMissingHistories(db, engine, unknown, before, clock())
    return remeasureOpen(db, buckets, baselineOf)
  }

  /** Closes what stream time passed (whatever node wrote it), then publishes the buckets written. */
  async function closeAndPublish(
    open: readonly RollupRow[],
    completed: readonly RollupRow[] = [],
  ): Promise<{ closed: RollupRow[]; outcome: ClosedOutcome }> {
    // Their volumes are in the history before any bucket due now is measured against it.
    engine.closed(completed)
    const mine = engine.due()
    const due = [...mine, ...(await orphanedBuckets(db, engine.closeBefore, CLOSE_LIMIT))]
    if (due.length > 0) {
      const before = Math.min(...due.map((bucket) => bucket.start))
      await loadMissingHistories(db, engine, seriesOfBuckets(due), before, clock())
    }
    const closed: RollupRow[] = []
    for (const wave of closingWaves(due)) {
      const rows = await closeBuckets(db, wave, baselineOf)
      engine.closed(rows)
      closed.push(...rows)
    }
    closed.push(...completed)
    closed.sort((a, b) => a.end - b.end)
    engine.forget(mine)
    const closedKeys = new Set(closed.map(bucketKey))
    const stillOpen: RollupRow[] = []
    const rebased: RollupRow[] = []
    for (const row of open) {
      if (closedKeys.has(bucketKey(row))) continue
      // Buckets closed just now may be part of an open bucket's baseline.
      const baseline = baselineOf(row)
      const buzz = row.figures.weightedVolume / baseline.average
      if (buzz === row.buzz) stillOpen.push(row)
      else {
        const updated = { ...row, buzz, baselineDays: baseline.days }
        stillOpen.push(updated)
        rebased.push(updated)
      }
    }
    // In key order, like the ingest: the same statement as the 10-minute pass below.
    await remeasureOpen(db, rebased, baselineOf)
    const remeasured = await remeasureInProgress(new Set(open.map(bucketKey)))
    const rows = [...stillOpen, ...remeasured, ...closed]
    stats.bucketsWritten += rows.length
    stats.bucketsClosed += closed.length
    const now = clock()
    for (const row of rows) if (isRecent(row, now)) live.buzz(buzzUpdateOf(row, now))
    await evaluateOpen(stillOpen.filter((row) => isRecent(row, now)))
    return { closed, outcome: await evaluateClosed(closed) }
  }

  async function processMessages(batch: readonly StoredMessage[]): Promise<void> {
    if (batch.length === 0) return
    lastBatchAt = clock()
    // A batch handed over without its ingest transaction (tests, tools) is written here.
    const done = written.get(batch) ?? (await db.transaction((tx) => writeRollups(tx, batch)))
    written.delete(batch)
    engine.remember(done.rows)
    engine.observe(batch, clock())
    stats.messages += batch.length
    stats.lateCounts += done.late
    stats.bucketsCompleted += done.completed.length
    const { closed, outcome } = await closeAndPublish(done.rows, done.completed)

    const messages = [...batch].sort((a, b) => a.messageTime.getTime() - b.messageTime.getTime())
    const now = clock()
    const rules = await userRules.refresh(now)
    const records: TriggerRecord[] = []
    for (const message of messages) {
      if (rules.length > 0) records.push(...evaluateMessageRules(rules, message))
      if (message.messageTime.getTime() < now - LIVE_RECENT_MS) continue
      live.message(liveMessageOf(message))
    }
    await fireTriggers(records)
    await posts.observe({
      rows: [...done.rows, ...done.completed],
      closed,
      previousDayScore: outcome.previousDayScore,
      messages: batch,
      triggers: outcome.standard,
    })
  }

  async function processQuotes(batch: readonly StoredQuote[]): Promise<void> {
    const now = clock()
    for (const quote of batch) {
      const t = quote.t.getTime()
      if (t >= now - LIVE_SIGNAL_RECENT_MS && t <= now + 60_000)
        live.tick({ id: quote.titleId, value: quote.c, time: t })
    }
    await posts.quotes(batch)
  }

  async function quietFeedTick(): Promise<void> {
    const now = clock()
    if (now - lastBatchAt < QUIET_FEED_MS || engine.watermark < now - LIVE_HORIZON_MS) return
    engine.advance(now)
    const { closed, outcome } = await closeAndPublish([])
    await posts.observe({
      rows: [],
      closed,
      previousDayScore: outcome.previousDayScore,
      messages: [],
      triggers: outcome.standard,
    })
  }

  return {
    async messagesCommitting(tx, batch) {
      if (batch.length > 0) written.set(batch, await writeRollups(tx, batch))
    },
    messagesStored: (batch) => enqueue(() => processMessages(batch)),
    quotesStored: (batch) => enqueue(() => processQuotes(batch)),
    async start() {
      await enqueue(async () => {
        const restored = await recoverOpenBuckets(db, engine, clock(), baselineOf)
        if (restored > 0) logger.info({ openBuckets: restored }, 'rollups: open buckets found at start')
      })
      const tickMs = deps.tickMs ?? 5000
      if (tickMs > 0 && timer === null) {
        timer = setInterval(() => {
          // Failures are logged by the queue; the next tick tries again.
          enqueue(quietFeedTick).catch(() => undefined)
        }, tickMs)
        timer.unref()
      }
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await queue
    },
    idle: () => queue,
    stats: () => ({
      ...stats,
      streamPosts: posts.postsWritten,
      openBuckets: engine.openCount,
      watermark: engine.watermark,
    }),
  }
}
