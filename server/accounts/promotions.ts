import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { FORM_TEXT } from '../../src/core'
import type { Database } from '../db'
import { type PromotionCodeRow, promotionCodes } from '../db/schema'
import { ApiError } from '../http/api-error'

export function normalizePromotionCode(code: string): string {
  return code.trim().toUpperCase()
}

function usable(now: Date) {
  return and(
    or(isNull(promotionCodes.validUntil), gt(promotionCodes.validUntil, now)),
    or(isNull(promotionCodes.maxUses), lt(promotionCodes.uses, promotionCodes.maxUses)),
  )
}

const invalid = () => new ApiError(400, 39, FORM_TEXT.promotionCodeInvalid)

/** The discount of a usable code; 39 'The Promotion Code you entered is invalid.' otherwise. */
export async function checkPromotionCode(
  db: Database,
  code: string,
  now = new Date(),
): Promise<PromotionCodeRow> {
  const rows = await db
    .select()
    .from(promotionCodes)
    .where(and(eq(promotionCodes.code, normalizePromotionCode(code)), usable(now)))
    .limit(1)
  const row = rows[0]
  if (!row) throw invalid()
  return row
}

/** Counts one use, atomically, only while the code is still usable. */
export async function redeemPromotionCode(
  db: Database,
  code: string,
  now = new Date(),
): Promise<PromotionCodeRow> {
  const rows = await db
    .update(promotionCodes)
    .set({ uses: sql`${promotionCodes.uses} + 1` })
    .where(and(eq(promotionCodes.code, normalizePromotionCode(code)), usable(now)))
    .returning()
  const row = rows[0]
  if (!row) throw invalid()
  return row
}

export interface NewPromotionCode {
  code: string
  discountPercent: number
  validUntil: Date | null
  maxUses: number | null
}

/** Creates a code; an existing code answers 11. */
export async function createPromotionCode(db: Database, code: NewPromotionCode): Promise<PromotionCodeRow> {
  const rows = await db
    .insert(promotionCodes)
    .values({ ...code, code: normalizePromotionCode(code.code) })
    .onConflictDoNothing()
    .returning()
  const row = rows[0]
  if (!row)
    throw new ApiError(409, 11, `The promotion code ${normalizePromotionCode(code.code)} already exists.`)
  return row
}

export async function listPromotionCodes(db: Database): Promise<PromotionCodeRow[]> {
  return db.select().from(promotionCodes).orderBy(asc(promotionCodes.code))
}
