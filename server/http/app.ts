import { randomUUID } from 'node:crypto'
import { constants as zlibConstants } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify'
import type { Logger } from 'pino'
import {
  API_BASE_PATH,
  APP_VERSION_HEADER,
  apiErrorBody,
  type DemoHistory,
  isOtherApiVersionPath,
} from '../../src/core'
import {
  type CredentialVerifier,
  createAccountServices,
  createCredentialVerifier,
  redactUrl,
} from '../accounts'
import type { Config } from '../config'
import type { Database } from '../db'
import { createLogger } from '../logger'
import type { WatchlistChanges } from '../market/watchlist-changes'
import { Metrics } from '../metrics'
import { operatorRoutes } from '../operator'
import { InventoryLinker } from '../pipeline/linking/inventory'
import type { IngestPipeline } from '../pipeline/pipeline'
import { ensureVapidKeys } from '../push/keys'
import { basicAuth } from './auth'
import { type Counters, MemoryCounters } from './counters'
import { type NotFoundFallback, registerErrorHandling } from './error-handler'
import { appInlineScriptHashes } from './inline-scripts'
import { createLoginGuard, type LoginGuard, loginGuardLimits } from './login-guard'
import { collectRoutes, openApiRoutes, type RegisteredRoute } from './openapi'
import { registerRateLimits } from './rate-limit'
import { databaseCheck, Readiness, redisCheck } from './readiness'
import {
  limitFailedLogins,
  passwordResetRoutesOutsideV6,
  paypalReturnRoutes,
  protectedAccountRoutes,
  publicAccountRoutes,
} from './routes/accounts'
import { briefingRoutes } from './routes/briefings'
import { chatRoutes } from './routes/chat'
import { dataRoutes } from './routes/data'
import { demoHistoryRoute } from './routes/demo-history'
import { healthRoutes } from './routes/health'
import { ingestRoute } from './routes/ingest'
import { metricsRoute } from './routes/metrics'
import { pushRoutes } from './routes/push'
import { referenceRoutes } from './routes/reference'
import { researchRoutes } from './routes/research'
import { rulesRoutes } from './routes/rules'
import { runtimeConfigRoute } from './routes/runtime-config'
import { textgenRoutes } from './routes/textgen'
import { watchlistRoutes } from './routes/watchlists'
import { registerSecurityHeaders } from './security-headers'
import { registerStaticFiles } from './static-files'

export interface AppDeps {
  config: Config
  db: Database
  logger?: Logger
  /** Shared with the live server so both use one credential cache. */
  credentials?: CredentialVerifier
  metrics?: Metrics
  /** The ingest pipeline behind `POST /v6/ingest` (operator token); absent: no ingest route. */
  ingest?: IngestPipeline
  /** What /readyz checks; the database is added here, Redis by the parts that use it. */
  readiness?: Readiness
  /** Rate-limit counters; closed by their owner. */
  counters?: Counters
  /** Failed-login limits, shared with the live socket's authorize. */
  loginGuard?: LoginGuard
  /** Told of every change to a watchlist (live subscriptions follow them). */
  watchlistChanges?: WatchlistChanges
  /** How far the demo feed's history is written; absent: no demo feed. */
  demoHistory?: () => DemoHistory
}

const MAX_LOGGED_VERSION_LENGTH = 64

function appVersionOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header
  return value?.slice(0, MAX_LOGGED_VERSION_LENGTH)
}

/** Fastify's own early failures (a malformed URL, a bad request id): still a catalogue body. */
function answerFrameworkError(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(apiErrorBody(32, 'Malformed request.'))
}

/** Requests under another API version (/v5/…, /v7/…): 403, code 34; the rest to `next`. */
function refusingOtherApiVersions(next: NotFoundFallback | undefined): NotFoundFallback {
  return async (request, reply) => {
    if (isOtherApiVersionPath(request.url.split('?')[0] ?? '')) {
      void reply.code(403).send(apiErrorBody(34))
      return true
    }
    return next ? next(request, reply) : false
  }
}

/** The Fastify app without listening: routes, headers, logs, errors, static files. */
export async function buildApp({
  config,
  db,
  logger = createLogger(config.logLevel),
  credentials = createCredentialVerifier(db),
  metrics = new Metrics(),
  ingest,
  readiness = new Readiness(),
  counters = new MemoryCounters(),
  loginGuard = createLoginGuard(counters, loginGuardLimits(config)),
  watchlistChanges,
  demoHistory,
}: AppDeps): Promise<FastifyInstance> {
  const vapidKeys = await ensureVapidKeys(db)
  // Typed as Fastify's base logger so the instance keeps Fastify's default generics.
  const baseLogger: FastifyBaseLogger = logger
  const app = Fastify({
    loggerInstance: baseLogger,
    // Replaced by the single `request completed` line below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
  })
  app.decorateRequest('user', null)

  // One structured line per request, written when the answer is complete.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.countHttpRequest(request.method, route, reply.statusCode)
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        appVersion: appVersionOf(request.headers[APP_VERSION_HEADER]),
      },
      'request completed',
    )
  })
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  // The app sends `cache-control: no-cache` and `pragma: no-cache` (application §7); /v6
  // answers are per user and must not be stored by any cache either way.
  app.addHook('onSend', async (request, reply) => {
    if (request.url === API_BASE_PATH || request.url.startsWith(`${API_BASE_PATH}/`)) {
      reply.header('cache-control', 'no-store')
    }
  })

  await registerSecurityHeaders(
    app,
    config.runtime,
    appInlineScriptHashes(config.staticDir),
    config.pipeline.imageHost,
  )
  registerErrorHandling(app, refusingOtherApiVersions(await registerStaticFiles(app, config.staticDir)))

  readiness.add('database', databaseCheck(db))
  // The Redis clients of every part of this node (rate limits, live fan-out) register in metrics.redis.
  if (config.redisUrl !== null) readiness.add('redis', redisCheck(metrics.redis))
  healthRoutes(app, readiness)
  runtimeConfigRoute(app, config.runtime)
  demoHistoryRoute(app, demoHistory)
  metricsRoute(app, metrics, config.operatorToken)
  if (ingest) ingestRoute(app, ingest, config.operatorToken)
  const accounts = createAccountServices({
    db,
    config: config.accounts,
    logger,
    localBaseUrl: () => {
      const address = app.server.address()
      return typeof address === 'object' && address !== null ? `http://localhost:${address.port}` : ''
    },
  })
  app.addHook('onClose', async () => accounts.mailer.close())
  const limits = await registerRateLimits(app, { limits: config.accounts.rateLimits, counters })
  const accountDeps = { services: accounts, limits, credentials }
  await operatorRoutes(app, db, config.operatorToken)
  passwordResetRoutesOutsideV6(app, accountDeps)
  // Every route of the /v6 block, for /v6/openapi.json and /v6/docs (see openapi/registry.ts).
  const v6Routes: RegisteredRoute[] = []
  await app.register(
    async (v6) => {
      collectRoutes(v6, API_BASE_PATH, v6Routes)
      // br/gzip for /v6 answers above 1 KiB; brotli quality 4 keeps large answers fast to compress.
      // Answers up to 512 KiB (a 30-day realtime history is ~230 KiB) are compressed in one
      // synchronous call (~1.5 ms): the stream pipeline costs several times that in event-loop turns.
      // A streamed answer (text/event-stream) must opt out with the route option `compress: false`.
      await v6.register(compress, {
        threshold: 1024,
        syncThreshold: 512 * 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      })
      limitFailedLogins(v6, loginGuard)
      v6.addHook('preHandler', basicAuth(credentials))
      protectedAccountRoutes(v6, accounts)
      rulesRoutes(v6, db)
      pushRoutes(v6, db, vapidKeys)
      watchlistRoutes(v6, db, watchlistChanges)
      referenceRoutes(v6, db)
      researchRoutes(v6, db)
      briefingRoutes(v6, db)
      // The pipeline's linker when it runs here: one inventory matcher in memory, not two.
      chatRoutes(v6, { db, llm: config.llm, linker: ingest?.linker ?? new InventoryLinker(db) })
      textgenRoutes(v6, { db, llm: config.llm })
      dataRoutes(v6, { db, llm: config.llm, imageHost: config.pipeline.imageHost })
    },
    { prefix: API_BASE_PATH },
  )
  // The account calls that need no login (signup, password reset, plans, cancellation, …).
  await app.register(
    async (v6Public) => {
      collectRoutes(v6Public, API_BASE_PATH, v6Routes)
      publicAccountRoutes(v6Public, accountDeps)
      paypalReturnRoutes(v6Public, accounts)
    },
    { prefix: API_BASE_PATH },
  )
  openApiRoutes(app, v6Routes)
  return app
}
