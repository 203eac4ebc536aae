import { isAbsolute, resolve } from 'node:path'
import * as v from 'valibot'
import type { RuntimeConfig } from '../src/core'

/**
 * Every environment variable the server reads, validated in one place.
 * `ENV_VARS` is the documented table (name, default, meaning); the README's table follows it.
 */

const BOOLEAN_WORDS = { true: true, '1': true, yes: true, false: false, '0': false, no: false } as const

const booleanVar = v.pipe(
  v.string(),
  v.transform((text) => text.trim().toLowerCase()),
  v.picklist(Object.keys(BOOLEAN_WORDS) as (keyof typeof BOOLEAN_WORDS)[], 'expected true or false'),
  v.transform((word) => BOOLEAN_WORDS[word]),
)

function integerVar(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.regex(/^\s*\d+\s*$/, 'expected a whole number'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  )
}

/** '' (unset) or an absolute http(s)/ws(s) URL. */
const optionalUrlVar = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => text === '' || URL.canParse(text), 'expected an absolute URL or nothing'),
)

const redisUrlVar = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => text === '' || /^rediss?:\/\/.+/.test(text), 'expected redis://… or rediss://…'),
)

const nonEmptyVar = v.pipe(v.string(), v.trim(), v.minLength(1))

const databaseUrlVar = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (text) => text === '' || text === 'memory://' || /^postgres(ql)?:\/\/.+/.test(text),
    'expected postgres://…, postgresql://… or memory://',
  ),
)

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

interface EnvVar<T extends v.GenericSchema<string, unknown>> {
  schema: v.OptionalSchema<T, string>
  default: string
  description: string
}

function envVar<T extends v.GenericSchema<string, unknown>>(
  schema: T,
  fallback: string,
  description: string,
): EnvVar<T> {
  return { schema: v.optional(schema, fallback), default: fallback, description }
}

export const ENV_VARS = {
  PORT: envVar(
    integerVar(0, 65_535),
    '8080',
    'HTTP port of the app, /v6 and the live socket (0 picks a free port).',
  ),
  HOST: envVar(nonEmptyVar, '0.0.0.0', 'Interface to listen on.'),
  DATA_DIR: envVar(
    nonEmptyVar,
    './data',
    'Directory for local data; the embedded PGlite database lives in DATA_DIR/pglite.',
  ),
  DATABASE_URL: envVar(
    databaseUrlVar,
    '',
    'Unset: embedded PGlite in DATA_DIR. postgres://… runs the same migrations on PostgreSQL. memory:// is an in-memory PGlite (tests).',
  ),
  REDIS_URL: envVar(
    redisUrlVar,
    '',
    'Unset: single node. redis://… shares live fan-out between several server nodes (socket.io Redis adapter).',
  ),
  LOG_LEVEL: envVar(v.picklist(LOG_LEVELS), 'info', `Structured log level: ${LOG_LEVELS.join(', ')}.`),
  STATIC_DIR: envVar(nonEmptyVar, 'dist/app', 'Built PWA to serve, resolved from the working directory.'),
  DEMO_EMAIL: envVar(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email()),
    'demo@murmur.local',
    'E-mail (username) of the seeded demo user.',
  ),
  DEMO_PASSWORD: envVar(
    v.pipe(v.string(), v.minLength(8, 'at least 8 characters')),
    'murmur-demo',
    'Password of the seeded demo user; changing it updates the stored hash at the next start.',
  ),
  OPERATOR_TOKEN: envVar(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((t) => t === '' || t.length >= 16, 'at least 16 characters'),
    ),
    '',
    'Bearer token for /metrics. Unset: /metrics answers only direct requests from loopback addresses.',
  ),
  LIVE_DEMO_INTERVAL_MS: envVar(
    integerVar(0, 3_600_000),
    '2000',
    'Period of the demo live buzz source in ms (0 turns it off).',
  ),
  TRUST_PROXY: envVar(
    booleanVar,
    'false',
    'Trust X-Forwarded-* headers (set when running behind a reverse proxy).',
  ),
  APP_BASE_URL: envVar(optionalUrlVar, '', 'Runtime config: base URL of the app (empty: own origin).'),
  API_BASE_URL: envVar(
    optionalUrlVar,
    '',
    'Runtime config: origin of the /v6 interface (empty: own origin); allowed in the CSP.',
  ),
  WEBSOCKET_URL: envVar(
    optionalUrlVar,
    '',
    'Runtime config: URL of the live socket (empty: own origin); allowed in the CSP.',
  ),
  APP_ENV: envVar(nonEmptyVar, 'dev', 'Runtime config: environment name.'),
  ANALYTICS_BASE_URL: envVar(optionalUrlVar, '', 'Runtime config: analytics service base URL.'),
  ANALYTICS_ENABLED: envVar(booleanVar, 'false', 'Runtime config: analytics on or off.'),
  PAYMENT_CLIENT_ID: envVar(v.string(), '', 'Runtime config: payment client id.'),
  PAYMENT_PLAN_ID: envVar(v.string(), '', 'Runtime config: payment plan id.'),
  BOT_CHECK_SITE_KEY: envVar(v.string(), '', 'Runtime config: bot-check site key.'),
  SOCKET_FINGERPRINT: envVar(
    v.string(),
    '',
    'Runtime config: fixed live-socket fingerprint (empty: the browser identity hash).',
  ),
}

export type EnvVarName = keyof typeof ENV_VARS

/** The documented table: one row per variable, in declaration order. */
export const ENV_VAR_TABLE: readonly { name: EnvVarName; default: string; description: string }[] = (
  Object.keys(ENV_VARS) as EnvVarName[]
).map((name) => ({ name, default: ENV_VARS[name].default, description: ENV_VARS[name].description }))

type EnvEntries = { [K in EnvVarName]: (typeof ENV_VARS)[K]['schema'] }

const EnvSchema = v.object(
  Object.fromEntries(Object.entries(ENV_VARS).map(([name, entry]) => [name, entry.schema])) as EnvEntries,
)

export type LogLevel = (typeof LOG_LEVELS)[number]

export type DatabaseConfig =
  | { kind: 'pglite' /** null: in memory */; dataDir: string | null }
  | { kind: 'postgres'; url: string }

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
  liveDemoIntervalMs: number
  trustProxy: boolean
  runtime: RuntimeConfig
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
  else if (e.DATABASE_URL === 'memory://') database = { kind: 'pglite', dataDir: null }
  else database = { kind: 'postgres', url: e.DATABASE_URL }

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
    liveDemoIntervalMs: e.LIVE_DEMO_INTERVAL_MS,
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
