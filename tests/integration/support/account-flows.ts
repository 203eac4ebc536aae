import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { desc } from 'drizzle-orm'
import * as v from 'valibot'
import { expect } from 'vitest'
import { mailOutbox } from '../../../server/db/schema'
import { md5Hex } from '../../../server/seed'
import { AltchaChallengeSchema, ApiErrorBodySchema, RESET_TOKEN_PARAM } from '../../../src/core'
import type { TestServer } from './server'

/** Env for servers that sign users up in tests: an easy bot check, an operator token. */
export const ACCOUNT_TEST_ENV = {
  BOT_CHECK_MAX_COUNTER: '64',
  OPERATOR_TOKEN: 'operator-token-for-tests-0123456789',
} as const

export async function errorOf(response: Response) {
  return v.parse(v.strictObject(ApiErrorBodySchema.entries), await response.json())
}

/** Asserts status, catalogue code and (when given) the exact `en` text of an error answer. */
export async function expectApiError(response: Response, status: number, code: number, en?: string) {
  expect(response.status, `status of an answer with code ${code}`).toBe(status)
  const body = await errorOf(response)
  expect(body.code).toBe(code)
  if (en !== undefined) expect(body.en).toBe(en)
  return body
}

export function postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Fetches a challenge and solves it the way the altcha widget does; answers the widget's payload. */
export async function solveBotCheck(base: string): Promise<string> {
  const response = await fetch(`${base}/v6/accounts/altcha-challenge`)
  expect(response.status).toBe(200)
  const challenge = v.parse(AltchaChallengeSchema, await response.json())
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 })
  if (!solution) throw new Error('could not solve the bot check')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export interface SignupInput {
  email: string
  password: string
  firstName?: string
  lastName?: string
  sendEmailAddressConfirmation?: 0 | 1
}

export async function signUp(server: TestServer, input: SignupInput): Promise<Response> {
  return postJson(server.base, '/v6/accounts/signup', {
    email: input.email,
    password: md5Hex(input.password),
    firstName: input.firstName ?? 'Ada',
    lastName: input.lastName ?? 'Lovelace',
    salutation: 'Ms.',
    token: await solveBotCheck(server.base),
    sendEmailAddressConfirmation: input.sendEmailAddressConfirmation ?? 0,
  })
}

export interface StoredMail {
  recipient: string
  subject: string
  body: string
}

/** The newest outbox mails (the server writes there when SMTP_URL is not set). */
export async function outbox(server: TestServer): Promise<StoredMail[]> {
  return server.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50)
}

export async function lastMailTo(server: TestServer, recipient: string): Promise<StoredMail> {
  const mail = (await outbox(server)).find((m) => m.recipient === recipient)
  if (!mail) throw new Error(`no mail to ${recipient}`)
  return mail
}

/** The reset link of a reset mail and its token. */
export function resetLinkOf(mail: StoredMail): { link: URL; token: string } {
  const match = mail.body.match(/https?:\/\/\S+/)
  if (!match) throw new Error('no link in the mail')
  const link = new URL(match[0])
  return { link, token: link.searchParams.get(RESET_TOKEN_PARAM) ?? '' }
}

export function operatorHeaders(token: string = ACCOUNT_TEST_ENV.OPERATOR_TOKEN): Record<string, string> {
  return { authorization: `Bearer ${token}` }
}
