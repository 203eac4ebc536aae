import * as v from 'valibot'
import { QueryText, QueryTime, queryInteger } from './history'
import { RuleTypeSchema } from './rule-types'

/** Alerts the trigger lists answer at most, and by default. */
export const TRIGGERS_LIMIT_MAX = 500
export const TRIGGERS_LIMIT_DEFAULT = 100

/** GET /v6/triggers (data-interface §7): the user's own alerts, newest first. */
export const TriggersQuerySchema = v.strictObject({
  rule_id: v.optional(v.pipe(QueryText, v.regex(/^\d{1,9}$/, 'expected a rule id'))),
  rule_type: v.optional(v.pipe(QueryText, RuleTypeSchema)),
  startDate: QueryTime,
  endDate: QueryTime,
  limit: queryInteger(1, TRIGGERS_LIMIT_MAX),
  format: v.optional(QueryText),
})

/** GET /v6/triggers/{ident}: a title's standard alerts and the user's own, newest first. */
export const TitleTriggersQuerySchema = v.strictObject({
  startDate: QueryTime,
  endDate: QueryTime,
  limit: queryInteger(1, TRIGGERS_LIMIT_MAX),
  format: v.optional(QueryText),
})

/**
 * One alert. rule_id null: a standard alert, rule_type its kind (high_buzz, …); otherwise one of
 * the user's rules fired, rule_type the rule's type (a followed standard alert names its kind in
 * data.standard_kind).
 */
export const TriggerSchema = v.object({
  trigger_id: v.number(),
  rule_id: v.nullable(v.number()),
  rule_type: v.string(),
  title_id: v.number(),
  /** The title's name (null for a message about no listed title). */
  title_name: v.nullable(v.string()),
  series_id: v.nullable(v.number()),
  time: v.number(),
  data: v.record(v.string(), v.unknown()),
})
export type Trigger = v.InferOutput<typeof TriggerSchema>
export const TriggersAnswerSchema = v.array(TriggerSchema)
