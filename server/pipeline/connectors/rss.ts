import { readFile } from 'node:fs/promises'
import type { Logger } from 'pino'
import * as v from 'valibot'
import type { IngestRejection } from '../../../src/core'
import type { Database } from '../../db'
import type { IngestPipeline } from '../pipeline'
import { readState, writeState } from '../store/state'
import { type FeedConfig, parseFeed } from './rss-parse'
import type { Connector } from './types'

const FEED_TYPES = [
  'news',
  'blog',
  'videos',
  'filings',
  'analyst',
  'forum_posts',
  'comments',
  'tweets',
] as const

export const FeedsFileSchema = v.array(
  v.object({
    url: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'expected http(s)')),
    type: v.optional(v.picklist(FEED_TYPES), 'news'),
    lang: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))), null),
  }),
)

/** Reads and checks FEEDS_FILE. */
export async function readFeedsFile(path: string): Promise<FeedConfig[]> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    throw new Error(`FEEDS_FILE ${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const result = v.safeParse(FeedsFileSchema, json)
  if (!result.success) {
    const issue = result.issues[0]
    throw new Error(`FEEDS_FILE ${path}: ${v.getDotPath(issue) ?? 'file'}: ${issue.message}`)
  }
  return result.output
}

export interface PollReport {
  url: string
  status: number | 'error'
  items: number
  stored: number
  duplicates: number
  rejected: IngestRejection[]
  error?: string
}

const FETCH_TIMEOUT_MS = 20_000
const MAX_FEED_BYTES = 10 * 1024 * 1024

/**
 * RSS/Atom connector: polls each feed with a conditional GET (ETag, Last-Modified kept in
 * pipeline_state); items are deduplicated by guid/link through (source, source_id).
 */
export class RssConnector implements Connector {
  readonly name = 'rss'
  private timer: NodeJS.Timeout | null = null
  private running: Promise<unknown> = Promise.resolve()
  private stopped = false

  constructor(
    private readonly options: {
      db: Database
      pipeline: IngestPipeline
      feeds: readonly FeedConfig[]
      intervalMs: number
      logger?: Logger
    },
  ) {}

  start(): void {
    const loop = () => {
      this.running = this.pollAll().finally(() => {
        if (!this.stopped) {
          this.timer = setTimeout(loop, this.options.intervalMs)
          this.timer.unref()
        }
      })
    }
    loop()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running.catch(() => undefined)
  }

  async pollAll(): Promise<PollReport[]> {
    const reports: PollReport[] = []
    for (const feed of this.options.feeds) {
      if (this.stopped) break
      const report = await this.poll(feed)
      reports.push(report)
      if (report.status === 'error' || report.rejected.length > 0) {
        this.options.logger?.warn({ feed: report }, 'feed poll had problems')
      }
    }
    return reports
  }

  /** One conditional GET of one feed; failures are reported, never thrown. */
  async poll(feed: FeedConfig): Promise<PollReport> {
    const report: PollReport = {
      url: feed.url,
      status: 'error',
      items: 0,
      stored: 0,
      duplicates: 0,
      rejected: [],
    }
    const key = `feed:${feed.url}`
    try {
      const state = await readState(this.options.db, key)
      const headers: Record<string, string> = {
        accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml',
      }
      if (typeof state?.etag === 'string') headers['if-none-match'] = state.etag
      if (typeof state?.lastModified === 'string') headers['if-modified-since'] = state.lastModified
      const response = await fetch(feed.url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
      report.status = response.status
      if (response.status === 304) return report
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = await response.text()
      if (body.length > MAX_FEED_BYTES) throw new Error('feed larger than 10 MiB')
      const parsed = parseFeed(body, feed, new Date())
      report.items = parsed.items
      report.rejected = parsed.rejected
      const outcome = await this.options.pipeline.ingest(parsed.messages)
      report.stored = outcome.stored.length
      report.duplicates = outcome.duplicates
      await writeState(this.options.db, key, {
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      })
    } catch (error) {
      report.status = 'error'
      report.error = error instanceof Error ? error.message : String(error)
    }
    return report
  }
}
