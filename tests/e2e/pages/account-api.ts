import { createHash, randomBytes } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { OPERATOR_TOKEN } from '../../../playwright.config'

/**
 * Accounts for the journeys, made through the server's real calls: the public signup (its bot
 * check solved here with altcha-lib, as the widget does in the page) and the operator's
 * endpoints (the ones `npm run admin` uses) for tiers, fields, payments, codes and the outbox.
 */

export interface Account {
  email: string
  password: string
  firstName: string
  lastName: string
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text).digest('hex')
}

export function basicAuth(account: Pick<Account, 'email' | 'password'>): string {
  return `Basic ${Buffer.from(`${account.email}:${md5Hex(account.password)}`).toString('base64')}`
}

/** The headers of a call to the API as the app makes it, for the account. */
export function apiHeaders(account: Pick<Account, 'email' | 'password'>): Record<string, string> {
  return { authorization: basicAuth(account), 'x-app-version': 'e2e' }
}

export function newAccount(prefix = 'e2e'): Account {
  const id = randomBytes(4).toString('hex')
  return {
    email: `${prefix}-${id}@example.test`,
    password: `Pw-${id}-2026!`,
    firstName: 'Erin',
    lastName: `Tester ${id}`,
  }
}

/** The widget's payload for the server's bot check: base64 of {challenge, solution}. */
export async function solvedBotCheck(request: APIRequestContext): Promise<string> {
  const response = await request.get('/v6/accounts/altcha-challenge')
  expect(response.ok()).toBe(true)
  const challenge = await response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the bot-check challenge was not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** A fresh trial account, created through POST /v6/accounts/signup. */
export async function signUpTrial(request: APIRequestContext, account = newAccount()): Promise<Account> {
  const response = await request.post('/v6/accounts/signup', {
    data: {
      email: account.email,
      password: md5Hex(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      token: await solvedBotCheck(request),
      sendEmailAddressConfirmation: 0,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return account
}

const operatorHeaders = { authorization: `Bearer ${OPERATOR_TOKEN}` }

async function operatorCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/operator${path}`, { method, headers: operatorHeaders, data })
  expect(response.status(), `${method} /operator${path}: ${await response.text()}`).toBe(200)
  return response.json()
}

export interface OperatorOrder {
  order_id: number
  email: string
  subscription_type: string
  interval: string
  payment_option: string
  status: string
}

export const operator = {
  /** Sets the tier; valid_until is the last day (YYYY-MM-DD), default a year (trial: 14 days). */
  setTier: (request: APIRequestContext, email: string, tier: string, validUntil?: string) =>
    operatorCall(request, 'POST', '/users/tier', {
      email,
      tier,
      ...(validUntil ? { valid_until: validUntil } : {}),
    }),
  setTags: (request: APIRequestContext, email: string, tags: { add?: string[]; remove?: string[] }) =>
    operatorCall(request, 'POST', '/users/tags', { email, ...tags }),
  setFields: (request: APIRequestContext, email: string, fields: Record<string, unknown>) =>
    operatorCall(request, 'POST', '/users/fields', { email, fields }),
  orders: async (request: APIRequestContext, status?: string): Promise<OperatorOrder[]> =>
    (
      await operatorCall<{ orders: OperatorOrder[] }>(
        request,
        'GET',
        `/orders${status ? `?status=${status}` : ''}`,
      )
    ).orders,
  registerPayment: (request: APIRequestContext, orderId: number) =>
    operatorCall(request, 'POST', '/payments/invoice', { order_id: orderId }),
  createPromotion: (request: APIRequestContext, code: string, discountPercent: number) =>
    operatorCall(request, 'POST', '/promotion-codes', { code, discount_percent: discountPercent }),
  outbox: async (request: APIRequestContext): Promise<Array<{ to: string; subject: string; body: string }>> =>
    (
      await operatorCall<{ mails: Array<{ to: string; subject: string; body: string }> }>(
        request,
        'GET',
        '/outbox',
      )
    ).mails,
}

/** A date `days` from today as YYYY-MM-DD (UTC). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Stores market preferences for the account, as finishing the first-login setup does, so the
 * setup dialog never opens over a journey that is about something else.
 */
export async function skipFirstLoginSetup(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/v6/userdata/opts', {
    headers: apiHeaders(account),
    data: { opts: JSON.stringify({ uiPreferences: { markets: ['US', 'DE'], titleTypes: ['company'] } }) },
  })
  expect(response.status(), await response.text()).toBe(200)
}
