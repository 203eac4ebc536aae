import * as v from 'valibot'
import {
  AltchaChallengeSchema,
  CancellationAnswerSchema,
  CancellationRequestSchema,
  ConfirmEmailQuerySchema,
  ContactSalesRequestSchema,
  MorningBriefingSubscribeRequestSchema,
  MorningBriefingSubscriptionSchema,
  MorningBriefingSubscriptionsAnswerSchema,
  NewPasswordRequestSchema,
  OrderAnswerSchema,
  OrderRequestSchema,
  PromotionCodeCheckAnswerSchema,
  PromotionCodeCheckRequestSchema,
  SignupAnswerSchema,
  SignupRequestSchema,
  SubscriptionPlansAnswerSchema,
  SuccessAnswerSchema,
  UserDataChangeAnswerSchema,
  UserDataChangeSchema,
  UserDataQuerySchema,
  UserDataSchema,
  UserOptsSchema,
  UserProfileSchema,
} from '../../../../src/core'
import { documentRoute } from '../../openapi'

const ACCOUNTS = ['Accounts'] as const
const SUBSCRIPTIONS = ['Subscriptions'] as const

/** Describes the account calls for /v6/openapi.json and /v6/docs. */
export function documentAccountRoutes(): void {
  documentRoute({
    method: 'GET',
    path: '/accounts/altcha-challenge',
    summary: 'Bot-check challenge (self-hosted ALTCHA proof of work) for the signup',
    tags: ACCOUNTS,
    response: AltchaChallengeSchema,
    authenticated: false,
  })
  documentRoute({
    method: 'POST',
    path: '/accounts/signup',
    summary: 'Create a trial account',
    description:
      "password is the MD5 hex of the password; token is the solved bot check. 11: 'Proviced Email is already in use.'",
    tags: ACCOUNTS,
    body: SignupRequestSchema,
    response: SignupAnswerSchema,
    errors: [2, 8, 11, 19, 20, 32, 33, 39],
    authenticated: false,
  })
  documentRoute({
    method: 'GET',
    path: '/accounts/confirm-email',
    summary: 'Confirm the e-mail address (link of the confirmation mail); redirects to /login',
    tags: ACCOUNTS,
    query: ConfirmEmailQuerySchema,
    responseType: 'text/plain',
    errors: [8, 17, 39],
    authenticated: false,
  })
  documentRoute({
    method: 'GET',
    path: '/userdata/requestpasswordreset/:email',
    summary: 'Mail a password-reset link (also at /userdata/requestpasswordreset/{email})',
    tags: ACCOUNTS,
    params: { email: 'The account e-mail' },
    response: SuccessAnswerSchema,
    errors: [2, 9, 16, 18, 19],
    authenticated: false,
  })
  documentRoute({
    method: 'POST',
    path: '/userdata/newpassword',
    summary: 'Set a new password with the reset token (also at /userdata/newpassword)',
    description: 'newpassword is the password itself (at least 8 characters); the token works once.',
    tags: ACCOUNTS,
    body: NewPasswordRequestSchema,
    response: SuccessAnswerSchema,
    errors: [3, 7, 8, 19, 32, 33, 39],
    authenticated: false,
  })
  documentRoute({
    method: 'GET',
    path: '/userdata',
    summary: 'The current user',
    tags: ACCOUNTS,
    query: UserDataQuerySchema,
    response: UserDataSchema,
    errors: [19, 32],
  })
  documentRoute({
    method: 'GET',
    path: '/userdata/profile',
    summary: 'The user data form (profile)',
    tags: ACCOUNTS,
    response: UserProfileSchema,
  })
  documentRoute({
    method: 'POST',
    path: '/userdata',
    summary: 'Change profile fields',
    tags: ACCOUNTS,
    body: UserDataChangeSchema,
    response: UserDataChangeAnswerSchema,
    errors: [1, 5, 8, 32, 33],
  })
  documentRoute({
    method: 'GET',
    path: '/userdata/opts',
    summary: 'User options (a JSON string)',
    tags: ACCOUNTS,
    response: UserOptsSchema,
  })
  documentRoute({
    method: 'POST',
    path: '/userdata/opts',
    summary: 'Save user options; 200 means saved',
    tags: ACCOUNTS,
    body: UserOptsSchema,
    response: UserOptsSchema,
    errors: [6, 32, 33],
  })
  documentRoute({
    method: 'GET',
    path: '/subscriptions/plans',
    summary: 'Subscription plans, prices and payment options',
    tags: SUBSCRIPTIONS,
    response: SubscriptionPlansAnswerSchema,
    authenticated: false,
  })
  documentRoute({
    method: 'POST',
    path: '/subscriptions/promotion-code',
    summary: 'Apply a promotion code to a plan',
    tags: SUBSCRIPTIONS,
    body: PromotionCodeCheckRequestSchema,
    response: PromotionCodeCheckAnswerSchema,
    errors: [8, 19, 32, 39],
    authenticated: false,
  })
  documentRoute({
    method: 'POST',
    path: '/subscriptions/order',
    summary: 'Order a subscription (invoice: yearly only; PayPal: answers the approval link)',
    tags: SUBSCRIPTIONS,
    body: OrderRequestSchema,
    response: OrderAnswerSchema,
    errors: [0, 8, 32, 39],
  })
  documentRoute({
    method: 'POST',
    path: '/subscriptions/cancel',
    summary: 'Contract cancellation request (open to visitors; basic auth optional)',
    tags: SUBSCRIPTIONS,
    body: CancellationRequestSchema,
    response: CancellationAnswerSchema,
    errors: [2, 8, 19, 32],
    authenticated: false,
  })
  documentRoute({
    method: 'POST',
    path: '/contact-sales',
    summary: 'Contact sales (individual or enterprise offers)',
    tags: SUBSCRIPTIONS,
    body: ContactSalesRequestSchema,
    response: SuccessAnswerSchema,
    errors: [2, 8, 19],
    authenticated: false,
  })
  for (const [path, summary] of [
    ['/payments/paypal/return', 'PayPal return URL: captures and redirects to /purchase?payment=…'],
    ['/payments/paypal/cancel', 'PayPal cancel URL: redirects to /purchase?payment=cancelled'],
  ] as const) {
    documentRoute({
      method: 'GET',
      path,
      summary,
      tags: SUBSCRIPTIONS,
      query: v.object({ token: v.optional(v.string()) }),
      responseType: 'text/plain',
      authenticated: false,
    })
  }
  documentRoute({
    method: 'GET',
    path: '/morning-briefings/subscriptions',
    summary: "The user's morning-briefing subscriptions and remaining capacity",
    tags: ACCOUNTS,
    response: MorningBriefingSubscriptionsAnswerSchema,
  })
  documentRoute({
    method: 'POST',
    path: '/morning-briefings/subscriptions',
    summary: 'Subscribe to a morning briefing (within max_subscriptions)',
    tags: ACCOUNTS,
    body: MorningBriefingSubscribeRequestSchema,
    response: MorningBriefingSubscriptionSchema,
    errors: [8, 13, 32, 35],
  })
  documentRoute({
    method: 'DELETE',
    path: '/morning-briefings/subscriptions/:id',
    summary: 'Unsubscribe from a morning briefing',
    tags: ACCOUNTS,
    params: { id: 'Subscription id' },
    response: v.object({ subscriptions: v.array(MorningBriefingSubscriptionSchema) }),
    errors: [32],
  })
}
