import { inArray } from 'drizzle-orm'
import type { Database } from '../db'
import { users } from '../db/schema'

export interface StoredSubscription {
  validUntilMs: number
  active: boolean
}

/** The stored subscription state of users, by id (missing: the account is gone). */
export type SubscriptionLookup = (userIds: readonly number[]) => Promise<Map<number, StoredSubscription>>

export function subscriptionLookup(db: Database): SubscriptionLookup {
  return async (userIds) => {
    const rows = await db
      .select({ id: users.id, validUntil: users.validUntil, active: users.active })
      .from(users)
      .where(inArray(users.id, [...userIds]))
    return new Map(
      rows.map((row) => [row.id, { validUntilMs: row.validUntil.getTime(), active: row.active }]),
    )
  }
}
