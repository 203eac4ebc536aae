import { and, count, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  ALERT_KIND_LABEL,
  alertFeatureAllowed,
  alertFeatureOf,
  alertKindOf,
  KEY_EVENT_TYPES,
  partitionSpec,
  type Rule,
  type RuleBody,
  RuleBodySchema,
  RulesQuerySchema,
  type RuleType,
  requiredRuleFields,
} from '../../../src/core'
import type { Database } from '../../db'
import { rules } from '../../db/schema'
import { ownedWatchlist } from '../../market/watchlists'
import { ApiError } from '../api-error'
import { requireUser } from '../auth'
import { permissionsOf, requireValidSubscription } from '../entitlements'
import { parseRequest, requiredParameterError, requireParameter } from '../validate'
import { ownRule, type RuleRow } from './rule-ownership'
import { documentRuleRoutes } from './rules-docs'
import { triggerRoutes } from './triggers'

/** More rules than this per user answers code 32. */
export const MAX_RULES_PER_USER = 200

function toRule(row: RuleRow): Rule {
  const body = v.parse(RuleBodySchema, row.body)
  return {
    rid: row.id,
    rule_type: row.ruleType,
    rule: body,
    created: Math.floor(row.createdAt.getTime() / 1000),
    updated: Math.floor(row.updatedAt.getTime() / 1000),
  }
}

/**
 * A rule body: absent → code 8 ('Required parameter rule was null or undefined when calling
 * createRule'); a missing field → code 8 naming it; anything malformed → code 32.
 */
function parseRuleBody(input: unknown, call: string): RuleBody {
  if (input === undefined || input === null) throw requiredParameterError('rule', call)
  if (typeof input !== 'object' || Array.isArray(input))
    throw new ApiError(400, 32, 'Malformed parameter rule: expected a JSON object.')
  const parsed = v.safeParse(RuleBodySchema, input)
  if (!parsed.success) {
    const missing = parsed.issues.find((issue) => issue.input === undefined)
    if (missing) throw requiredParameterError(`rule.${v.getDotPath(missing) ?? 'body'}`, call)
    const first = parsed.issues[0]
    throw new ApiError(
      400,
      32,
      `Malformed parameter rule.${first ? (v.getDotPath(first) ?? '') : ''}: ${first?.message ?? 'invalid'}`,
    )
  }
  const body = parsed.output
  const absent = requiredRuleFields(body).find((field) => body[field] === undefined)
  if (absent) throw requiredParameterError(`rule.${absent}`, call)
  if (body.partition !== undefined && partitionSpec(body.partition) === null) {
    throw new ApiError(400, 32, `Malformed parameter rule.partition: unknown partition ${body.partition}.`)
  }
  return body
}

const KNOWN_KEY_EVENTS = new Set(KEY_EVENT_TYPES.map((type) => type.key_event_id))

/** Key event ids must be known ones (code 32). */
function checkKeyEvents(body: RuleBody): void {
  const unknown = body.key_events?.find((id) => !KNOWN_KEY_EVENTS.has(id))
  if (unknown !== undefined)
    throw new ApiError(400, 32, `Malformed parameter rule.key_events: no key event ${unknown}.`)
}

/** The alert a body describes must be in the user's tier (code 35). */
function checkAlertFeature(request: FastifyRequest, body: RuleBody): void {
  const feature = alertFeatureOf(body)
  if (alertFeatureAllowed(permissionsOf(request), feature)) return
  const kind = alertKindOf(body)
  throw new ApiError(
    403,
    35,
    `Your subscription does not include ${kind ? ALERT_KIND_LABEL[kind].toLowerCase() : 'rule-based buzz'} alerts.`,
  )
}

/** A watchlist scope must name one of the user's own watchlists. */
async function checkScope(db: Database, userId: number, body: RuleBody): Promise<void> {
  if (body.scope?.type !== 'watchlist') return
  const wid = Number(body.scope.id)
  if (!Number.isSafeInteger(wid) || !(await ownedWatchlist(db, userId, wid)))
    throw new ApiError(
      400,
      32,
      `Malformed parameter rule.scope.id: no watchlist ${String(body.scope.id).slice(0, 20)}.`,
    )
}

function parseRid(value: unknown, call: string): number {
  const text = requireParameter(value, 'rid', call)
  if (!/^\d{1,9}$/.test(text))
    throw new ApiError(400, 32, `Malformed parameter rid: '${text.slice(0, 20)}' is not a rule id.`)
  return Number(text)
}

/** /rules (data-interface §7 "Rules and triggers"): a user sees and changes only their own rules. */
export function rulesRoutes(v6: FastifyInstance, db: Database): void {
  documentRuleRoutes()
  v6.register(async (scope) => {
    // Rules keep producing alerts: only a valid subscription may create or change them.
    scope.addHook('preHandler', async (request) => requireValidSubscription(request))
    ruleCalls(scope, db)
    triggerRoutes(scope, db)
  })
}

function ruleCalls(v6: FastifyInstance, db: Database): void {
  v6.post('/rules', async (request) => {
    const user = requireUser(request)
    const body = parseRuleBody(request.body, 'createRule')
    checkKeyEvents(body)
    checkAlertFeature(request, body)
    await checkScope(db, user.id, body)
    const [held] = await db.select({ n: count() }).from(rules).where(eq(rules.userId, user.id))
    if ((held?.n ?? 0) >= MAX_RULES_PER_USER) {
      throw new ApiError(400, 32, `At most ${MAX_RULES_PER_USER} rules per user.`)
    }
    const [row] = await db
      .insert(rules)
      .values({ userId: user.id, ruleType: body.rule_type, body })
      .returning()
    if (!row) throw new Error('rule insert returned nothing')
    return toRule(row)
  })

  v6.get('/rules', async (request) => {
    const user = requireUser(request)
    const query = parseRequest(RulesQuerySchema, request.query)
    const ruleType: RuleType | undefined = query.rule_type
    const rows = await db
      .select()
      .from(rules)
      .where(
        ruleType ? and(eq(rules.userId, user.id), eq(rules.ruleType, ruleType)) : eq(rules.userId, user.id),
      )
      .orderBy(desc(rules.id))
    return { rules: rows.map(toRule) }
  })

  v6.post<{ Params: { rid?: string } }>('/rules/:rid', async (request) => {
    const user = requireUser(request)
    const rid = parseRid(request.params.rid, 'updateRule')
    const body = parseRuleBody(request.body, 'updateRule')
    await ownRule(db, user.id, rid)
    checkKeyEvents(body)
    checkAlertFeature(request, body)
    await checkScope(db, user.id, body)
    const [row] = await db
      .update(rules)
      .set({ ruleType: body.rule_type, body, updatedAt: new Date() })
      .where(and(eq(rules.id, rid), eq(rules.userId, user.id)))
      .returning()
    if (!row) throw new ApiError(404, 32, `No rule with id ${rid}.`)
    return toRule(row)
  })

  v6.delete<{ Params: { rid?: string } }>('/rules/:rid', async (request) => {
    const user = requireUser(request)
    const rid = parseRid(request.params.rid, 'deleteRule')
    const row = await ownRule(db, user.id, rid)
    await db.delete(rules).where(and(eq(rules.id, rid), eq(rules.userId, user.id)))
    return toRule(row)
  })
}
