import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { DEMO, LoginPage } from '../pages/login-page'
import { finishSetupOnce } from './setup-once'

/** Logs the demo user in through the login page and past the first-login setup. */
export async function logInDemo(page: Page, request: APIRequestContext): Promise<void> {
  const login = new LoginPage(page)
  await login.open()
  await login.logIn()
  await expect(page.getByTestId('user-name')).toHaveText(DEMO.name)
  await finishSetupOnce(page, request, DEMO)
}
