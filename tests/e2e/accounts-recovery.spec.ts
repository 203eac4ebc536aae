import { expect, test } from '@playwright/test'
import { checkAccessibility } from './axe'
import { operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { completeSetup, logInAs } from './pages/account-pages'
import { LoginPage } from './pages/login-page'

test.describe('password reset and cancellation', () => {
  test('a password is reset through the link of the mail', async ({ page, request }) => {
    const account = await signUpTrial(request)
    const login = new LoginPage(page)
    await login.open()
    await page.getByTestId('forgot-password').click()
    await page.getByTestId('reset-email').fill('not-an-address')
    await page.getByTestId('reset-submit').click()
    await expect(page.getByText('Please provide a valid email address.')).toBeVisible()
    expect((await checkAccessibility(page)).serious).toEqual([])
    await page.getByTestId('reset-email').fill(account.email)
    await page.getByTestId('reset-submit').click()
    await expect(page.getByTestId('reset-sent')).toContainText('Check your inbox')

    // The link of the reset mail (the outbox of the e2e server).
    let link = ''
    await expect
      .poll(async () => {
        const mail = (await operator.outbox(request)).find(
          (m) => m.to === account.email && /reset_token=/.test(m.body),
        )
        link = mail?.body.match(/https?:\/\/\S*reset_token=[^\s"'<>]+/)?.[0] ?? ''
        return link
      })
      .not.toBe('')
    const url = new URL(link)
    await page.goto(`${url.pathname}${url.search}`)
    await expect(page.getByTestId('new-password-form')).toBeVisible()
    await page.getByTestId('new-password').fill('short')
    await page.getByTestId('new-password-confirmation').fill('different')
    await page.getByTestId('new-password-submit').click()
    await expect(page.getByText('The password must have at least 8 characters.')).toBeVisible()
    await expect(page.getByText('Passwords do not match.')).toBeVisible()
    expect((await checkAccessibility(page)).serious).toEqual([])
    const newPassword = 'A-new-passw0rd!'
    await page.getByTestId('new-password').fill(newPassword)
    await page.getByTestId('new-password-confirmation').fill(newPassword)
    await page.getByTestId('new-password-submit').click()
    await expect(page.getByTestId('new-password-done')).toBeVisible()
    await page.getByTestId('new-password-login').click()
    await expect(page).not.toHaveURL(/reset_token/)

    await login.logIn(account.email, newPassword)
    await expect(page).not.toHaveURL(/\/login/)

    // The token worked once only.
    await page.getByTestId('setup-dialog').waitFor()
    await completeSetup(page)
    await page.getByTestId('logout').click()
    await page.goto(`${url.pathname}${url.search}`)
    await page.getByTestId('new-password').fill('Another-passw0rd!')
    await page.getByTestId('new-password-confirmation').fill('Another-passw0rd!')
    await page.getByTestId('new-password-submit').click()
    await expect(page.getByTestId('new-password-error')).toContainText('copy the link')
  })

  test('a visitor cancels with all fields required; a logged-in user finds the form filled', async ({
    page,
    request,
  }) => {
    await page.goto('/cancellation')
    await page.getByTestId('cancellation-submit').click()
    await expect(page.getByText('Please fill in all required fields.')).toHaveCount(4)
    expect((await checkAccessibility(page)).serious).toEqual([])
    await page.getByTestId('cancellation-firstName').fill('Vera')
    await page.getByTestId('cancellation-lastName').fill('Visitor')
    await page.getByTestId('cancellation-email').fill('vera@example.test')
    await page.getByTestId('cancellation-reason').fill('Too many features.')
    await page.getByTestId('cancellation-submit').click()
    await expect(page.getByTestId('cancellation-received')).toContainText(
      'Your cancellation request has been received.',
    )

    const account = await signUpTrial(request)
    await skipFirstLoginSetup(request, account)
    await logInAs(page, request, account)
    await page.goto('/cancellation')
    await expect(page.getByTestId('cancellation-firstName')).toHaveValue(account.firstName)
    await expect(page.getByTestId('cancellation-lastName')).toHaveValue(account.lastName)
    await expect(page.getByTestId('cancellation-email')).toHaveValue(account.email)
    await page.getByTestId('cancellation-reason').fill('Moving to another tool.')
    await page.getByTestId('cancellation-submit').click()
    await expect(page.getByTestId('cancellation-received')).toBeVisible()
  })
})
