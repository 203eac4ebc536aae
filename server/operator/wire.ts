import * as v from 'valibot'
import { AccountTypeSchema, FILTER_PERMISSIONS, ORDER_STATUSES, VIEW_PERMISSIONS } from '../../src/core'

/** Shapes of the /operator calls, shared by the server and `npm run admin` (scripts/admin). */

export const OPERATOR_BASE_PATH = '/operator'

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('expected an e-mail address'))
const Day = v.pipe(v.string(), v.isoDate('expected a date as YYYY-MM-DD'))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))

export const RegisterPaymentRequestSchema = v.object({
  order_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
})

export const SetTierRequestSchema = v.object({
  email: Email,
  tier: AccountTypeSchema,
  /** Last day of the subscription (UTC, end of day); default: 12 months (trial: 14 days) from now. */
  valid_until: v.optional(Day),
})

export const SetFieldsRequestSchema = v.object({
  email: Email,
  fields: v.pipe(
    v.strictObject({
      history_months: v.optional(Count),
      timespan_days: v.optional(Count),
      ai_textgen: v.optional(Count),
      ai_chat: v.optional(Count),
      max_subscriptions: v.optional(Count),
      filters: v.optional(v.array(v.picklist(FILTER_PERMISSIONS))),
      views: v.optional(v.array(v.picklist(VIEW_PERMISSIONS))),
      active: v.optional(v.boolean()),
      valid_until: v.optional(Day),
      paid_until: v.optional(v.nullable(Day)),
    }),
    v.check((fields) => Object.keys(fields).length > 0, 'name at least one field'),
  ),
})
export type SetFieldsRequest = v.InferOutput<typeof SetFieldsRequestSchema>

const Tag = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected a tag name'))

export const TagsRequestSchema = v.object({
  email: Email,
  add: v.optional(v.array(Tag), []),
  remove: v.optional(v.array(Tag), []),
})

export const CreatePromotionRequestSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9_-]{3,64}$/, 'expected 3–64 letters, digits, - or _'),
  ),
  discount_percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  valid_until: v.optional(Day),
  max_uses: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

export const OrdersQuerySchema = v.object({ status: v.optional(v.picklist(ORDER_STATUSES)) })

export const LimitQuerySchema = v.object({
  limit: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'expected a number'), v.transform(Number), v.minValue(1)),
    '50',
  ),
})

export const UserParamsSchema = v.object({ email: Email })

export const UserSummarySchema = v.object({
  user_id: v.number(),
  email: v.string(),
  subscription_type: AccountTypeSchema,
  valid_until: v.string(),
  paid_until: v.nullable(v.string()),
  active: v.boolean(),
  history_months: v.number(),
  timespan_days: v.number(),
  ai_textgen: v.number(),
  ai_chat: v.number(),
  max_subscriptions: v.number(),
  filters: v.array(v.string()),
  views: v.array(v.string()),
  tags: v.array(v.string()),
})
export type UserSummary = v.InferOutput<typeof UserSummarySchema>

export const OrderSummarySchema = v.object({
  order_id: v.number(),
  email: v.string(),
  subscription_type: v.string(),
  interval: v.string(),
  payment_option: v.string(),
  price_usd: v.number(),
  promotion_code: v.nullable(v.string()),
  status: v.string(),
  created: v.string(),
  paid: v.nullable(v.string()),
})

export const PromotionSummarySchema = v.object({
  code: v.string(),
  discount_percent: v.number(),
  valid_until: v.nullable(v.string()),
  max_uses: v.nullable(v.number()),
  uses: v.number(),
})

export const OutboxEntrySchema = v.object({
  id: v.number(),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  created: v.string(),
})

export const RegisterPaymentAnswerSchema = v.object({ order: OrderSummarySchema, user: UserSummarySchema })
export const UserAnswerSchema = v.object({ user: UserSummarySchema })
export const OrdersAnswerSchema = v.object({ orders: v.array(OrderSummarySchema) })
export const PromotionAnswerSchema = v.object({ promotion: PromotionSummarySchema })
export const PromotionsAnswerSchema = v.object({ promotions: v.array(PromotionSummarySchema) })
export const OutboxAnswerSchema = v.object({ mails: v.array(OutboxEntrySchema) })
