import type { Logger } from 'pino'
import type { PipelineConfig } from '../config'
import type { Database } from '../db'
import { DemoFeed } from '../seed/demo-feed'
import { RssConnector, readFeedsFile } from './connectors/rss'
import type { Connector } from './connectors/types'
import type { StoredDataListener } from './contract'
import { EnrichThread } from './enrich-thread'
import { IngestPipeline } from './pipeline'
import type { SentimentModel } from './sentiment/types'

export type { StoredDataListener, StoredMessage, StoredQuote } from './contract'
export { type BatchOutcome, IngestPipeline } from './pipeline'

export interface IngestRuntime {
  pipeline: IngestPipeline
  /** null when DEMO_FEED is off. */
  demoFeed: DemoFeed | null
  connectors: readonly Connector[]
  /** Starts the connectors (after migrations, seeds and listen). */
  start(): void
  /** Stops the connectors, then waits for every queued batch to commit. */
  stop(): Promise<void>
}

export interface IngestDeps {
  config: PipelineConfig
  db: Database
  sentiment: SentimentModel | null
  listeners: readonly StoredDataListener[]
  logger?: Logger
  /**
   * Enrich in a worker thread, which loads the pipeline's default sentiment model (`sentiment`
   * must be that model, or null). Falls back to this thread when the worker cannot start.
   */
  enrichInThread?: boolean
}

/** The ingest half of the pipeline with the connectors the configuration turns on. */
export async function createIngest({
  config,
  db,
  sentiment,
  listeners,
  logger,
  enrichInThread = false,
}: IngestDeps): Promise<IngestRuntime> {
  // With a connector on, batches come at once: the thread loads (a core-second) while the server
  // starts, on the other core. Without one, the first batch (an operator's ingest) starts it, and a
  // server that never ingests spends nothing on it.
  const connectorsOn = config.demoFeed || config.feedsFile !== null
  const enrichThread = enrichInThread
    ? connectorsOn
      ? EnrichThread.launch(sentiment !== null)
      : EnrichThread.onFirstUse(sentiment !== null)
    : null
  const pipeline = new IngestPipeline({
    db,
    sentiment,
    listeners,
    enrichThread,
    ...(logger ? { logger } : {}),
  })
  const connectors: Connector[] = []
  let demoFeed: DemoFeed | null = null
  if (config.demoFeed) {
    demoFeed = new DemoFeed({
      db,
      pipeline,
      seed: config.demoFeedSeed,
      ratePerHour: config.demoFeedRate,
      backfillDays: config.demoFeedBackfillDays,
      ...(logger ? { logger } : {}),
    })
    connectors.push(demoFeed)
  }
  if (config.feedsFile !== null) {
    const feeds = await readFeedsFile(config.feedsFile)
    connectors.push(
      new RssConnector({
        db,
        pipeline,
        feeds,
        intervalMs: config.feedPollIntervalMs,
        ...(logger ? { logger } : {}),
      }),
    )
  }
  let stopping: Promise<void> | null = null
  return {
    pipeline,
    demoFeed,
    connectors,
    start() {
      for (const connector of connectors) connector.start()
    },
    stop() {
      stopping ??= (async () => {
        await Promise.all(connectors.map((connector) => connector.stop()))
        await pipeline.drain()
        await enrichThread?.close()
      })()
      return stopping
    },
  }
}
