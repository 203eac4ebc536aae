import { expect, type Page } from '@playwright/test'

export const DEMO = { email: 'demo@murmur.local', password: 'murmur-demo', name: 'Demo Trader' }

export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly email = () => this.page.getByLabel(/e-?mail/i)
  readonly password = () => this.page.getByLabel(/^password/i)
  readonly submit = () => this.page.getByRole('button', { name: /log ?in|sign in/i })

  async open(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`)
    await expect(this.email()).toBeVisible()
  }

  async logIn(email = DEMO.email, password = DEMO.password): Promise<void> {
    await this.email().fill(email)
    await this.password().fill(password)
    await this.submit().click()
  }
}
