import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import { type CredentialVerifier, createCredentialVerifier, primeDummyHash } from './accounts'
import { type Config, describeDatabase } from './config'
import { type DatabaseHandle, openDatabase, runMigrations } from './db'
import { buildApp } from './http'
import { attachLiveServer, type LiveServer } from './live'
import { createLogger } from './logger'
import { Metrics } from './metrics'
import { type DemoUserSeed, seedDemoUser } from './seed'

export interface StartOptions {
  /** Defaults to a JSON logger on stdout at config.logLevel. */
  logger?: Logger
  /** Close live sockets that have not authorized within this time (default 20,000 ms). */
  liveAuthTimeoutMs?: number
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
  const database = await openDatabase(config.database)
  try {
    await runMigrations(database)
    const demoUser = await seedDemoUser(database.db, config.demo)
    await primeDummyHash()

    const metrics = new Metrics()
    const credentials = createCredentialVerifier(database.db)
    const app = await buildApp({ config, db: database.db, logger, credentials, metrics })
    const live = await attachLiveServer(app.server, {
      credentials,
      counters: metrics.live,
      logger,
      redisUrl: config.redisUrl,
      demoIntervalMs: config.liveDemoIntervalMs,
      ...(options.liveAuthTimeoutMs === undefined ? {} : { authTimeoutMs: options.liveAuthTimeoutMs }),
    })
    try {
      await app.listen({ port: config.port, host: config.host })
    } catch (error) {
      await live.close()
      await app.close()
      throw error
    }
    const address = app.server.address()
    if (address === null || typeof address === 'string')
      throw new Error('server is not listening on a TCP port')
    const { port } = address

    let closing: Promise<void> | null = null
    return {
      url: `http://localhost:${port}`,
      port,
      config,
      databaseDescription: describeDatabase(config.database),
      database,
      app,
      io: live.io,
      credentials,
      metrics,
      demoUser,
      logger,
      close() {
        closing ??= (async () => {
          await live.close()
          await app.close()
          await database.close()
        })()
        return closing
      },
    }
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
}
