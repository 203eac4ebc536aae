import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db'
import { rules } from '../../db/schema'
import { ApiError } from '../api-error'

export type RuleRow = typeof rules.$inferSelect

/** One of the user's rules; another user's rule is answered like a missing one (404, code 32). */
export async function ownRule(db: Database, userId: number, rid: number): Promise<RuleRow> {
  const [row] = await db
    .select()
    .from(rules)
    .where(and(eq(rules.id, rid), eq(rules.userId, userId)))
  if (!row) throw new ApiError(404, 32, `No rule with id ${rid}.`)
  return row
}
