import type { AccountType } from '../../src/core'
import { TRIAL_DAYS, userFieldsForTier } from '../../src/core'
import { findUserByEmail, updateUser } from '../accounts'
import type { Database, NewUserRow, UserRow } from '../db'
import type { PromotionCodeRow, SubscriptionOrderRow } from '../db/schema'
import { ApiError } from '../http/api-error'
import type { SetFieldsRequest, UserSummary } from './wire'

const DAY_MS = 86_400_000

/** End of the given day (UTC): a subscription "until 2026-05-31" lasts through that day. */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`)
}

export function userSummary(row: UserRow): UserSummary {
  return {
    user_id: row.id,
    email: row.email,
    subscription_type: row.subscriptionType,
    valid_until: row.validUntil.toISOString(),
    paid_until: row.paidUntil?.toISOString() ?? null,
    active: row.active,
    history_months: row.historyMonths,
    timespan_days: row.timespanDays,
    ai_textgen: row.aiTextgen,
    ai_chat: row.aiChat,
    max_subscriptions: row.maxSubscriptions,
    filters: row.uiFeatures.filters,
    views: row.uiFeatures.views,
    tags: row.availableTags,
  }
}

export function orderSummary(order: SubscriptionOrderRow, email: string) {
  return {
    order_id: order.id,
    email,
    subscription_type: order.tier,
    interval: order.interval,
    payment_option: order.paymentOption,
    price_usd: order.priceCents / 100,
    promotion_code: order.promotionCode,
    status: order.status,
    created: order.createdAt.toISOString(),
    paid: order.paidAt?.toISOString() ?? null,
  }
}

export function promotionSummary(code: PromotionCodeRow) {
  return {
    code: code.code,
    discount_percent: code.discountPercent,
    valid_until: code.validUntil?.toISOString() ?? null,
    max_uses: code.maxUses,
    uses: code.uses,
  }
}

export async function requireAccount(db: Database, email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email)
  if (!user) throw new ApiError(404, 9, `No account ${email}.`)
  return user
}

async function save(db: Database, user: UserRow, changes: Partial<NewUserRow>): Promise<UserRow> {
  const updated = await updateUser(db, user.id, changes)
  if (!updated) throw new ApiError(404, 9, `No account ${user.email}.`)
  return updated
}

/** Sets a tier with its default fields (§6 table); valid until the given day or one period. */
export async function setTier(
  db: Database,
  email: string,
  tier: AccountType,
  validUntilDay: string | undefined,
  now = new Date(),
): Promise<UserRow> {
  const user = await requireAccount(db, email)
  const fields = userFieldsForTier(tier)
  const fallback = new Date(now)
  if (tier === 'trial') fallback.setTime(now.getTime() + TRIAL_DAYS * DAY_MS)
  else fallback.setUTCFullYear(now.getUTCFullYear() + 1)
  const validUntil = validUntilDay ? endOfDay(validUntilDay) : fallback
  return save(db, user, {
    subscriptionType: tier,
    validUntil,
    paidUntil: tier === 'trial' ? null : validUntil,
    historyMonths: fields.history_months,
    timespanDays: fields.timespan_days,
    aiTextgen: fields.ai_textgen,
    aiChat: fields.ai_chat,
    maxSubscriptions: fields.max_subscriptions,
    uiFeatures: fields.ui_features,
  })
}

/** Per-user fields on top of the tier (application §6: effective permissions). */
export async function setFields(db: Database, request: SetFieldsRequest): Promise<UserRow> {
  const user = await requireAccount(db, request.email)
  const f = request.fields
  const changes: Partial<NewUserRow> = {
    ...(f.history_months !== undefined ? { historyMonths: f.history_months } : {}),
    ...(f.timespan_days !== undefined ? { timespanDays: f.timespan_days } : {}),
    ...(f.ai_textgen !== undefined ? { aiTextgen: f.ai_textgen } : {}),
    ...(f.ai_chat !== undefined ? { aiChat: f.ai_chat } : {}),
    ...(f.max_subscriptions !== undefined ? { maxSubscriptions: f.max_subscriptions } : {}),
    ...(f.active !== undefined ? { active: f.active } : {}),
    ...(f.valid_until !== undefined ? { validUntil: endOfDay(f.valid_until) } : {}),
    ...(f.paid_until !== undefined
      ? { paidUntil: f.paid_until === null ? null : endOfDay(f.paid_until) }
      : {}),
  }
  if (f.filters !== undefined || f.views !== undefined) {
    changes.uiFeatures = {
      filters: f.filters ? [...new Set(f.filters)] : user.uiFeatures.filters,
      views: f.views ? [...new Set(f.views)] : user.uiFeatures.views,
    }
  }
  return save(db, user, changes)
}

/** Grants and revokes tags (e.g. trendradar for the trend radar pages). */
export async function setTags(
  db: Database,
  email: string,
  add: string[],
  remove: string[],
): Promise<UserRow> {
  const user = await requireAccount(db, email)
  const tags = new Set(user.availableTags)
  for (const tag of add) tags.add(tag)
  for (const tag of remove) tags.delete(tag)
  return save(db, user, { availableTags: [...tags] })
}
