import { and, asc, eq, inArray } from 'drizzle-orm'
import type { MorningBriefingSubscription, PendingSubscription, UserData } from '../../src/core'
import type { Database, UserRow } from '../db'
import { morningBriefingSubscriptions, subscriptionOrders } from '../db/schema'
import { toUserData } from './users'

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

export async function pendingSubscriptionsOf(db: Database, userId: number): Promise<PendingSubscription[]> {
  const rows = await db
    .select()
    .from(subscriptionOrders)
    .where(
      and(
        eq(subscriptionOrders.userId, userId),
        inArray(subscriptionOrders.status, ['awaiting_payment', 'approval_required']),
      ),
    )
    .orderBy(asc(subscriptionOrders.id))
  return rows.map((row) => ({
    id: row.id,
    subscription_type: row.tier,
    payment_option: row.paymentOption,
    interval: row.interval,
    created: epochSeconds(row.createdAt),
    subscription_type_id: row.subscriptionTypeId,
    price_usd: row.priceCents / 100,
  }))
}

export async function morningBriefingsOf(
  db: Database,
  userId: number,
): Promise<MorningBriefingSubscription[]> {
  const rows = await db
    .select()
    .from(morningBriefingSubscriptions)
    .where(eq(morningBriefingSubscriptions.userId, userId))
    .orderBy(asc(morningBriefingSubscriptions.id))
  return rows.map((row) => ({
    id: row.id,
    edition: row.edition,
    language: row.language,
    timezone: row.timezone,
    created: epochSeconds(row.createdAt),
  }))
}

/** The full user data of a stored user, with morning briefings and (when asked) open orders. */
export async function loadUserData(
  db: Database,
  row: UserRow,
  options: { withPendingSubscriptions: boolean },
): Promise<UserData> {
  const [morningBriefings, pendingSubscriptions] = await Promise.all([
    morningBriefingsOf(db, row.id),
    options.withPendingSubscriptions ? pendingSubscriptionsOf(db, row.id) : Promise.resolve([]),
  ])
  return toUserData(row, { ...options, morningBriefings, pendingSubscriptions })
}
