import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  STANDARD_ALERT_KINDS,
  type StandardAlertKind,
  type StandardRule,
  TitleTriggersQuerySchema,
  TRIGGERS_LIMIT_DEFAULT,
  TriggersQuerySchema,
} from '../../../src/core'
import type { Database } from '../../db'
import { userTriggers } from '../../market/triggers-read'
import {
  BUZZ_PRICE_ALERT_SERIES,
  EARNINGS_BUZZ_ALERT_SERIES,
  STANDARD_RULES,
} from '../../pipeline/triggers/standard'
import { requireUser } from '../auth'
import { parseIdent, parseQuery, resolveRange } from './data/common'
import { entitleRange } from './data/entitle'
import { knownTitles } from './data/titles'
import { ownRule } from './rule-ownership'

/** Latest alerts look 30 days back by default (application §9 "latest alerts 30 days"). */
const TRIGGERS_DEFAULT_DAYS = 30

const IdentParams = v.object({ ident: v.optional(v.string()) })

const STANDARD_RULE_TEXT: Readonly<Record<StandardAlertKind, { name: string; description: string }>> = {
  high_buzz: {
    name: 'High buzz',
    description: 'A day at 3× the usual buzz or more, from at least 3 authors.',
  },
  moving_stock_buzz: {
    name: 'Moving stock buzz',
    description: 'Buzz rising over 3 consecutive hours, the last at 2× or more, from at least 3 authors.',
  },
  adhoc_buzz: {
    name: 'Ad-hoc buzz',
    description: 'A 10-minute bucket with an ad-hoc release and 1.5× buzz or more.',
  },
  pre_earnings_buzz: {
    name: 'Pre-earnings buzz',
    description:
      'One of the 7 days before an earnings release at 1.5× buzz or more, from at least 2 authors.',
  },
  earnings_buzz: { name: 'Earnings buzz', description: 'The day of an earnings release at 2× buzz or more.' },
  price_buzz: {
    name: 'Price/buzz',
    description: 'A daily close moving 3% or more against the previous close on a day at 2× buzz or more.',
  },
}

const SERIES: Partial<Record<StandardAlertKind, number>> = {
  pre_earnings_buzz: EARNINGS_BUZZ_ALERT_SERIES,
  earnings_buzz: EARNINGS_BUZZ_ALERT_SERIES,
  price_buzz: BUZZ_PRICE_ALERT_SERIES,
}

/** The standard rules as GET /standard_rules answers them (the pipeline's own thresholds). */
export function standardRules(): StandardRule[] {
  return STANDARD_ALERT_KINDS.map((kind) => {
    const { partition, ...conditions } = STANDARD_RULES[kind]
    return {
      rule_type: kind,
      ...STANDARD_RULE_TEXT[kind],
      partition,
      series_id: SERIES[kind] ?? null,
      conditions,
    }
  })
}

/** GET /triggers, /triggers/{ident}, /standard_rules (data-interface §7 "Rules and triggers"). */
export function triggerRoutes(v6: FastifyInstance, db: Database): void {
  v6.get('/standard_rules', async (request) => {
    requireUser(request)
    parseQuery(v.strictObject({ format: v.optional(v.string()) }), request.query)
    return standardRules()
  })

  v6.get('/triggers', async (request) => {
    const user = requireUser(request)
    const query = parseQuery(TriggersQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now, TRIGGERS_DEFAULT_DAYS)
    entitleRange(request, range, now)
    const ruleId = query.rule_id === undefined ? undefined : Number(query.rule_id)
    if (ruleId !== undefined) await ownRule(db, user.id, ruleId)
    return userTriggers(db, user.id, {
      ...range,
      ruleId,
      ruleType: query.rule_type,
      limit: query.limit ?? TRIGGERS_LIMIT_DEFAULT,
    })
  })

  v6.get('/triggers/:ident', async (request) => {
    const user = requireUser(request)
    const id = parseIdent(parseRequest(request.params), 'ident', 'getTitleTriggers')
    const query = parseQuery(TitleTriggersQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now, TRIGGERS_DEFAULT_DAYS)
    entitleRange(request, range, now)
    const [titleId = id] = await knownTitles(db, [id])
    return userTriggers(db, user.id, { ...range, titleId, limit: query.limit ?? TRIGGERS_LIMIT_DEFAULT })
  })
}

function parseRequest(params: unknown): string | undefined {
  const parsed = v.safeParse(IdentParams, params)
  return parsed.success ? parsed.output.ident : undefined
}
