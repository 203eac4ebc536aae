import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { type CredentialVerifier, createCredentialVerifier, createMailer, primeDummyHash } from './accounts'
import { type BriefingScheduler, createBriefingScheduler } from './briefings'
import { type Config, describeDatabase } from './config'
import { type DatabaseHandle, openDatabase, runMigrations } from './db'
import { buildApp, createCounters, createLoginGuard, loginGuardLimits } from './http'
import {
  attachLiveServer,
  createTitleDirectory,
  createWatchlistDirectory,
  followWatchlistChanges,
  type LivePublisher,
  type LiveServer,
  missedMessages,
  subscriptionLookup,
} from './live'
import { createLogger } from './logger'
import { createWatchlistChanges } from './market/watchlist-changes'
import { Metrics } from './metrics'
import { createIngest, type IngestRuntime } from './pipeline'
import { type Analytics, createAnalytics } from './pipeline/analytics'
import { loadSentimentModel } from './pipeline/sentiment'
import { createTrendRadar } from './pipeline/trends'
import { createPushDelivery } from './push/delivery'
import { ensureVapidKeys } from './push/keys'
import { createResearchScheduler, type ResearchScheduler } from './research'
import { type DemoUserSeed, seedDemoUser } from './seed'
import { seedReferenceData } from './seed/reference'
import { shutDownInOrder } from './shutdown'

export interface StartOptions {
  /** Defaults to a JSON logger on stdout at config.logLevel. */
  logger?: Logger
  /** Close live sockets that have not authorized within this time (default 20,000 ms). */
  liveAuthTimeoutMs?: number
  /** Period of the analytics quiet-feed clock (default 5,000 ms; 0 turns it off). */
  analyticsTickMs?: number
  /** How often due research requests run (default 10,000 ms; 0: only research.runDue()). */
  researchTickMs?: number
  /** The research scheduler's clock (tests move it). */
  researchClock?: () => number
  /** How often morning briefings are looked at (default 60,000 ms; 0: only briefings.runDue()). */
  briefingTickMs?: number
  /** The briefing scheduler's clock (tests move it). */
  briefingClock?: () => number
  /** Opens the database (default: the engine's own; the integration suites reuse in-memory ones). */
  openDatabase?: typeof openDatabase
}

export interface RunningServer {
  /** http://localhost:<port> */
  url: string
  port: number
  config: Config
  /** Human-readable engine and location, e.g. "PGlite at /srv/murmur/data/pglite". */
  databaseDescription: string
  database: DatabaseHandle
  app: FastifyInstance
  io: LiveServer
  /** The analytics half of the pipeline: the ingest half hands it every committed batch. */
  analytics: Analytics
  /** Where pipeline output is pushed to the socket rooms. */
  publisher: LivePublisher
  /** The ingest half: pipeline, demo feed, feed connectors. */
  ingest: IngestRuntime
  /** Runs research requests on their schedule. */
  research: ResearchScheduler
  /** Writes morning briefings and delivers them to subscribers. */
  briefings: BriefingScheduler
  credentials: CredentialVerifier
  metrics: Metrics
  demoUser: DemoUserSeed
  logger: Logger
  /** Closes live sockets, HTTP and the database; safe to call more than once. */
  close(): Promise<void>
}

/** Boots in order: db → migrations → seed → app → live → listen. `config.port` 0 picks a free port. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel)
  const database = await (options.openDatabase ?? openDatabase)(config.database, {
    onPoolError: (error) =>
      logger.warn({ err: error }, 'idle database connection lost; the pool reconnects on demand'),
    onMaintenanceError: (error) => logger.warn({ err: error }, 'embedded database maintenance failed'),
  })
  try {
    await runMigrations(database)
    const reference = await seedReferenceData(database.db)
    logger.info(reference, 'reference data seeded')
    const demoUser = await seedDemoUser(database.db, config.demo)
    await primeDummyHash()

    const metrics = new Metrics()
    const credentials = createCredentialVerifier(database.db)
    const counters = createCounters({ redisUrl: config.redisUrl, health: metrics.redis, logger })
    const loginGuard = createLoginGuard(counters, loginGuardLimits(config))
    const ingest = await createIngest({
      config: config.pipeline,
      db: database.db,
      sentiment: loadSentimentModel(),
      listeners: [],
      logger,
      enrichInThread: true,
    })
    const watchlistChanges = createWatchlistChanges((error) =>
      logger.warn({ err: error }, 'live watchlist subscriptions could not follow a change'),
    )
    const app = await buildApp({
      config,
      db: database.db,
      watchlistChanges,
      logger,
      credentials,
      metrics,
      ingest: ingest.pipeline,
      counters,
      loginGuard,
      ...(ingest.demoFeed ? { demoHistory: ingest.demoFeed.history.bind(ingest.demoFeed) } : {}),
    })
    const watchlists = createWatchlistDirectory(database.db)
    const live = await attachLiveServer(app.server, {
      credentials,
      counters: metrics.live,
      logger,
      redisUrl: config.redisUrl,
      redisHealth: metrics.redis,
      loginGuard,
      trustProxy: config.trustProxy,
      titles: createTitleDirectory(database.db),
      watchlists,
      subscriptions: subscriptionLookup(database.db),
      missedMessages: missedMessages(database.db),
      ...(options.liveAuthTimeoutMs === undefined ? {} : { authTimeoutMs: options.liveAuthTimeoutMs }),
    })
    watchlistChanges.follow(followWatchlistChanges(live.io, watchlists))
    metrics.liveRoomSizes = () =>
      new Map(
        [...live.io.of('/').adapter.rooms]
          .filter(([room]) => /^(title|ticks|messages|posts):/.test(room))
          .map(([room, sockets]) => [room, sockets.size]),
      )
    const push = createPushDelivery(
      database.db,
      await ensureVapidKeys(database.db),
      config.push.subject,
      logger,
    )
    const analytics = createAnalytics({
      db: database.db,
      live: live.publisher,
      push,
      logger,
      imageHost: config.pipeline.imageHost,
      ...(options.analyticsTickMs === undefined ? {} : { tickMs: options.analyticsTickMs }),
    })
    ingest.pipeline.addListener(analytics)
    const trendRadar = createTrendRadar({ db: database.db, logger })
    ingest.pipeline.addListener(trendRadar)
    let baseUrl = ''
    const mailer = createMailer({
      db: database.db,
      smtpUrl: config.accounts.smtpUrl,
      from: config.accounts.mailFrom,
      logger,
    })
    const research = createResearchScheduler({
      db: database.db,
      llm: config.llm,
      mailer,
      logger,
      linkBase: () => config.accounts.publicBaseUrl ?? baseUrl,
      ...(options.researchClock ? { clock: options.researchClock } : {}),
      ...(options.researchTickMs === undefined ? {} : { tickMs: options.researchTickMs }),
    })
    const briefings = createBriefingScheduler({
      db: database.db,
      mailer,
      logger,
      linkBase: () => config.accounts.publicBaseUrl ?? baseUrl,
      ...(options.briefingClock ? { clock: options.briefingClock } : {}),
      ...(options.briefingTickMs === undefined ? {} : { tickMs: options.briefingTickMs }),
    })
    try {
      await analytics.start()
      await trendRadar.warm()
      await app.listen({ port: config.port, host: config.host })
      ingest.start()
    } catch (error) {
      await ingest.stop()
      await analytics.stop()
      await live.close()
      await app.close()
      await counters.close()
      throw error
    }
    const address = app.server.address()
    if (address === null || typeof address === 'string')
      throw new Error('server is not listening on a TCP port')
    const { port } = address
    baseUrl = `http://localhost:${port}`
    research.start()
    // Briefings read the stored messages: a first start's demo backfill comes first.
    briefings.start(ingest.demoFeed?.backfillDone)

    let closing: Promise<void> | null = null
    return {
      url: `http://localhost:${port}`,
      port,
      config,
      databaseDescription: describeDatabase(config.database),
      database,
      app,
      io: live.io,
      analytics,
      publisher: live.publisher,
      ingest,
      research,
      briefings,
      credentials,
      metrics,
      demoUser,
      logger,
      close() {
        closing ??= shutDownInOrder(
          [
            ['research', () => research.stop()],
            ['briefings', () => briefings.stop()],
            ['mail', async () => mailer.close()],
            ['ingest', () => ingest.stop()],
            ['analytics', () => analytics.stop()],
            ['live', () => live.close()],
            ['http', () => app.close()],
            ['rate-limit counters', () => counters.close()],
            ['database', () => database.close()],
          ],
          logger,
        )
        return closing
      },
    }
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
}
