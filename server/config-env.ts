import { availableParallelism } from 'node:os'
import * as v from 'valibot'

/**
 * Every environment variable the server reads, validated in one place.
 * `ENV_VARS` is the documented table (name, default, meaning); the README's table follows it.
 */

/** The built-in demo password: the start banner prints it; one an operator chose, never. */
export const DEFAULT_DEMO_PASSWORD = 'murmur-demo'

const BOOLEAN_WORDS = { true: true, '1': true, yes: true, false: false, '0': false, no: false } as const

const booleanVar = v.pipe(
  v.string(),
  v.transform((text) => text.trim().toLowerCase()),
  v.picklist(Object.keys(BOOLEAN_WORDS) as (keyof typeof BOOLEAN_WORDS)[], 'expected true or false'),
  v.transform((word) => BOOLEAN_WORDS[word]),
)

/** 2 × cores + 2: enough to keep the cores busy while some connections wait on I/O. */
export const DEFAULT_DATABASE_POOL_SIZE = 2 * availableParallelism() + 2

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

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

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
  MEMORY_DATABASE_TEMPLATE: envVar(
    v.pipe(v.string(), v.trim()),
    '',
    'With DATABASE_URL=memory://: a PGlite data-directory dump (dumpDataDir, uncompressed) the in-memory database starts from instead of an empty one; migrations still run on top. Saves the in-memory initdb (about 2 s) per start, e.g. in test suites.',
  ),
  DATABASE_POOL_SIZE: envVar(
    v.union([v.literal(''), integerVar(1, 500)]),
    '',
    'PostgreSQL connections per node. Unset: 2 × this machine’s cores + 2. More than the database server can run at once only queues work there and stretches tail latency: about 2 × its cores + 2.',
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
    DEFAULT_DEMO_PASSWORD,
    'Password of the seeded demo user; changing it updates the stored hash at the next start.',
  ),
  OPERATOR_TOKEN: envVar(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((t) => t === '' || t.length >= 16, 'at least 16 characters'),
    ),
    '',
    'Bearer token for /metrics and the /operator endpoints (npm run admin). Unset: /metrics answers only direct requests from loopback addresses; /operator is off.',
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
  PUBLIC_BASE_URL: envVar(
    optionalUrlVar,
    '',
    'Absolute public URL of the app for links in mails and payment redirects (empty: http://localhost:<port>).',
  ),
  SMTP_URL: envVar(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((t) => t === '' || /^smtps?:\/\/.+/.test(t), 'expected smtp://… or smtps://…'),
    ),
    '',
    'smtp://user:pass@host:port sends mail with nodemailer. Unset: mail goes to the outbox in the database.',
  ),
  MAIL_FROM: envVar(nonEmptyVar, 'Murmur <no-reply@murmur.local>', 'Sender of account mails.'),
  SALES_EMAIL: envVar(
    v.pipe(v.string(), v.trim(), v.email()),
    'sales@murmur.local',
    'Recipient of contact-sales messages and cancellation requests.',
  ),
  PAYPAL_CLIENT_ID: envVar(
    v.pipe(v.string(), v.trim()),
    '',
    'PayPal REST client id (with the secret: PayPal orders on).',
  ),
  PAYPAL_CLIENT_SECRET: envVar(v.pipe(v.string(), v.trim()), '', 'PayPal REST client secret.'),
  PAYPAL_API_BASE_URL: envVar(
    optionalUrlVar,
    'https://api-m.sandbox.paypal.com',
    'PayPal REST API base (https://api-m.paypal.com for live payments).',
  ),
  BOT_CHECK_SECRET: envVar(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((t) => t === '' || t.length >= 16, 'at least 16 characters'),
    ),
    '',
    'HMAC secret of the signup bot check (altcha). Unset: random per process (set it when running several nodes).',
  ),
  BOT_CHECK_MAX_COUNTER: envVar(
    integerVar(2, 10_000_000),
    '50000',
    'Difficulty of the bot check: the proof of work tries up to this many SHA-256 hashes.',
  ),
  RATE_LIMIT_LOGIN: envVar(
    integerVar(1, 1_000_000),
    '30',
    'Failed logins per minute and client address, over HTTP basic auth and the live socket together (code 19 above it).',
  ),
  RATE_LIMIT_LOGIN_ACCOUNT: envVar(
    integerVar(1, 1_000_000),
    '20',
    'Failed logins per hour and account (HTTP and live socket, all addresses together) before the account is guarded: then an address that already failed for it is refused (code 19) until the hour ends, while an address that has not failed still logs in with the right password.',
  ),
  RATE_LIMIT_SIGNUP: envVar(integerVar(1, 1_000_000), '10', 'Signups per hour and client address.'),
  RATE_LIMIT_RESET: envVar(
    integerVar(1, 1_000_000),
    '10',
    'Password reset requests and new-password calls per hour and client address.',
  ),
  RATE_LIMIT_SIGNUP_TOTAL: envVar(
    integerVar(1, 10_000_000),
    '500',
    'Signups per hour over all clients; above it signup answers code 20 (busy).',
  ),
  LLM_BASE_URL: envVar(
    optionalUrlVar,
    '',
    'OpenAI-compatible API base URL (…/v1) that improves AI summaries; empty: built-in extractive summaries only.',
  ),
  LLM_API_KEY: envVar(
    v.pipe(v.string(), v.trim()),
    '',
    'Bearer key for LLM_BASE_URL (may be empty for local servers).',
  ),
  LLM_MODEL: envVar(
    v.pipe(v.string(), v.trim()),
    '',
    'Model name sent to LLM_BASE_URL; required when LLM_BASE_URL is set.',
  ),
  LLM_TIMEOUT_MS: envVar(
    integerVar(100, 120_000),
    '8000',
    'Time limit of one LLM call; on timeout or error the extractive summary is answered.',
  ),
  DEMO_FEED: envVar(
    booleanVar,
    'false',
    'Demo feed: realistic demo messages, quotes and earnings for the seeded titles (90-day backfill, then live) through the real pipeline. npm start turns it on when unset.',
  ),
  DEMO_FEED_SEED: envVar(
    integerVar(0, 2_147_483_647),
    '1',
    'Seed of the demo feed: the same seed writes the same demo data.',
  ),
  DEMO_FEED_RATE: envVar(
    integerVar(0, 1_000_000),
    '28',
    'Demo messages per hour over all titles before bursts, the same for backfill and live (0: quotes and earnings only).',
  ),
  DEMO_FEED_BACKFILL_DAYS: envVar(integerVar(0, 400), '90', 'Days of demo history written at first start.'),
  FEEDS_FILE: envVar(
    v.pipe(v.string(), v.trim()),
    '',
    'JSON file listing RSS/Atom feeds to poll ([{"url", "type"?, "lang"?}]). Unset: no feeds.',
  ),
  IMAGE_HOST: envVar(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => text === '' || /^https?:\/\/[^/\s]+\/?$/.test(text), 'expected an http(s) origin'),
    ),
    '',
    'Origin that serves the images of AI updates (stream posts): an image URL keeps its path and takes this origin. Unset: the source URL as given.',
  ),
  PUSH_SUBJECT: envVar(
    v.pipe(v.string(), v.trim(), v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'expected mailto: or https:')),
    'mailto:alerts@murmur.local',
    'Web Push contact (VAPID subject): a mailto: or https: URL push services may use to reach the operator.',
  ),
  FEED_POLL_INTERVAL_MS: envVar(
    integerVar(1_000, 86_400_000),
    '300000',
    'How often each RSS/Atom feed is polled (conditional GET).',
  ),
}

export type EnvVarName = keyof typeof ENV_VARS

/** The documented table: one row per variable, in declaration order. */
export const ENV_VAR_TABLE: readonly { name: EnvVarName; default: string; description: string }[] = (
  Object.keys(ENV_VARS) as EnvVarName[]
).map((name) => ({ name, default: ENV_VARS[name].default, description: ENV_VARS[name].description }))

type EnvEntries = { [K in EnvVarName]: (typeof ENV_VARS)[K]['schema'] }

export const EnvSchema = v.object(
  Object.fromEntries(Object.entries(ENV_VARS).map(([name, entry]) => [name, entry.schema])) as EnvEntries,
)

export type LogLevel = (typeof LOG_LEVELS)[number]
