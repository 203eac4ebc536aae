import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { DEMO, LoginPage } from '../pages/login-page'
import { finishSetupOnce, hasUiPreferences } from './setup-once'
import { storeSession } from './stored-session'

/**
 * Logs the demo user in: through the login page and past the first-login setup the first time,
 * then as a returning user (a stored session). The caller opens the journey's page.
 */
export async function logInDemo(page: Page, request: APIRequestContext): Promise<void> {
  if (await hasUiPreferences(request, DEMO)) return storeSession(page, request, DEMO)
  const login = new LoginPage(page)
  await login.open()
  await login.logIn()
  await expect(page.getByTestId('user-name')).toHaveText(DEMO.name)
  await finishSetupOnce(page, request, DEMO)
}
