import {
  RuleBodySchema,
  RuleSchema,
  RulesListSchema,
  RulesQuerySchema,
  StandardRulesAnswerSchema,
  TitleTriggersQuerySchema,
  TriggersAnswerSchema,
  TriggersQuerySchema,
} from '../../../src/core'
import { documentRoute } from '../openapi'

const TAGS = ['Rules and triggers']
const RID = { rid: 'Rule id (one of the user’s own)' }
const BODY = [
  'Body: a rule. buzz_patterns: `rule_set` items {metric b|s, comparator gt|lt|eq|r|f, value} on a',
  'closed bucket of `partition` (level comparators fire once per crossing), or `standard`: the',
  'standard alerts to follow. user_messages: `authors`, `query` and/or `key_events`. Titles by',
  '`titles` and/or `scope` {watchlist|index|class, id}. Alert kinds outside the tier answer 35.',
].join(' ')

/** Describes the rule and trigger calls for /v6/openapi.json and /v6/docs. */
export function documentRuleRoutes(): void {
  documentRoute({
    method: 'POST',
    path: '/rules',
    summary: 'Create an alert rule',
    description: BODY,
    tags: TAGS,
    body: RuleBodySchema,
    response: RuleSchema,
    errors: [8, 13, 32, 33, 35],
  })
  documentRoute({
    method: 'GET',
    path: '/rules',
    summary: 'The user’s rules, newest first',
    tags: TAGS,
    query: RulesQuerySchema,
    response: RulesListSchema,
    errors: [13, 32],
  })
  documentRoute({
    method: 'POST',
    path: '/rules/:rid',
    summary: 'Replace a rule',
    description: BODY,
    tags: TAGS,
    params: RID,
    body: RuleBodySchema,
    response: RuleSchema,
    errors: [8, 13, 32, 33, 35],
  })
  documentRoute({
    method: 'DELETE',
    path: '/rules/:rid',
    summary: 'Delete a rule and its alerts',
    tags: TAGS,
    params: RID,
    response: RuleSchema,
    errors: [13, 32],
  })
  documentRoute({
    method: 'GET',
    path: '/triggers',
    summary: 'The user’s alerts, newest first (default the last 30 days)',
    tags: TAGS,
    query: TriggersQuerySchema,
    response: TriggersAnswerSchema,
    errors: [13, 21, 32],
  })
  documentRoute({
    method: 'GET',
    path: '/triggers/:ident',
    summary: 'A title’s standard alerts and the user’s own, newest first (default the last 30 days)',
    tags: TAGS,
    params: { ident: 'Title id' },
    query: TitleTriggersQuerySchema,
    response: TriggersAnswerSchema,
    errors: [8, 13, 21, 32],
  })
  documentRoute({
    method: 'GET',
    path: '/standard_rules',
    summary: 'What each standard alert watches, with the pipeline’s thresholds',
    tags: TAGS,
    response: StandardRulesAnswerSchema,
    errors: [13, 21],
  })
}
