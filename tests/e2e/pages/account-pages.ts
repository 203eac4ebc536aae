import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { storeSession } from '../support/stored-session'
import { type Account, newAccount } from './account-api'
import { LoginPage } from './login-page'

/** /register: the trial signup with the bot check solved in the page. */
export class RegisterPage {
  constructor(private readonly page: Page) {}

  readonly firstName = () => this.page.getByTestId('register-firstName')
  readonly lastName = () => this.page.getByTestId('register-lastName')
  readonly email = () => this.page.getByTestId('register-email')
  readonly password = () => this.page.getByTestId('register-password')
  readonly botCheck = () => this.page.getByTestId('bot-check').getByRole('checkbox')
  readonly submit = () => this.page.getByTestId('register-submit')
  readonly success = () => this.page.getByTestId('register-success')

  async open(): Promise<void> {
    await this.page.goto('/register')
    await expect(this.firstName()).toBeVisible()
  }

  /** Ticks "I'm not a robot": the widget solves the server's proof of work in its workers. */
  async solveBotCheck(): Promise<void> {
    // The box ticks itself once the proof of work is done (it spins meanwhile).
    await this.page.getByRole('checkbox', { name: "I'm not a robot" }).click()
    await expect(this.page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 30_000 })
  }

  async fill(account: Account): Promise<void> {
    await this.firstName().fill(account.firstName)
    await this.lastName().fill(account.lastName)
    await this.email().fill(account.email)
    await this.password().fill(account.password)
  }

  async register(account = newAccount('trial')): Promise<Account> {
    await this.fill(account)
    await this.solveBotCheck()
    await this.submit().click()
    await expect(this.success()).toBeVisible()
    return account
  }
}

/** The non-dismissable first-login setup dialog. */
export class SetupDialog {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByTestId('setup-dialog')
  readonly next = () => this.page.getByTestId('setup-next')
  readonly finish = () => this.page.getByTestId('setup-finish')
  readonly tutorials = () => this.page.getByTestId('setup-tutorials')
  readonly toggle = (testId: string) => this.page.getByTestId(testId)
}

export async function logIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await dismissOfflineReadyWhenItBlocks(page)
  const login = new LoginPage(page)
  await login.open()
  await login.logIn(account.email, account.password)
  await expect(page).not.toHaveURL(/\/login/)
}

/** Passes the setup dialog with its defaults (everything on), when it shows. */
export async function completeSetup(page: Page): Promise<void> {
  const setup = new SetupDialog(page)
  await expect(setup.dialog()).toBeVisible()
  await setup.next().click()
  await setup.next().click()
  await setup.next().click()
  await setup.finish().click()
  await expect(setup.dialog()).toBeHidden()
}

/** No part of the page is wider than the viewport (nothing to scroll sideways on a phone). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * For journeys that are not about the first-login setup (the demo user starts without
 * preferences): whenever the setup dialog blocks an action, it is passed with its defaults.
 */
export async function passSetupWhenItBlocks(page: Page): Promise<void> {
  const setup = new SetupDialog(page)
  await page.addLocatorHandler(setup.dialog(), async () => {
    await setup.next().click()
    await setup.next().click()
    await setup.next().click()
    await setup.finish().click()
  })
}

/**
 * The "Ready to work offline" toast comes once the service worker has cached the app, late on a
 * busy machine, at the bottom left (a phone's full width), where it can cover a button. The click's pointer then
 * rests on it, which pauses its timer (toast.tsx), so the click would wait for good. Whenever it
 * shows before an action or assertion it is dismissed with a click event alone: a real click
 * would move the focus to its button, and a test of where the focus is would fail.
 */
export async function dismissOfflineReadyWhenItBlocks(page: Page): Promise<void> {
  const toast = page.getByTestId('offline-ready-toast')
  await page.addLocatorHandler(toast, async () => {
    await toast.getByRole('button', { name: 'Dismiss' }).dispatchEvent('click')
  })
}

/**
 * Logs a user in as a returning user (a stored session: the login page is the login journeys'),
 * passing the first-login setup whenever it blocks. The caller opens the journey's page.
 */
export async function logInAs(
  page: Page,
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<void> {
  await dismissOfflineReadyWhenItBlocks(page)
  await passSetupWhenItBlocks(page)
  await storeSession(page, request, account)
}
