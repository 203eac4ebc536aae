import { and, eq, isNull } from 'drizzle-orm'
import { FORM_TEXT, isEmail, isRecord, NewPasswordRequestSchema, PASSWORD_MIN_LENGTH } from '../../src/core'
import type { Database } from '../db'
import { users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { parseRequest } from '../http/validate'
import type { Links } from './links'
import { type Mailer, resetPasswordMail } from './mail'
import { md5Hex } from './md5'
import { hashPassword } from './passwords'
import { consumeToken, issueToken, lastTokenIssuedAt, revokeTokens } from './tokens'
import { findUserByEmail, findUserById, updateUser } from './users'

/** A reset link is valid this long. */
export const RESET_TOKEN_TTL_MINUTES = 60
/** One password reset request per 24 hours (application §9). */
export const RESET_INTERVAL_MS = 24 * 3_600_000

export interface ResetDeps {
  db: Database
  mailer: Mailer
  links: Links
}

/**
 * GET /userdata/requestpasswordreset/{email}: a malformed address answers 2, an unknown
 * one 9, an inactive account 16, a second request within 24 hours 18. Otherwise a mail
 * with a /login?reset_token=… link goes out.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string, now = new Date()): Promise<void> {
  if (!isEmail(email)) throw new ApiError(400, 2, FORM_TEXT.validEmailAddressReset)
  const user = await findUserByEmail(deps.db, email)
  if (!user) throw new ApiError(404, 9)
  if (!user.active) throw new ApiError(403, 16)
  const last = await lastTokenIssuedAt(deps.db, user.id, 'reset')
  if (last && now.getTime() - last.getTime() < RESET_INTERVAL_MS) throw new ApiError(429, 18)
  const token = await issueToken(deps.db, user.id, 'reset', RESET_TOKEN_TTL_MINUTES * 60_000, now)
  await deps.mailer.send(
    resetPasswordMail(user.email, deps.links.resetPassword(token), RESET_TOKEN_TTL_MINUTES),
  )
}

/**
 * POST /userdata/newpassword {reset_token, newpassword}: no token answers 8, no new
 * password 7, a short one 3, an unknown, used or expired token 39. The token works once.
 */
export async function setNewPassword(
  deps: Pick<ResetDeps, 'db'>,
  body: unknown,
  now = new Date(),
): Promise<number> {
  const given = isRecord(body) ? body : {}
  if (given.reset_token === undefined || given.reset_token === '') {
    throw new ApiError(400, 8, 'Required parameter reset_token is missing.')
  }
  if (given.newpassword === undefined || given.newpassword === '') throw new ApiError(400, 7)
  if (typeof given.newpassword === 'string' && given.newpassword.length < PASSWORD_MIN_LENGTH) {
    throw new ApiError(400, 3)
  }
  const request = parseRequest(NewPasswordRequestSchema, body)
  const userId = await consumeToken(deps.db, request.reset_token, 'reset', now)
  if (userId === null) throw new ApiError(400, 39, 'This reset link is invalid, used or expired.')
  const user = await findUserById(deps.db, userId)
  if (!user) throw new ApiError(400, 39, 'This reset link is invalid, used or expired.')
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(md5Hex(request.newpassword)) })
  await revokeTokens(deps.db, user.id, 'reset', now)
  return user.id
}

/** GET /v6/accounts/confirm-email?token=…: 39 for a bad token, 17 when already confirmed. */
export async function confirmEmail(db: Database, token: string, now = new Date()): Promise<void> {
  const userId = await consumeToken(db, token, 'confirm_email', now)
  if (userId === null) throw new ApiError(400, 39, 'This confirmation link is invalid, used or expired.')
  const confirmed = await db
    .update(users)
    .set({ emailConfirmedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ id: users.id })
  if (confirmed.length === 0) throw new ApiError(409, 17)
}
