import * as v from 'valibot'

/** Rule types (data-interface §3): their own module, shared by the rule bodies and the alert lists. */
export const RULE_TYPES = ['buzz_patterns', 'unlisted_filter', 'user_messages'] as const
export type RuleType = (typeof RULE_TYPES)[number]
export const RuleTypeSchema = v.picklist(RULE_TYPES)
