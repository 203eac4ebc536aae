import { and, eq } from 'drizzle-orm'
import {
  ACCOUNT_TEXT,
  MorningBriefingSubscribeRequestSchema,
  type MorningBriefingSubscription,
  morningBriefingCapacity,
} from '../../src/core'
import type { Database, UserRow } from '../db'
import { morningBriefingSubscriptions } from '../db/schema'
import { ApiError } from '../http/api-error'
import { parseRequest } from '../http/validate'
import { loadUserData } from './user-data'

/**
 * POST /v6/morning-briefings/subscriptions within the capacity (max_subscriptions above
 * the current count, application §6), else 35. The same edition, language and time zone
 * twice answers the existing subscription.
 */
export async function subscribeMorningBriefing(
  db: Database,
  user: UserRow,
  body: unknown,
  now = new Date(),
): Promise<MorningBriefingSubscription> {
  const request = parseRequest(MorningBriefingSubscribeRequestSchema, body)
  const data = await loadUserData(db, user, { withPendingSubscriptions: false })
  const same = data.nl.morning_briefings.find(
    (b) =>
      b.edition === request.edition && b.language === request.language && b.timezone === request.timezone,
  )
  if (same) return same
  if (morningBriefingCapacity(data) <= 0) throw new ApiError(403, 35, ACCOUNT_TEXT.morningBriefingLimit)
  const rows = await db
    .insert(morningBriefingSubscriptions)
    .values({ userId: user.id, ...request, createdAt: now })
    .returning()
  const row = rows[0]
  if (!row) throw new Error('insert into morning_briefing_subscriptions returned no row')
  return {
    id: row.id,
    edition: row.edition,
    language: row.language,
    timezone: row.timezone,
    created: Math.floor(row.createdAt.getTime() / 1000),
  }
}

/** DELETE /v6/morning-briefings/subscriptions/{id}: another user's or an unknown id answers 404. */
export async function unsubscribeMorningBriefing(db: Database, user: UserRow, id: number): Promise<void> {
  const rows = await db
    .delete(morningBriefingSubscriptions)
    .where(and(eq(morningBriefingSubscriptions.id, id), eq(morningBriefingSubscriptions.userId, user.id)))
    .returning({ id: morningBriefingSubscriptions.id })
  if (rows.length === 0) throw new ApiError(404, 32, `No morning-briefing subscription ${id}.`)
}
