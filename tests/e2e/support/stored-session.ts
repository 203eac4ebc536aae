import { type APIRequestContext, expect, type Page } from '@playwright/test'
import * as v from 'valibot'
import type { PersistedAuth } from '../../../src/app/auth-store'
import { AUTH_STORE_KEY, AUTH_STORE_VERSION, UserDataSchema } from '../../../src/core'
import { apiHeaders, md5Hex } from '../pages/account-api'

/**
 * A returning user: the session a login leaves in the browser's storage, written before the
 * journey's first page, so that the journey starts on its own page instead of on the login page and
 * the home it leads to (a whole app start each, about 1.5 s on 2 cores). The login page itself is
 * driven by the login and account journeys.
 *
 * The page is left on /healthz (same origin, no app); the caller opens the journey's page.
 */
export async function storeSession(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<void> {
  const response = await request.get('/v6/userdata?withPendingSubscriptions=true', {
    headers: apiHeaders(account),
  })
  expect(response.status(), await response.text()).toBe(200)
  const record: PersistedAuth = {
    version: AUTH_STORE_VERSION,
    state: {
      username: account.email,
      passwordHash: md5Hex(account.password),
      user: v.parse(UserDataSchema, await response.json()),
    },
  }
  await page.goto('/healthz')
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: AUTH_STORE_KEY,
    value: JSON.stringify(record),
  })
}
