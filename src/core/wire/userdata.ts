import * as v from 'valibot'

export const ACCOUNT_TYPES = ['trial', 'basic', 'premium', 'platinum', 'professional'] as const
export const AccountTypeSchema = v.picklist(ACCOUNT_TYPES)
export type AccountType = v.InferOutput<typeof AccountTypeSchema>

export const UiFeaturesSchema = v.object({
  filters: v.array(v.string()),
  views: v.array(v.string()),
})

export const PendingSubscriptionSchema = v.object({
  id: v.number(),
  subscription_type: AccountTypeSchema,
  payment_option: v.string(),
  interval: v.picklist(['MONTH', 'YEAR']),
  created: v.number(),
})

/** GET /v6/userdata (application §3 "User data"). Times are epoch seconds. */
export const UserDataSchema = v.object({
  username: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  user_id: v.number(),
  language: v.picklist(['en', 'de']),
  subscription_type: AccountTypeSchema,
  valid_until: v.number(),
  paid_until: v.nullable(v.number()),
  timespan_days: v.number(),
  history_months: v.number(),
  ai_textgen: v.number(),
  ai_chat: v.number(),
  ui_features: UiFeaturesSchema,
  available_tags: v.array(v.object({ name: v.string() })),
  max_subscriptions: v.number(),
  nl: v.object({ morning_briefings: v.array(v.unknown()) }),
  pendingSubscriptions: v.optional(v.array(PendingSubscriptionSchema)),
})
export type UserData = v.InferOutput<typeof UserDataSchema>

export const UserDataQuerySchema = v.object({
  withPendingSubscriptions: v.optional(v.picklist(['true', 'false'])),
})
