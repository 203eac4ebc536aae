import type { Logger } from 'pino'
import { type DemoHistory, NO_DEMO_HISTORY } from '../../../src/core'
import type { Database } from '../../db'
import type { Connector } from '../../pipeline/connectors/types'
import type { StoredQuote } from '../../pipeline/contract'
import type { BatchOutcome, IngestPipeline } from '../../pipeline/pipeline'
import type { ShortSaleRecord } from '../../pipeline/store/quotes'
import { readState, writeState } from '../../pipeline/store/state'
import { dividendsOf } from './dividends'
import { ReleaseCalendar } from './earnings'
import { DemoMessageGenerator } from './messages'
import { DAY_MS, dailyBar, liveBarsFrom, priceAt, sharesOutstanding, tenMinuteBars } from './prices'
import { demoShortSales } from './short-sales'
import { type DemoTitle, loadDemoTitles } from './titles'

export interface DemoFeedOptions {
  db: Database
  pipeline: IngestPipeline
  seed: number
  /** Messages per hour over all titles before bursts. */
  ratePerHour: number
  backfillDays: number
  logger?: Logger
  /** Live tick (default 10 s). */
  tickMs?: number
  now?: () => number
}

export interface BackfillReport {
  titles: number
  messages: number
  quotes: number
  earnings: number
  ms: number
}

/** Days of 10-minute bars written by the backfill (the default 3-day range and a bit). */
const TEN_MINUTE_DAYS = 4
const FUTURE_EARNINGS_DAYS = 100
/** Days of daily bars written by a first backfill: 52 weeks, 200 sessions and a margin. */
const DAILY_BAR_DAYS = 400
/** Two years of reports: eight reported quarters give the P/E and the growth of earnings. */
const EARNINGS_HISTORY_DAYS = 760
/** Three years of dividends (growth against the year before), and the next one once announced. */
const DIVIDEND_HISTORY_DAYS = 1100
const DIVIDEND_ANNOUNCED_DAYS = 30
/**
 * Messages per committed batch during the backfill. PGlite runs one statement at a time, so
 * batches stay small enough (well under a second) for HTTP requests to get their turn between them.
 */
const BACKFILL_BATCH = 1_000
const QUOTE_BATCH = 5_000

/** Lets queued requests reach the database between two backfill batches. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve))
const STATE_KEY = 'demo-feed'

/**
 * The demo feed: at first start a backfill of `backfillDays` (quotes, earnings, messages through
 * the real pipeline), then live every tick. Resumes from its cursor after a restart.
 */
export class DemoFeed implements Connector {
  readonly name = 'demo-feed'
  readonly backfillDone: Promise<BackfillReport>
  private resolveBackfill: (report: BackfillReport) => void = () => undefined
  private rejectBackfill: (error: unknown) => void = () => undefined
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> = Promise.resolve()
  private stopped = false
  private titles: DemoTitle[] = []
  private calendar: ReleaseCalendar | null = null
  private generator: DemoMessageGenerator | null = null
  private cursorMs = 0
  /** What the first pages of a start are told (DEMO_HISTORY_PATH): catching up until the backfill is written. */
  private historyState: DemoHistory = { ...NO_DEMO_HISTORY, catchingUp: true }
  /** When the live ticks last stored their bars (0: not yet in this process). */
  private quotesWrittenAtMs = 0
  private readonly now: () => number

  constructor(private readonly options: DemoFeedOptions) {
    this.now = options.now ?? Date.now
    this.backfillDone = new Promise<BackfillReport>((resolve, reject) => {
      this.resolveBackfill = resolve
      this.rejectBackfill = reject
    })
    // Callers that never wait on it must not see an unhandled rejection.
    this.backfillDone.catch(() => undefined)
  }

  /** How far the history is written: catching up from the start until the backfill is done. */
  history(): DemoHistory {
    return this.historyState
  }

  start(): void {
    this.running = this.backfill().then(
      (report) => {
        // Stopped part way: stop() rejects backfillDone, and the next start resumes.
        if (this.stopped) return
        this.historyState = NO_DEMO_HISTORY
        this.resolveBackfill(report)
        this.scheduleLive()
      },
      (error: unknown) => {
        this.options.logger?.error({ err: error }, 'demo feed backfill failed')
        this.historyState = NO_DEMO_HISTORY
        this.rejectBackfill(error)
      },
    )
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.running.catch(() => undefined)
    this.rejectBackfill(new Error('demo feed stopped'))
  }

  private async prepare(nowMs: number): Promise<boolean> {
    this.titles = await loadDemoTitles(this.options.db)
    if (this.titles.length === 0) return false
    const { seed, backfillDays } = this.options
    const from = nowMs - Math.max(backfillDays + 10, EARNINGS_HISTORY_DAYS) * DAY_MS
    this.calendar = new ReleaseCalendar(seed, this.titles, from, nowMs + FUTURE_EARNINGS_DAYS * DAY_MS)
    this.generator = new DemoMessageGenerator(seed, this.titles, this.options.ratePerHour, this.calendar)
    return true
  }

  private async backfill(): Promise<BackfillReport> {
    const started = performance.now()
    const nowMs = this.now()
    const report: BackfillReport = { titles: 0, messages: 0, quotes: 0, earnings: 0, ms: 0 }
    if (!(await this.prepare(nowMs)) || !this.calendar) {
      this.options.logger?.info('demo feed: no titles in the inventory yet')
      this.cursorMs = nowMs
      return report
    }
    report.titles = this.titles.length
    const { seed, pipeline, backfillDays } = this.options
    const state = await readState(this.options.db, STATE_KEY)
    const storedCursor =
      state && state.seed === seed && typeof state.cursor === 'number' ? state.cursor : null
    const startMs = Math.floor((nowMs - backfillDays * DAY_MS) / DAY_MS) * DAY_MS
    const fromMs = Math.max(storedCursor ?? startMs, startMs)
    this.historyState = { catchingUp: true, from: fromMs, to: nowMs, through: null }

    // Counted at today's demo price, once: the market cap moves with the price from there.
    const calendar = this.calendar
    await pipeline.storeSharesOutstanding(
      this.titles.flatMap((title) => {
        const shares = sharesOutstanding(title, priceAt(seed, title, nowMs, calendar.jumps))
        return shares === null ? [] : [{ titleId: title.id, shares }]
      }),
    )
    const earnings = this.calendar.rows(nowMs)
    await pipeline.storeEarnings(earnings)
    report.earnings = earnings.length
    await pipeline.storeDividends(
      this.titles.flatMap((title) =>
        dividendsOf(
          seed,
          title,
          nowMs - DIVIDEND_HISTORY_DAYS * DAY_MS,
          nowMs + DIVIDEND_ANNOUNCED_DAYS * DAY_MS,
        ),
      ),
    )
    // A first backfill writes a year and more of daily bars (200-day averages, 52-week ranges,
    // the 365-day short-sale series); a resumed one continues from its cursor.
    const quotesFromMs = storedCursor === null ? Math.min(fromMs, nowMs - DAILY_BAR_DAYS * DAY_MS) : fromMs
    report.quotes = await this.writeQuotes(Math.floor(quotesFromMs / DAY_MS) * DAY_MS, nowMs)

    const generator = this.generator
    let batch = []
    let windowStart = fromMs
    const step = 3_600_000
    // One batch in flight: the next is enriched while the database stores the previous one.
    let inFlight: { outcome: Promise<BatchOutcome>; cursor: number } | null = null
    const settle = async () => {
      if (!inFlight) return
      report.messages += (await inFlight.outcome).stored.length
      await writeState(this.options.db, STATE_KEY, { seed, cursor: inFlight.cursor })
      this.historyState = { ...this.historyState, through: inFlight.cursor }
      inFlight = null
    }
    while (windowStart < nowMs && !this.stopped && generator) {
      const windowEnd = Math.min(nowMs, windowStart + step)
      batch.push(...generator.between(windowStart, windowEnd))
      windowStart = windowEnd
      if (batch.length >= BACKFILL_BATCH || windowStart >= nowMs) {
        const next = { outcome: pipeline.ingest(batch), cursor: windowStart }
        next.outcome.catch(() => undefined)
        await settle()
        inFlight = next
        batch = []
        await yieldToRequests()
      }
    }
    await settle()
    this.cursorMs = windowStart
    report.ms = Math.round(performance.now() - started)
    if (!this.stopped) this.options.logger?.info({ demoFeedBackfill: report }, 'demo feed backfill done')
    return report
  }

  private async writeQuotes(fromDayMs: number, nowMs: number): Promise<number> {
    const calendar = this.calendar
    if (!calendar) return 0
    const { seed, pipeline } = this.options
    let rows: StoredQuote[] = []
    let shortRows: ShortSaleRecord[] = []
    let written = 0
    // One batch in flight: the next one's bars are computed while the database stores this one.
    let inFlight: Promise<number> | null = null
    const flush = async () => {
      const count = rows.length
      const stored = Promise.all([pipeline.storeQuotes(rows), pipeline.storeShortSales(shortRows)]).then(
        () => count,
      )
      stored.catch(() => undefined)
      rows = []
      shortRows = []
      if (inFlight) written += await inFlight
      inFlight = stored
      await yieldToRequests()
    }
    for (const title of this.titles) {
      // A stop during a first backfill does not wait for a year of bars of every title: the
      // writes are upserts, and the next start writes them all again (no cursor was stored yet).
      if (this.stopped) break
      for (let day = fromDayMs; day <= nowMs; day += DAY_MS) {
        const bar = dailyBar(seed, title, day, nowMs, calendar.jumps)
        if (!bar) continue
        rows.push(bar)
        shortRows.push(...demoShortSales(seed, title, bar))
      }
      const tenFrom = Math.max(
        fromDayMs,
        Math.floor(nowMs / DAY_MS) * DAY_MS - (TEN_MINUTE_DAYS - 1) * DAY_MS,
      )
      rows.push(...tenMinuteBars(seed, title, tenFrom, nowMs, calendar.jumps))
      if (rows.length >= QUOTE_BATCH) await flush()
    }
    if (rows.length > 0) await flush()
    if (inFlight) written += await inFlight
    return written
  }

  private scheduleLive(): void {
    this.timer = setTimeout(() => {
      this.running = this.tick().then(
        () => {
          if (!this.stopped) this.scheduleLive()
        },
        (error: unknown) => {
          this.options.logger?.error({ err: error }, 'demo feed tick failed')
          if (!this.stopped) this.scheduleLive()
        },
      )
    }, this.options.tickMs ?? 10_000)
    this.timer.unref()
  }

  private async tick(): Promise<void> {
    const nowMs = this.now()
    if (!this.generator || !this.calendar || nowMs - this.cursorMs > DAY_MS) {
      // First titles arrived, or the day rolled over far enough to refresh the calendar.
      if (!(await this.prepare(nowMs))) {
        this.cursorMs = nowMs
        return
      }
    }
    const { seed, pipeline } = this.options
    const calendar = this.calendar
    if (!this.generator || !calendar) return
    // A release reported since the last tick: its earnings per share go on the calendar before
    // the messages about it, so the AI update on them has the figures.
    const reported = calendar.reportedBetween(this.cursorMs, nowMs)
    if (reported.length > 0) await pipeline.storeEarnings(reported)
    const messages = this.generator.between(this.cursorMs, nowMs)
    if (messages.length > 0) await pipeline.ingest(messages)
    this.cursorMs = nowMs
    await writeState(this.options.db, STATE_KEY, { seed, cursor: nowMs })
    const dayStart = Math.floor(nowMs / DAY_MS) * DAY_MS
    const quotes: StoredQuote[] = []
    const shortRows: ShortSaleRecord[] = []
    const barsFrom = liveBarsFrom(this.quotesWrittenAtMs, nowMs)
    for (const title of this.titles) {
      quotes.push(...tenMinuteBars(seed, title, barsFrom, nowMs, calendar.jumps))
      const bar = dailyBar(seed, title, dayStart, nowMs, calendar.jumps)
      if (bar) {
        quotes.push(bar)
        shortRows.push(...demoShortSales(seed, title, bar))
      }
    }
    await pipeline.storeQuotes(quotes)
    this.quotesWrittenAtMs = nowMs
    await pipeline.storeShortSales(shortRows)
  }
}
