import * as v from 'valibot'
import { RuleTypeSchema } from './rule-types'

/**
 * User rules (data-interface §3 "Rule", §7 "Rules and triggers"). The interface shows rid and
 * rule_type only; the body below is Murmur's: a name, the titles it watches (explicit ids and/or
 * a scope), and per type what it matches.
 *
 * - buzz_patterns: every item of `rule_set` holds for a closed bucket of `partition`. Metric
 *   b = buzz in percent (100 = average), s = sentiment score (-100…100). Comparators: gt, lt,
 *   eq (equal to the shown value: whole percent, one-decimal score), r (rose by at least value
 *   since the previous bucket), f (fell by at least value).
 * - user_messages: messages by one of `authors` and/or containing every word of `query`.
 * - unlisted_filter: messages about no listed title containing every word of `query`.
 * - `standard` (buzz_patterns): follow these standard alerts for the rule's titles; a rule with
 *   `standard` needs no `rule_set`.
 * - `key_events` (user_messages): messages carrying one of these key events (about its titles).
 */

export const RULE_SCOPES = ['watchlist', 'index', 'class'] as const
export const RULE_METRICS = ['b', 's'] as const
export const RULE_COMPARATORS = ['gt', 'lt', 'eq', 'f', 'r'] as const
export type RuleMetric = (typeof RULE_METRICS)[number]
export type RuleComparator = (typeof RULE_COMPARATORS)[number]

/** The standard alerts a rule can follow (application §3 "Alert types"). */
export const STANDARD_ALERT_KINDS = [
  'high_buzz',
  'moving_stock_buzz',
  'adhoc_buzz',
  'pre_earnings_buzz',
  'earnings_buzz',
  'price_buzz',
] as const
export type StandardAlertKind = (typeof STANDARD_ALERT_KINDS)[number]

export const RuleSetItemSchema = v.object({
  metric: v.picklist(RULE_METRICS),
  comparator: v.picklist(RULE_COMPARATORS),
  value: v.pipe(v.number(), v.finite()),
})
export type RuleSetItem = v.InferOutput<typeof RuleSetItemSchema>

const TitleIdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1))

export const RuleBodySchema = v.object({
  rule_type: RuleTypeSchema,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  titles: v.optional(v.pipe(v.array(TitleIdSchema), v.maxLength(5000))),
  scope: v.optional(
    v.object({
      type: v.picklist(RULE_SCOPES),
      id: v.union([TitleIdSchema, v.pipe(v.string(), v.minLength(1), v.maxLength(64))]),
    }),
  ),
  partition: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,40}$/))),
  rule_set: v.optional(v.pipe(v.array(RuleSetItemSchema), v.minLength(1), v.maxLength(20))),
  query: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500))),
  standard: v.optional(
    v.pipe(
      v.array(v.picklist(STANDARD_ALERT_KINDS)),
      v.minLength(1),
      v.maxLength(STANDARD_ALERT_KINDS.length),
    ),
  ),
  key_events: v.optional(v.pipe(v.array(TitleIdSchema), v.minLength(1), v.maxLength(100))),
  authors: v.optional(
    v.pipe(
      v.array(
        v.object({
          source: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
          author: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
        }),
      ),
      v.minLength(1),
      v.maxLength(500),
    ),
  ),
})
export type RuleBody = v.InferOutput<typeof RuleBodySchema>

/** A stored rule as answered by GET/POST /rules. */
export const RuleSchema = v.object({
  rid: v.number(),
  rule_type: RuleTypeSchema,
  rule: RuleBodySchema,
  created: v.number(),
  updated: v.number(),
})
export type Rule = v.InferOutput<typeof RuleSchema>

export const RulesListSchema = v.object({ rules: v.array(RuleSchema) })
export type RulesList = v.InferOutput<typeof RulesListSchema>

export const RulesQuerySchema = v.object({ rule_type: v.optional(RuleTypeSchema) })

/** The field each rule type cannot do without (answered with code 8 when absent). */
export function requiredRuleFields(body: RuleBody): readonly (keyof RuleBody)[] {
  switch (body.rule_type) {
    case 'buzz_patterns': {
      const matches: (keyof RuleBody)[] = body.standard === undefined ? ['rule_set'] : []
      return body.titles === undefined && body.scope === undefined ? [...matches, 'titles'] : matches
    }
    case 'unlisted_filter':
      return ['query']
    case 'user_messages':
      return body.authors === undefined && body.key_events === undefined ? ['query'] : []
  }
}

/** GET /v6/standard_rules: what each standard alert watches. */
export const StandardRuleSchema = v.object({
  rule_type: v.picklist(STANDARD_ALERT_KINDS),
  name: v.string(),
  description: v.string(),
  partition: v.string(),
  series_id: v.nullable(v.number()),
  conditions: v.record(v.string(), v.number()),
})
export type StandardRule = v.InferOutput<typeof StandardRuleSchema>
export const StandardRulesAnswerSchema = v.array(StandardRuleSchema)
