import { resolve } from 'node:path'
import * as v from 'valibot'
import { LOCAL_OPERATOR_TOKEN_FILE, readLocalOperatorToken } from '../../server/operator/local-token'
import {
  OPERATOR_BASE_PATH,
  OrdersAnswerSchema,
  OutboxAnswerSchema,
  PromotionAnswerSchema,
  PromotionsAnswerSchema,
  RegisterPaymentAnswerSchema,
  UserAnswerSchema,
} from '../../server/operator/wire'
import { ApiErrorBodySchema } from '../../src/core'

/**
 * `npm run admin -- <command>`: a thin client of the running server's /operator endpoints
 * (PGlite admits one process per data directory, so the CLI never opens the database).
 */

export const USAGE = `Usage: npm run admin -- <command> [arguments] [--url <server>] [--token <operator token>]

Talks to the running Murmur server (--url or MURMUR_URL, default http://localhost:8080) with the
operator token the server runs with (--token or OPERATOR_TOKEN; without either, the local
token npm start keeps in DATA_DIR/operator-token, DATA_DIR defaulting to ./data).

Commands:
  register-payment <order id>         register the payment of an invoice order (upgrades the account)
  orders [--status <status>]          list orders (awaiting_payment, approval_required, paid, cancelled, failed)
  user <email>                        show an account
  set-tier <email> <tier> [--valid-until YYYY-MM-DD]
                                      set trial, basic, premium, platinum or professional with its defaults
  set-fields <email> <field>=<value>...
                                      history_months, timespan_days, ai_textgen, ai_chat, max_subscriptions,
                                      filters and views (comma lists), active (true/false),
                                      valid_until (YYYY-MM-DD), paid_until (YYYY-MM-DD or none)
  grant-tag <email> <tag>...          grant tags, e.g. trendradar
  revoke-tag <email> <tag>...         take tags away
  create-promotion <code> <percent> [--valid-until YYYY-MM-DD] [--max-uses <n>]
  promotions                          list promotion codes
  outbox [--limit <n>]                show mails written to the outbox (when no SMTP_URL is set)
`

export interface AdminIo {
  out(text: string): void
  err(text: string): void
  fetch?: typeof fetch
}

class UsageError extends Error {}

interface Parsed {
  positional: string[]
  options: Map<string, string>
}

const VALUE_OPTIONS = new Set(['url', 'token', 'status', 'valid-until', 'max-uses', 'limit'])

function parseArgs(argv: readonly string[]): Parsed {
  const positional: string[] = []
  const options = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--help' || arg === '-h') {
      options.set('help', 'true')
      continue
    }
    if (arg.startsWith('--')) {
      const [name = '', inline] = arg.slice(2).split(/=(.*)/s)
      if (!VALUE_OPTIONS.has(name)) throw new UsageError(`Unknown option --${name}.`)
      const value = inline ?? argv[++i]
      if (value === undefined) throw new UsageError(`Option --${name} needs a value.`)
      options.set(name, value)
      continue
    }
    positional.push(arg)
  }
  return { positional, options }
}

function need(args: string[], count: number, what: string): string[] {
  if (args.length < count) throw new UsageError(`Missing ${what}.`)
  return args
}

function integer(text: string, what: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`${what} must be a whole number, not '${text}'.`)
  return Number(text)
}

const NUMBER_FIELDS = new Set([
  'history_months',
  'timespan_days',
  'ai_textgen',
  'ai_chat',
  'max_subscriptions',
])

function fieldsOf(assignments: string[]): Record<string, unknown> {
  if (assignments.length === 0) throw new UsageError('Name at least one <field>=<value>.')
  const fields: Record<string, unknown> = {}
  for (const assignment of assignments) {
    const equals = assignment.indexOf('=')
    if (equals <= 0) throw new UsageError(`Expected <field>=<value>, not '${assignment}'.`)
    const name = assignment.slice(0, equals)
    const value = assignment.slice(equals + 1)
    if (NUMBER_FIELDS.has(name)) fields[name] = integer(value, name)
    else if (name === 'filters' || name === 'views')
      fields[name] = value === '' ? [] : value.split(',').map((s) => s.trim())
    else if (name === 'active') {
      if (value !== 'true' && value !== 'false') throw new UsageError('active must be true or false.')
      fields[name] = value === 'true'
    } else if (name === 'paid_until') fields[name] = value === 'none' ? null : value
    else if (name === 'valid_until') fields[name] = value
    else throw new UsageError(`Unknown field '${name}'.`)
  }
  return fields
}

interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
  schema: v.GenericSchema
  print?: (answer: unknown, io: AdminIo) => void
}

function printOutbox(answer: unknown, io: AdminIo): void {
  const { mails } = v.parse(OutboxAnswerSchema, answer)
  if (mails.length === 0) io.out('The outbox is empty.\n')
  for (const mail of mails) {
    io.out(`#${mail.id} ${mail.created}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.body}\n\n`)
  }
}

function callFor(command: string, args: string[], options: Map<string, string>): Call {
  switch (command) {
    case 'register-payment': {
      const [id = ''] = need(args, 1, '<order id>')
      return {
        method: 'POST',
        path: '/payments/invoice',
        body: { order_id: integer(id, 'The order id') },
        schema: RegisterPaymentAnswerSchema,
      }
    }
    case 'orders': {
      const status = options.get('status')
      return {
        method: 'GET',
        path: `/orders${status ? `?status=${encodeURIComponent(status)}` : ''}`,
        schema: OrdersAnswerSchema,
      }
    }
    case 'user': {
      const [email = ''] = need(args, 1, '<email>')
      return { method: 'GET', path: `/users/${encodeURIComponent(email)}`, schema: UserAnswerSchema }
    }
    case 'set-tier': {
      const [email, tier] = need(args, 2, '<email> <tier>')
      const validUntil = options.get('valid-until')
      return {
        method: 'POST',
        path: '/users/tier',
        body: { email, tier, ...(validUntil ? { valid_until: validUntil } : {}) },
        schema: UserAnswerSchema,
      }
    }
    case 'set-fields': {
      const [email, ...rest] = need(args, 1, '<email>')
      return {
        method: 'POST',
        path: '/users/fields',
        body: { email, fields: fieldsOf(rest) },
        schema: UserAnswerSchema,
      }
    }
    case 'grant-tag':
    case 'revoke-tag': {
      const [email, ...tags] = need(args, 2, '<email> <tag>')
      return {
        method: 'POST',
        path: '/users/tags',
        body: { email, [command === 'grant-tag' ? 'add' : 'remove']: tags },
        schema: UserAnswerSchema,
      }
    }
    case 'create-promotion': {
      const [code, percent = ''] = need(args, 2, '<code> <percent>')
      const validUntil = options.get('valid-until')
      const maxUses = options.get('max-uses')
      return {
        method: 'POST',
        path: '/promotion-codes',
        body: {
          code,
          discount_percent: integer(percent, 'The percent'),
          ...(validUntil ? { valid_until: validUntil } : {}),
          ...(maxUses ? { max_uses: integer(maxUses, '--max-uses') } : {}),
        },
        schema: PromotionAnswerSchema,
      }
    }
    case 'promotions':
      return { method: 'GET', path: '/promotion-codes', schema: PromotionsAnswerSchema }
    case 'outbox': {
      const limit = options.get('limit')
      return {
        method: 'GET',
        path: `/outbox${limit ? `?limit=${integer(limit, '--limit')}` : ''}`,
        schema: OutboxAnswerSchema,
        print: printOutbox,
      }
    }
    default:
      throw new UsageError(`Unknown command '${command}'.`)
  }
}

/** Runs one admin command; answers the exit code (0 done, 1 refused or unreachable, 2 usage). */
export async function runAdmin(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: AdminIo,
): Promise<number> {
  let call: Call
  let base: string
  let token: string
  try {
    const { positional, options } = parseArgs(argv)
    const [command, ...args] = positional
    if (options.has('help') || command === undefined || command === 'help') {
      io.out(USAGE)
      return command === undefined && !options.has('help') ? 2 : 0
    }
    call = callFor(command, args, options)
    base = (options.get('url') ?? env.MURMUR_URL ?? 'http://localhost:8080').replace(/\/+$/, '')
    token =
      options.get('token') ??
      env.OPERATOR_TOKEN ??
      (await readLocalOperatorToken(resolve(env.DATA_DIR?.trim() || 'data'))) ??
      ''
    if (!URL.canParse(base)) throw new UsageError(`Not a URL: '${base}'.`)
    if (token === '') {
      throw new UsageError(
        `No operator token: pass --token, set OPERATOR_TOKEN, or run where DATA_DIR/${LOCAL_OPERATOR_TOKEN_FILE} exists.`,
      )
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`)
      return 2
    }
    throw error
  }

  let response: Response
  try {
    response = await (io.fetch ?? fetch)(`${base}${OPERATOR_BASE_PATH}${call.path}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    })
  } catch (error) {
    io.err(
      `Cannot reach the Murmur server at ${base}: ${error instanceof Error ? error.message : String(error)}\n`,
    )
    return 1
  }
  const answer: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const problem = v.safeParse(ApiErrorBodySchema, answer)
    io.err(
      `The server refused (HTTP ${response.status}${problem.success ? `, code ${problem.output.code}` : ''}): ${
        problem.success ? (problem.output.en ?? problem.output.internalCode) : 'no error text'
      }\n`,
    )
    return 1
  }
  const parsed = v.safeParse(call.schema, answer)
  if (!parsed.success) {
    io.err('The server answered an unexpected shape; is --url pointing at Murmur?\n')
    return 1
  }
  if (call.print) call.print(parsed.output, io)
  else io.out(`${JSON.stringify(parsed.output, null, 2)}\n`)
  return 0
}
