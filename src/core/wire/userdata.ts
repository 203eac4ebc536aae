import * as v from 'valibot'

export const ACCOUNT_TYPES = ['trial', 'basic', 'premium', 'platinum', 'professional'] as const
export const AccountTypeSchema = v.picklist(ACCOUNT_TYPES)
export type AccountType = v.InferOutput<typeof AccountTypeSchema>

/** The four tiers a subscription can be bought for (trial is never bought). */
export const PAID_ACCOUNT_TYPES = ['basic', 'premium', 'platinum', 'professional'] as const
export const PaidAccountTypeSchema = v.picklist(PAID_ACCOUNT_TYPES)
export type PaidAccountType = v.InferOutput<typeof PaidAccountTypeSchema>

/** Interval units of a subscription (application §3 "Subscription"). */
export const SUBSCRIPTION_INTERVALS = ['MONTH', 'YEAR'] as const
export const SubscriptionIntervalSchema = v.picklist(SUBSCRIPTION_INTERVALS)
export type SubscriptionInterval = v.InferOutput<typeof SubscriptionIntervalSchema>

export const UiFeaturesSchema = v.object({
  filters: v.array(v.string()),
  views: v.array(v.string()),
})

/** An order that waits for its payment (invoice) or for the buyer's approval (PayPal). */
export const PendingSubscriptionSchema = v.object({
  id: v.number(),
  subscription_type: AccountTypeSchema,
  /** 'invoice' or 'paypal' (see src/core/plans). */
  payment_option: v.string(),
  interval: SubscriptionIntervalSchema,
  /** Epoch seconds. */
  created: v.number(),
  /** The plan ordered (src/core/plans); present on every answer of this server. */
  subscription_type_id: v.optional(v.number()),
  /** Price to pay in USD after any promotion code. */
  price_usd: v.optional(v.number()),
})
export type PendingSubscription = v.InferOutput<typeof PendingSubscriptionSchema>

/** One morning-briefing subscription of the user (POST /v6/morning-briefings/subscriptions). */
export const MorningBriefingSubscriptionSchema = v.object({
  id: v.number(),
  edition: v.string(),
  language: v.picklist(['en', 'de']),
  timezone: v.string(),
  /** Epoch seconds. */
  created: v.number(),
})
export type MorningBriefingSubscription = v.InferOutput<typeof MorningBriefingSubscriptionSchema>

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
  nl: v.object({ morning_briefings: v.array(MorningBriefingSubscriptionSchema) }),
  pendingSubscriptions: v.optional(v.array(PendingSubscriptionSchema)),
})
export type UserData = v.InferOutput<typeof UserDataSchema>

export const UserDataQuerySchema = v.object({
  withPendingSubscriptions: v.optional(v.picklist(['true', 'false'])),
})
