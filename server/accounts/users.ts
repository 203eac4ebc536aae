import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type MorningBriefingSubscription,
  type PendingSubscription,
  type UserData,
  UserDataSchema,
} from '../../src/core'
import type { Database } from '../db'
import { type NewUserRow, type UserRow, users } from '../db'

/** Usernames are e-mail addresses, compared case-insensitively (stored lowercase). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1)
  return rows[0] ?? null
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return rows[0] ?? null
}

export async function insertUser(db: Database, user: NewUserRow): Promise<UserRow> {
  const rows = await db
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email) })
    .returning()
  const row = rows[0]
  if (!row) throw new Error('insert into users returned no row')
  return row
}

export async function updateUser(
  db: Database,
  id: number,
  changes: Partial<Omit<NewUserRow, 'id' | 'email' | 'createdAt'>>,
): Promise<UserRow | null> {
  const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning()
  return rows[0] ?? null
}

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000)
}

export interface UserDataOptions {
  withPendingSubscriptions: boolean
  /** The user's open orders (see loadUserData); none when left out. */
  pendingSubscriptions?: PendingSubscription[]
  /** The user's morning-briefing subscriptions (see loadUserData); none when left out. */
  morningBriefings?: MorningBriefingSubscription[]
}

/** The GET /v6/userdata answer for a stored user (application §3 "User data"). */
export function toUserData(row: UserRow, options: UserDataOptions): UserData {
  const data: UserData = {
    username: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    user_id: row.id,
    language: row.language,
    subscription_type: row.subscriptionType,
    valid_until: epochSeconds(row.validUntil),
    paid_until: row.paidUntil === null ? null : epochSeconds(row.paidUntil),
    timespan_days: row.timespanDays,
    history_months: row.historyMonths,
    ai_textgen: row.aiTextgen,
    ai_chat: row.aiChat,
    ui_features: { filters: row.uiFeatures.filters, views: row.uiFeatures.views },
    available_tags: row.availableTags.map((name) => ({ name })),
    max_subscriptions: row.maxSubscriptions,
    nl: { morning_briefings: options.morningBriefings ?? [] },
    ...(options.withPendingSubscriptions ? { pendingSubscriptions: options.pendingSubscriptions ?? [] } : {}),
  }
  // jsonb columns are only typed, not checked, by the database: check the wire shape on the way out.
  return v.parse(UserDataSchema, data)
}
