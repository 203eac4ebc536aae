import { randomUUID } from 'node:crypto'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify'
import type { Logger } from 'pino'
import { API_BASE_PATH, APP_VERSION_HEADER, apiErrorBody } from '../../src/core'
import { type CredentialVerifier, createCredentialVerifier } from '../accounts'
import type { Config } from '../config'
import type { Database } from '../db'
import { createLogger } from '../logger'
import { Metrics } from '../metrics'
import { basicAuth } from './auth'
import { registerErrorHandling } from './error-handler'
import { healthRoute } from './routes/health'
import { metricsRoute } from './routes/metrics'
import { runtimeConfigRoute } from './routes/runtime-config'
import { userdataRoutes } from './routes/userdata'
import { registerSecurityHeaders } from './security-headers'
import { registerStaticFiles } from './static-files'

export interface AppDeps {
  config: Config
  db: Database
  logger?: Logger
  /** Shared with the live server so both use one credential cache. */
  credentials?: CredentialVerifier
  metrics?: Metrics
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

/** The Fastify app without listening: routes, headers, logs, errors, static files. */
export async function buildApp({
  config,
  db,
  logger = createLogger(config.logLevel),
  credentials = createCredentialVerifier(db),
  metrics = new Metrics(),
}: AppDeps): Promise<FastifyInstance> {
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
        url: request.url,
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

  await registerSecurityHeaders(app, config.runtime)
  registerErrorHandling(app, await registerStaticFiles(app, config.staticDir))

  healthRoute(app)
  runtimeConfigRoute(app, config.runtime)
  metricsRoute(app, metrics, config.operatorToken)
  await app.register(
    async (v6) => {
      v6.addHook('preHandler', basicAuth(credentials))
      userdataRoutes(v6)
    },
    { prefix: API_BASE_PATH },
  )
  return app
}
