import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { apiHeaders } from '../pages/account-api'
import { completeSetup } from '../pages/account-pages'

/** Whether the user's stored options hold uiPreferences (then the first-login setup stays closed). */
export async function hasUiPreferences(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<boolean> {
  const response = await request.get('/v6/userdata/opts', {
    headers: apiHeaders(account),
  })
  if (!response.ok()) return false
  const answer: { opts?: unknown } = await response.json()
  if (typeof answer.opts !== 'string' || answer.opts.trim() === '') return false
  const options: unknown = JSON.parse(answer.opts)
  return typeof options === 'object' && options !== null && 'uiPreferences' in options
}

/**
 * Right after a login: passes the first-login setup with its defaults when the user has no
 * preferences yet, and waits until the server stored them, so that no later navigation (which
 * cancels the previous page's requests) brings the dialog back.
 */
export async function finishSetupOnce(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<void> {
  if (await hasUiPreferences(request, account)) return
  await completeSetup(page)
  await expect.poll(() => hasUiPreferences(request, account)).toBe(true)
  // The query cache is written to IndexedDB at most once a second (QUERY_CACHE_THROTTLE_MS): a
  // reload sooner would restore the options from before the setup and open the dialog again.
  await page.waitForTimeout(QUERY_CACHE_WRITE_WAIT_MS)
}

const QUERY_CACHE_WRITE_WAIT_MS = 2000
