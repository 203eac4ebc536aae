import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  ConfirmEmailQuerySchema,
  discountedPrice,
  findPlan,
  PAYMENT_OPTIONS,
  PromotionCodeCheckRequestSchema,
  parseBasicAuthorization,
  paymentOptionsFor,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlansAnswer,
} from '../../../../src/core'
import {
  type AccountServices,
  type CredentialVerifier,
  checkPromotionCode,
  confirmEmail,
  contactSales,
  requestCancellation,
  requestPasswordReset,
  setNewPassword,
  signUp,
} from '../../../accounts'
import { ApiError } from '../../api-error'
import type { AccountRateLimits } from '../../rate-limit'
import { parseRequest } from '../../validate'
import { documentAccountRoutes } from './docs'

export interface AccountRouteDeps {
  services: AccountServices
  limits: AccountRateLimits
  credentials: CredentialVerifier
}

const EmailParamsSchema = v.object({ email: v.pipe(v.string(), v.maxLength(320)) })

/** Basic auth is optional on the cancellation form; when sent, it must be right. */
async function optionalUser(
  request: FastifyRequest,
  credentials: CredentialVerifier,
): Promise<number | null> {
  if (request.headers.authorization === undefined) return null
  const given = parseBasicAuthorization(request.headers.authorization)
  if (!given) throw new ApiError(401, 15)
  const check = await credentials.verifyCredentials(given.username, given.passwordHash)
  if (!check.ok) throw check.code === 16 ? new ApiError(403, 16) : new ApiError(401, 13)
  return check.user.id
}

function resetHandlers({ services, limits }: AccountRouteDeps) {
  return {
    async request(request: FastifyRequest, reply: FastifyReply) {
      await limits.reset.hit(request, reply)
      const { email } = parseRequest(EmailParamsSchema, request.params)
      await requestPasswordReset(services, email)
      return { success: true as const }
    },
    async newPassword(request: FastifyRequest, reply: FastifyReply) {
      await limits.reset.hit(request, reply)
      await setNewPassword(services, request.body)
      return { success: true as const }
    },
  }
}

/**
 * The password-reset calls at the paths application §7 gives them, outside /v6:
 * GET /userdata/requestpasswordreset/{email} and POST /userdata/newpassword.
 */
export function passwordResetRoutesOutsideV6(app: FastifyInstance, deps: AccountRouteDeps) {
  const reset = resetHandlers(deps)
  app.get('/userdata/requestpasswordreset/:email', reset.request)
  app.post('/userdata/newpassword', reset.newPassword)
}

/**
 * The account calls that need no login (application §7 "Accounts"), registered in a /v6
 * scope without basic auth: signup and its bot check, password reset (also under /v6),
 * plans and promotion codes, cancellation, contact sales.
 */
export function publicAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  documentAccountRoutes()
  const { services, limits, credentials } = deps
  const { db } = services

  app.get('/accounts/altcha-challenge', async () => services.botCheck.challenge())

  app.post('/accounts/signup', async (request, reply) => {
    await limits.signupTotal.hit(request, reply)
    await limits.signup.hit(request, reply)
    return signUp(services, request.body)
  })

  app.get('/accounts/confirm-email', async (request, reply) => {
    const { token } = parseRequest(ConfirmEmailQuerySchema, request.query)
    await confirmEmail(db, token)
    return reply.redirect(services.links.login({ email_confirmed: 'true' }), 303)
  })

  const reset = resetHandlers(deps)
  app.get('/userdata/requestpasswordreset/:email', reset.request)
  app.post('/userdata/newpassword', reset.newPassword)

  app.get(
    '/subscriptions/plans',
    async (): Promise<SubscriptionPlansAnswer> => ({
      plans: SUBSCRIPTION_PLANS.map((plan) => ({
        ...plan,
        payment_option_ids: paymentOptionsFor(plan).map((o) => o.payment_option_id),
      })),
      payment_options: PAYMENT_OPTIONS.map((o) => ({
        payment_option_id: o.payment_option_id,
        key: o.key,
        available: o.key === 'invoice' || services.paypal !== null,
      })),
    }),
  )

  app.post('/subscriptions/promotion-code', async (request, reply) => {
    await limits.publicForm.hit(request, reply)
    const body = parseRequest(PromotionCodeCheckRequestSchema, request.body)
    const plan = findPlan(body.subscription_type_id)
    if (!plan)
      throw new ApiError(400, 32, 'Malformed parameter subscription_type_id: unknown subscription type')
    const code = await checkPromotionCode(db, body.promotion_code)
    return {
      promotion_code: code.code,
      discount_percent: code.discountPercent,
      price_usd: plan.price_usd,
      discounted_price_usd: discountedPrice(plan.price_usd, code.discountPercent),
    }
  })

  app.post('/subscriptions/cancel', async (request, reply) => {
    const userId = await optionalUser(request, credentials)
    await limits.publicForm.hit(request, reply)
    return requestCancellation(
      { db, mailer: services.mailer, salesEmail: services.config.salesEmail },
      request.body,
      userId,
    )
  })

  app.post('/contact-sales', async (request, reply) => {
    await limits.publicForm.hit(request, reply)
    return contactSales({ db, mailer: services.mailer, salesEmail: services.config.salesEmail }, request.body)
  })
}
