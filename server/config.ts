import { isAbsolute, resolve } from 'node:path'
import * as v from 'valibot'
import type { RuntimeConfig } from '../src/core'
import { ENV_VARS, EnvSchema, type LogLevel } from './config-env'

/** The server's configuration, read from the environment (the variables: config-env.ts). */
export {
  DEFAULT_DATABASE_POOL_SIZE,
  DEFAULT_DEMO_PASSWORD,
  ENV_VAR_TABLE,
  ENV_VARS,
  type EnvVarName,
  type LogLevel,
} from './config-env'

export type DatabaseConfig =
  | {
      kind: 'pglite'
      /** null: in memory */
      dataDir: string | null
      /**
       * A data-directory dump to start from (MEMORY_DATABASE_TEMPLATE in memory); a new data directory
       * takes the build's migrated template when this is unset (db/pglite-template.ts).
       */
      template?: string
    }
  | {
      kind: 'postgres'
      url: string /** Connections in the pool (default DEFAULT_DATABASE_POOL_SIZE). */
      poolSize?: number
    }

export interface Config {
  port: number
  host: string
  dataDir: string
  database: DatabaseConfig
  redisUrl: string | null
  logLevel: LogLevel
  staticDir: string
  demo: { email: string; password: string }
  operatorToken: string | null
  trustProxy: boolean
  runtime: RuntimeConfig
  accounts: AccountsConfig
  /** null when no LLM endpoint is configured (LLM_BASE_URL or LLM_MODEL empty). */
  llm: LlmConfig | null
  pipeline: PipelineConfig
  push: PushConfig
}

export interface PushConfig {
  subject: string
}

export interface PipelineConfig {
  demoFeed: boolean
  demoFeedSeed: number
  /** Demo messages per hour over all titles (backfill and live alike, before bursts). */
  demoFeedRate: number
  demoFeedBackfillDays: number
  /** Absolute path, or null when no feeds are configured. */
  feedsFile: string | null
  feedPollIntervalMs: number
  /** Origin stream-post images are rebased to; null keeps the source's URL. */
  imageHost: string | null
}

export interface LlmConfig {
  baseUrl: string
  apiKey: string
  model: string
  timeoutMs: number
}

export interface AccountsConfig {
  /** null: http://localhost:<port> of the running server. */
  publicBaseUrl: string | null
  smtpUrl: string | null
  mailFrom: string
  salesEmail: string
  /** null when PayPal is not configured (client id or secret missing). */
  paypal: { clientId: string; clientSecret: string; apiBaseUrl: string } | null
  /** null: a random secret per process. */
  botCheckSecret: string | null
  botCheckMaxCounter: number
  rateLimits: {
    loginPerMinute: number
    failedLoginsPerAccountHour: number
    signupPerHour: number
    resetPerHour: number
    signupTotalPerHour: number
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path)
}

/** Reads the known variables from `env`; an empty value counts as unset. Throws ConfigError. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>, cwd = process.cwd()): Config {
  const known: Record<string, string> = {}
  for (const name of Object.keys(ENV_VARS)) {
    const value = env[name]
    if (value !== undefined && value.trim() !== '') known[name] = value
  }
  const parsed = v.safeParse(EnvSchema, known)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'environment'}: ${issue.message}`),
    )
  }
  const e = parsed.output
  const dataDir = absolute(e.DATA_DIR, cwd)
  let database: DatabaseConfig
  if (e.DATABASE_URL === '') database = { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') }
  else if (e.DATABASE_URL === 'memory://')
    database = {
      kind: 'pglite',
      dataDir: null,
      ...(e.MEMORY_DATABASE_TEMPLATE === '' ? {} : { template: absolute(e.MEMORY_DATABASE_TEMPLATE, cwd) }),
    }
  else
    database = {
      kind: 'postgres',
      url: e.DATABASE_URL,
      ...(e.DATABASE_POOL_SIZE === '' ? {} : { poolSize: e.DATABASE_POOL_SIZE }),
    }

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    redisUrl: e.REDIS_URL === '' ? null : e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    staticDir: absolute(e.STATIC_DIR, cwd),
    demo: { email: e.DEMO_EMAIL, password: e.DEMO_PASSWORD },
    operatorToken: e.OPERATOR_TOKEN === '' ? null : e.OPERATOR_TOKEN,
    trustProxy: e.TRUST_PROXY,
    runtime: {
      appBaseUrl: e.APP_BASE_URL,
      apiBaseUrl: e.API_BASE_URL,
      websocketUrl: e.WEBSOCKET_URL,
      environment: e.APP_ENV,
      analyticsBaseUrl: e.ANALYTICS_BASE_URL,
      analyticsEnabled: e.ANALYTICS_ENABLED,
      paymentClientId: e.PAYMENT_CLIENT_ID,
      paymentPlanId: e.PAYMENT_PLAN_ID,
      botCheckSiteKey: e.BOT_CHECK_SITE_KEY,
      socketFingerprint: e.SOCKET_FINGERPRINT,
    },
    accounts: {
      publicBaseUrl: e.PUBLIC_BASE_URL === '' ? null : e.PUBLIC_BASE_URL.replace(/\/+$/, ''),
      smtpUrl: e.SMTP_URL === '' ? null : e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      salesEmail: e.SALES_EMAIL,
      paypal:
        e.PAYPAL_CLIENT_ID !== '' && e.PAYPAL_CLIENT_SECRET !== ''
          ? {
              clientId: e.PAYPAL_CLIENT_ID,
              clientSecret: e.PAYPAL_CLIENT_SECRET,
              apiBaseUrl: e.PAYPAL_API_BASE_URL.replace(/\/+$/, ''),
            }
          : null,
      botCheckSecret: e.BOT_CHECK_SECRET === '' ? null : e.BOT_CHECK_SECRET,
      botCheckMaxCounter: e.BOT_CHECK_MAX_COUNTER,
      rateLimits: {
        loginPerMinute: e.RATE_LIMIT_LOGIN,
        failedLoginsPerAccountHour: e.RATE_LIMIT_LOGIN_ACCOUNT,
        signupPerHour: e.RATE_LIMIT_SIGNUP,
        resetPerHour: e.RATE_LIMIT_RESET,
        signupTotalPerHour: e.RATE_LIMIT_SIGNUP_TOTAL,
      },
    },
    llm:
      e.LLM_BASE_URL !== '' && e.LLM_MODEL !== ''
        ? {
            baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          }
        : null,
    pipeline: {
      demoFeed: e.DEMO_FEED,
      demoFeedSeed: e.DEMO_FEED_SEED,
      demoFeedRate: e.DEMO_FEED_RATE,
      demoFeedBackfillDays: e.DEMO_FEED_BACKFILL_DAYS,
      feedsFile: e.FEEDS_FILE === '' ? null : absolute(e.FEEDS_FILE, cwd),
      feedPollIntervalMs: e.FEED_POLL_INTERVAL_MS,
      imageHost: e.IMAGE_HOST === '' ? null : e.IMAGE_HOST,
    },
    push: { subject: e.PUSH_SUBJECT },
  }
}

/** Where the data lives, for the start banner; never includes a password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'pglite') {
    return database.dataDir === null ? 'PGlite (in memory)' : `PGlite at ${database.dataDir}`
  }
  const url = new URL(database.url)
  return `PostgreSQL at ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
}
