import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db'
import { accountTokens } from '../db/schema'

export type TokenPurpose = 'reset' | 'confirm_email'

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new single-use token (base64url, 256 bits); only its hash is stored. */
export async function issueToken(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(accountTokens).values({
    tokenHash: tokenHash(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  })
  return token
}

/**
 * Uses a token once: the first call inside its lifetime answers the user id and marks it
 * used in the same statement, so two concurrent calls cannot both succeed.
 */
export async function consumeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<number | null> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId })
  return rows[0]?.userId ?? null
}

/** When the user last asked for a token of this purpose. */
export async function lastTokenIssuedAt(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1)
  return rows[0]?.createdAt ?? null
}

/** Makes the user's unused tokens of this purpose worthless (after a password change). */
export async function revokeTokens(db: Database, userId: number, purpose: TokenPurpose, now = new Date()) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    )
}
