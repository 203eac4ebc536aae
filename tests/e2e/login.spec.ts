import { expect, test } from '@playwright/test'
import { checkAccessibility } from './axe'
import { passSetupWhenItBlocks } from './pages/account-pages'
import { HomePage } from './pages/home-page'
import { DEMO, LoginPage } from './pages/login-page'

test.describe('login and guards', () => {
  // The demo user's first login opens the setup dialog (accounts-signup.spec.ts covers it).
  test.beforeEach(({ page }) => passSetupWhenItBlocks(page))

  test('a protected route sends a guest to login with the full target path, and back after login', async ({
    page,
  }) => {
    await page.goto('/?tab=asset_messages#top')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    const redirect = new URL(page.url()).searchParams.get('redirect')
    expect(redirect).toBe('/?tab=asset_messages#top')
    await new LoginPage(page).logIn()
    await expect(new HomePage(page).userName()).toHaveText(DEMO.name)
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('wrong credentials show the login failure texts', async ({ page }) => {
    const login = new LoginPage(page)
    await login.open()
    await login.logIn(DEMO.email, 'not-the-password')
    await expect(page.getByRole('alert')).toContainText('Login failed')
    await expect(page.getByRole('alert')).toContainText('You have entered an invalid username or password')
  })

  test('email and password are required', async ({ page }) => {
    const login = new LoginPage(page)
    await login.open()
    await login.submit().click()
    await expect(login.email()).toHaveAttribute('aria-invalid', 'true')
    await expect(login.password()).toHaveAttribute('aria-invalid', 'true')
  })

  test('the session survives a reload, /login sends a logged-in user home, logout returns to guest', async ({
    page,
  }) => {
    const login = new LoginPage(page)
    await login.open()
    await login.logIn()
    const home = new HomePage(page)
    await expect(home.userName()).toHaveText(DEMO.name)
    await home.expectLive()
    await page.reload()
    await expect(home.userName()).toHaveText(DEMO.name)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('murmur.auth') ?? 'null'))
    expect(stored).toMatchObject({ version: 1 })
    expect(JSON.stringify(stored)).not.toContain(DEMO.password)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/$/)
    await home.logout().click()
    await expect(page).toHaveURL(/\/login/)
    // The last e-mail is remembered (a 365-day cookie) and fills the form.
    await expect(new LoginPage(page).email()).toHaveValue(DEMO.email)
    await page.goto('/')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test('stored credentials that no longer verify are reset on start', async ({ page }) => {
    const login = new LoginPage(page)
    await login.open()
    await login.logIn()
    await expect(new HomePage(page).userName()).toHaveText(DEMO.name)
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('murmur.auth') ?? '{}')
      stored.state.passwordHash = '00000000000000000000000000000000'
      localStorage.setItem('murmur.auth', JSON.stringify(stored))
    })
    await page.reload()
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('murmur.auth'))).toBeNull()
  })

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible()
  })

  test('login and home pass an accessibility check', async ({ page }) => {
    const login = new LoginPage(page)
    await login.open()
    const onLogin = await checkAccessibility(page)
    expect(onLogin.serious).toEqual([])
    await login.logIn()
    await expect(new HomePage(page).userName()).toHaveText(DEMO.name)
    const onHome = await checkAccessibility(page)
    expect(onHome.serious).toEqual([])
  })
})
