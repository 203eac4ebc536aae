import * as v from 'valibot'
import { MD5_HEX } from '../basic-auth'
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '../validation/fields'

/**
 * Request and answer shapes of the account calls (application §7 "Accounts", "User
 * options"), shared by server and client; the subscription and order calls are in purchases.ts. Bodies are plain objects; the server adds the
 * business checks (codes of data-interface §8) on top of these shapes.
 */

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(320),
  v.regex(EMAIL_PATTERN, 'expected an e-mail address'),
)
const Md5Schema = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.regex(MD5_HEX, 'expected the MD5 hex of the password'),
)

export const SALUTATIONS = ['', 'Mr.', 'Ms.', 'Mx.', 'Dr.'] as const
export const SalutationSchema = v.picklist(SALUTATIONS)
export type Salutation = v.InferOutput<typeof SalutationSchema>

// ---------------------------------------------------------------- bot check (altcha)

/**
 * GET /v6/accounts/altcha-challenge: a self-hosted ALTCHA (v2 proof of work) challenge, the
 * JSON the altcha widget fetches. The widget's answer (a base64 payload) is the signup's token.
 */
export const AltchaChallengeSchema = v.object({
  parameters: v.looseObject({
    algorithm: v.string(),
    nonce: v.string(),
    salt: v.string(),
    cost: v.number(),
    keyLength: v.number(),
    keyPrefix: v.string(),
    keySignature: v.optional(v.string()),
    expiresAt: v.optional(v.number()),
  }),
  signature: v.optional(v.string()),
})
export type AltchaChallenge = v.InferOutput<typeof AltchaChallengeSchema>

// ---------------------------------------------------------------- signup

/** POST /v6/accounts/signup. `password` is the MD5 hex of the password, as for login. */
export const SignupRequestSchema = v.object({
  email: EmailSchema,
  password: Md5Schema,
  firstName: v.pipe(text(100), v.trim(), v.minLength(1)),
  lastName: v.pipe(text(100), v.trim(), v.minLength(1)),
  salutation: v.optional(SalutationSchema, ''),
  /** The altcha payload (base64 JSON of the solved challenge). */
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  sendEmailAddressConfirmation: v.optional(v.picklist([0, 1]), 0),
})
export type SignupRequest = v.InferInput<typeof SignupRequestSchema>

export const SignupAnswerSchema = v.object({
  user_id: v.number(),
  username: v.string(),
  subscription_type: v.literal('trial'),
  /** Epoch seconds: the trial's end. */
  valid_until: v.number(),
  emailConfirmationSent: v.boolean(),
})
export type SignupAnswer = v.InferOutput<typeof SignupAnswerSchema>

/** GET /v6/accounts/confirm-email?token=… (the link of the address-confirmation mail). */
export const ConfirmEmailQuerySchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
})

// ---------------------------------------------------------------- profile (user data form)

/** The profile of application §3 "User data" (profile form), GET /v6/userdata/profile. */
export const UserProfileSchema = v.object({
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** YYYY-MM-DD or '' when unknown. */
  birthday: v.string(),
  salutation: SalutationSchema,
  language: v.picklist(['en', 'de']),
  phone: v.string(),
  street: v.string(),
  /** Street number. */
  number: v.string(),
  city: v.string(),
  zip: v.string(),
  /** ISO 3166-1 alpha-2 or ''. */
  country: v.string(),
  newsletter: v.boolean(),
  emailConfirmed: v.boolean(),
})
export type UserProfile = v.InferOutput<typeof UserProfileSchema>

/** Profile fields a user may change with POST /v6/userdata. */
export const CHANGEABLE_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'birthday',
  'salutation',
  'language',
  'phone',
  'street',
  'number',
  'city',
  'zip',
  'country',
  'newsletter',
] as const

/** Fields of the account that exist but cannot be changed by the user (code 5). */
export const PROTECTED_USER_FIELDS = [
  'email',
  'username',
  'user_id',
  'password',
  'subscription_type',
  'valid_until',
  'paid_until',
  'timespan_days',
  'history_months',
  'ai_textgen',
  'ai_chat',
  'ui_features',
  'available_tags',
  'max_subscriptions',
  'emailConfirmed',
  'pendingSubscriptions',
  'nl',
] as const

/** A real calendar day: 2024-02-30 has the ISO shape but no such day. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

const BirthdaySchema = v.union([
  v.literal(''),
  v.pipe(
    v.string(),
    v.isoDate('expected a date as YYYY-MM-DD'),
    v.check(isCalendarDay, 'expected a real day'),
  ),
])

/** POST /v6/userdata: any subset of the changeable profile fields. */
export const UserDataChangeSchema = v.object({
  firstName: v.optional(v.pipe(text(100), v.trim())),
  lastName: v.optional(v.pipe(text(100), v.trim())),
  birthday: v.optional(BirthdaySchema),
  salutation: v.optional(SalutationSchema),
  language: v.optional(v.picklist(['en', 'de'])),
  phone: v.optional(v.pipe(text(40), v.trim(), v.regex(/^[0-9+()\-./ ]*$/, 'expected a phone number'))),
  street: v.optional(v.pipe(text(200), v.trim())),
  number: v.optional(v.pipe(text(20), v.trim())),
  city: v.optional(v.pipe(text(100), v.trim())),
  zip: v.optional(v.pipe(text(20), v.trim())),
  country: v.optional(
    v.pipe(v.string(), v.toUpperCase(), v.regex(/^([A-Z]{2})?$/, 'expected an ISO country code')),
  ),
  newsletter: v.optional(v.boolean()),
})
export type UserDataChange = v.InferInput<typeof UserDataChangeSchema>

/** POST /v6/userdata answers the changed profile. */
export const UserDataChangeAnswerSchema = v.object({ profile: UserProfileSchema })

// ---------------------------------------------------------------- user options

/** GET /v6/userdata/opts and POST /v6/userdata/opts: opts is a JSON string. */
export const UserOptsSchema = v.object({ opts: v.string() })
export type UserOpts = v.InferOutput<typeof UserOptsSchema>

/** What the opts JSON string holds (application §3 "User options"); other keys are kept. */
export const UserOptionsSchema = v.looseObject({
  uiPreferences: v.optional(
    v.looseObject({
      /** ISO country codes. */
      markets: v.array(v.string()),
      titleTypes: v.array(v.string()),
    }),
  ),
})
export type UserOptions = v.InferOutput<typeof UserOptionsSchema>

/** Longest opts string the server stores. */
export const MAX_OPTS_LENGTH = 65_536

// ---------------------------------------------------------------- password reset

/** GET /userdata/requestpasswordreset/{email} (also under /v6). */
export const PasswordResetRequestParamsSchema = v.object({ email: v.string() })
export const SuccessAnswerSchema = v.object({ success: v.literal(true) })
export type SuccessAnswer = v.InferOutput<typeof SuccessAnswerSchema>

/**
 * POST /userdata/newpassword (also under /v6). Unlike login and signup, `newpassword` is
 * the password itself: the server enforces its minimum length (code 3) and stores only a
 * salted hash of its MD5. The call must travel over HTTPS.
 */
export const NewPasswordRequestSchema = v.object({
  reset_token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  newpassword: v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH), v.maxLength(1024)),
})
export type NewPasswordRequest = v.InferInput<typeof NewPasswordRequestSchema>

/** The query of the app's /login page that a reset mail links to. */
export const RESET_TOKEN_PARAM = 'reset_token'

/**
 * Search params the PayPal return and cancel redirects put on /purchase: here rather than in
 * purchases.ts, since the route's search validation is on every first load's path.
 */
export const PurchaseReturnSearchSchema = v.object({
  payment: v.optional(v.picklist(['success', 'cancelled', 'failed'])),
  order: v.optional(v.string()),
})
