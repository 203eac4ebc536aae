import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { queryRows } from '../messages/rows'
import type { BucketRow } from './buckets'

/**
 * Closed buckets never change (the rollup store's upsert skips closed rows: history is point in
 * time), so a title's closed history can be kept in memory and only the buckets after the last
 * cached one read again. A 30-day realtime history is 4,320 buckets; with the cache a request
 * reads the few newest ones plus one count over the primary key, which also catches a closed
 * bucket written out of order (a backfill behind the live feed): then the series is reloaded.
 */

const num = v.number()
const maybe = v.nullable(v.number())
const TupleSchema = v.tuple([num, maybe, maybe, num, num, num, num, v.boolean()])
const DeltaSchema = v.object({ cached: num, rows: v.array(TupleSchema) })
type Tuple = v.InferOutput<typeof TupleSchema>

/** Closed buckets of one title and partition, complete from `fromMs` to the last one held. */
class ClosedSeries {
  readonly rows: BucketRow[] = []
  constructor(readonly fromMs: number) {}

  /** The last bucket start held, or just before the coverage when none is. */
  get lastMs(): number {
    return this.rows.at(-1)?.t ?? this.fromMs - 1
  }

  /** Appends closed rows up to the first open one: the coverage must stay gap-free. */
  extend(rows: readonly (BucketRow & { closed: boolean })[]): void {
    for (const { closed, ...row } of rows) {
      if (!closed) return
      this.rows.push(row)
    }
  }

  slice(startMs: number, endMs: number): BucketRow[] {
    const from = lowerBound(this.rows, startMs)
    const to = lowerBound(this.rows, endMs + 1)
    return this.rows.slice(from, to)
  }
}

function lowerBound(rows: readonly BucketRow[], t: number): number {
  let low = 0
  let high = rows.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((rows[mid]?.t ?? Number.POSITIVE_INFINITY) < t) low = mid + 1
    else high = mid
  }
  return low
}

const iso = (ms: number) => new Date(ms).toISOString()

function toRow(titleId: number, [t, buzz, sentiment, messages, positive, neutral, negative, closed]: Tuple) {
  return { title_id: titleId, t, buzz, sentiment, messages, positive, neutral, negative, closed }
}

function stripClosed({ closed: _closed, ...row }: BucketRow & { closed: boolean }): BucketRow {
  return row
}

export interface ClosedHistoryCacheOptions {
  /** Upper bound of bucket rows held over all series (each about 100 bytes). */
  maxRows?: number
}

export class ClosedHistoryCache {
  private readonly series = new Map<string, ClosedSeries>()
  private held = 0
  private readonly maxRows: number

  constructor(
    private readonly db: Database,
    options: ClosedHistoryCacheOptions = {},
  ) {
    this.maxRows = options.maxRows ?? 500_000
  }

  /** Rows held over all series (for tests and metrics). */
  get size(): number {
    return this.held
  }

  /** The buckets in [startMs, endMs] of each title, in the order given, each ordered by time. */
  seriesRows(
    titleIds: readonly number[],
    partition: string,
    startMs: number,
    endMs: number,
  ): Promise<BucketRow[][]> {
    return Promise.all(titleIds.map((id) => this.titleRows(id, partition, startMs, endMs)))
  }

  private async titleRows(titleId: number, partition: string, startMs: number, endMs: number) {
    const key = `${partition}\u0000${titleId}`
    const cached = this.series.get(key)
    if (cached && cached.fromMs <= startMs) {
      const delta = await this.readAfter(titleId, partition, cached, endMs)
      if (delta) {
        // Most recently used last: the Map's order is the eviction order.
        this.series.delete(key)
        this.series.set(key, cached)
        const before = cached.rows.length
        cached.extend(delta)
        this.held += cached.rows.length - before
        this.evict()
        const rest = delta.filter((row) => row.t > cached.lastMs && row.t >= startMs && row.t <= endMs)
        return [...cached.slice(startMs, endMs), ...rest.map(stripClosed)]
      }
    }
    return this.load(key, titleId, partition, startMs, endMs)
  }

  /**
   * Rows after the cached ones up to endMs, in the same statement as a count of the stored
   * buckets in the cached span; null when that count shows the cache no longer matches.
   */
  private async readAfter(titleId: number, partition: string, cached: ClosedSeries, endMs: number) {
    const last = cached.lastMs
    const [result] = await queryRows(
      this.db,
      sql`select
          (select count(*)::int from buzz_buckets where partition = ${partition} and title_id = ${titleId}
             and bucket_start >= ${iso(cached.fromMs)}::timestamptz and bucket_start <= ${iso(last)}::timestamptz) as cached,
          coalesce((select json_agg(json_build_array((extract(epoch from bucket_start) * 1000)::float8, buzz,
               sentiment_mean, messages, positive, neutral, negative, closed) order by bucket_start)
             from buzz_buckets where partition = ${partition} and title_id = ${titleId}
               and bucket_start > ${iso(last)}::timestamptz and bucket_start <= ${iso(Math.max(endMs, last))}::timestamptz),
            '[]'::json) as rows`,
      DeltaSchema,
    )
    if (!result || result.cached !== cached.rows.length) return null
    return result.rows.map((tuple) => toRow(titleId, tuple))
  }

  private async load(key: string, titleId: number, partition: string, startMs: number, endMs: number) {
    const [result] = await queryRows(
      this.db,
      sql`select 0 as cached, coalesce(json_agg(json_build_array((extract(epoch from bucket_start) * 1000)::float8, buzz,
            sentiment_mean, messages, positive, neutral, negative, closed) order by bucket_start), '[]'::json) as rows
          from buzz_buckets where partition = ${partition} and title_id = ${titleId}
            and bucket_start >= ${iso(startMs)}::timestamptz and bucket_start <= ${iso(endMs)}::timestamptz`,
      DeltaSchema,
    )
    const rows = (result?.rows ?? []).map((tuple) => toRow(titleId, tuple))
    const previous = this.series.get(key)
    if (previous) {
      this.series.delete(key)
      this.held -= previous.rows.length
    }
    const series = new ClosedSeries(startMs)
    series.extend(rows)
    this.series.set(key, series)
    this.held += series.rows.length
    this.evict()
    return rows.map(stripClosed)
  }

  private evict(): void {
    for (const [key, series] of this.series) {
      if (this.held <= this.maxRows) return
      this.series.delete(key)
      this.held -= series.rows.length
    }
  }
}
