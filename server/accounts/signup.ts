import {
  FORM_TEXT,
  isRecord,
  type SignupAnswer,
  SignupRequestSchema,
  TRIAL_DAYS,
  userFieldsForTier,
  validateRegisterForm,
} from '../../src/core'
import type { Database } from '../db'
import { users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { parseRequest } from '../http/validate'
import type { BotCheck } from './bot-check'
import type { Links } from './links'
import { confirmAddressMail, type Mailer } from './mail'
import { hashPassword } from './passwords'
import { issueToken } from './tokens'
import { normalizeEmail } from './users'

const DAY_MS = 86_400_000
const CONFIRM_TTL_MS = 7 * DAY_MS

export interface SignupDeps {
  db: Database
  botCheck: BotCheck
  mailer: Mailer
  links: Links
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/**
 * POST /v6/accounts/signup: a trial account (application §4). Missing names answer 8 with
 * the register form's texts; the bot check runs before the e-mail is looked at, so bots
 * cannot probe for accounts; an e-mail in use answers 11 'Proviced Email is already in use.'
 */
export async function signUp(deps: SignupDeps, body: unknown, now = new Date()): Promise<SignupAnswer> {
  if (isRecord(body)) {
    const formErrors = validateRegisterForm({
      email: text(body.email),
      // The MD5 hex always has 32 characters; only its presence is checked here.
      password: text(body.password) === undefined ? undefined : 'md5-hex-given',
      firstName: text(body.firstName),
      lastName: text(body.lastName),
      token: text(body.token),
    })
    if (formErrors.email === FORM_TEXT.enterEmail) throw new ApiError(400, 2, formErrors.email)
    if (formErrors.email !== undefined) throw new ApiError(400, 32, formErrors.email)
    const missing = Object.values(formErrors)[0]
    if (missing !== undefined) throw new ApiError(400, 8, missing)
  }
  const request = parseRequest(SignupRequestSchema, body)
  if (!(await deps.botCheck.verify(request.token))) {
    throw new ApiError(400, 39, 'The bot check failed. Please try again.')
  }

  const trial = userFieldsForTier('trial')
  const inserted = await deps.db
    .insert(users)
    .values({
      email: normalizeEmail(request.email),
      firstName: request.firstName,
      lastName: request.lastName,
      salutation: request.salutation,
      subscriptionType: 'trial',
      validUntil: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      paidUntil: null,
      timespanDays: trial.timespan_days,
      historyMonths: trial.history_months,
      aiTextgen: trial.ai_textgen,
      aiChat: trial.ai_chat,
      uiFeatures: trial.ui_features,
      maxSubscriptions: trial.max_subscriptions,
      passwordHash: await hashPassword(request.password),
    })
    .onConflictDoNothing({ target: users.email })
    .returning()
  const user = inserted[0]
  if (!user) throw new ApiError(409, 11, FORM_TEXT.emailInUse)

  let emailConfirmationSent = false
  if (request.sendEmailAddressConfirmation === 1) {
    const token = await issueToken(deps.db, user.id, 'confirm_email', CONFIRM_TTL_MS, now)
    await deps.mailer.send(confirmAddressMail(user.email, deps.links.confirmEmail(token)))
    emailConfirmationSent = true
  }
  return {
    user_id: user.id,
    username: user.email,
    subscription_type: 'trial',
    valid_until: Math.floor(user.validUntil.getTime() / 1000),
    emailConfirmationSent,
  }
}
