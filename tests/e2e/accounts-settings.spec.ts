import { expect, test } from '@playwright/test'
import { checkAccessibility } from './axe'
import { basicAuth, dayFromNow, operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { completeSetup, logIn, logInAs } from './pages/account-pages'

test.describe('settings and entitlements', () => {
  test('the profile form needs its fields and saves the changes', async ({ page, request }) => {
    const account = await signUpTrial(request)
    await logIn(page, account)
    await completeSetup(page)
    await page.getByTestId('header-settings').click()
    await expect(page).toHaveURL(/\/settings/)
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('profile-firstName')).toHaveValue(account.firstName)
    expect((await checkAccessibility(page)).serious).toEqual([])

    await page.getByTestId('profile-firstName').fill('')
    await page.getByTestId('profile-save').click()
    for (const text of [
      'Please enter your first name',
      'Please enter your street',
      'Please enter your street number',
      'Please enter your city',
      'Please enter the postal code',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByTestId('profile-firstName')).toBeFocused()

    await page.getByTestId('profile-firstName').fill('Robin')
    await page.getByTestId('profile-street').fill('Marktplatz')
    await page.getByTestId('profile-number').fill('3')
    await page.getByTestId('profile-zip').fill('80331')
    await page.getByTestId('profile-city').fill('Munich')
    await page.getByTestId('profile-save').click()
    await expect(page.getByTestId('profile-saved')).toHaveText('Your data has successfully been updated.')
    await expect(page.getByTestId('header-user-name')).toHaveText(`Robin ${account.lastName}`)
    await page.reload()
    await expect(page.getByTestId('profile-city')).toHaveValue('Munich')
  })

  test('tabs follow the tab query and the keyboard', async ({ page, request }) => {
    const account = await signUpTrial(request)
    await skipFirstLoginSetup(request, account)
    await logInAs(page, request, account)
    await page.goto('/settings?tab=no_such_tab')
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Profile' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/tab=settings_user_preferences/)
    await expect(page.getByRole('tab', { name: 'Preferences' })).toBeFocused()
    expect((await checkAccessibility(page)).serious).toEqual([])
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/tab=settings_subscription/)
    await expect(page.getByTestId('subscription-state')).toHaveText('Free trial')
    await expect(page.getByRole('heading', { name: 'Upgrade your plan' })).toBeVisible()
    expect((await checkAccessibility(page)).serious).toEqual([])
    await page.keyboard.press('End')
    await expect(page).toHaveURL(/tab=settings_morning_briefing/)
  })

  test('a basic user cannot reach the premium-only morning briefings: upgrade prompt, and the server refuses', async ({
    page,
    request,
  }) => {
    const account = await signUpTrial(request)
    await operator.setTier(request, account.email, 'basic')
    await skipFirstLoginSetup(request, account)
    await logInAs(page, request, account)
    await page.goto('/settings?tab=settings_morning_briefing')
    const prompt = page.getByTestId('upgrade-prompt')
    await expect(prompt).toContainText('Morning briefings come with Platinum and Professional')
    await expect(page.getByTestId('briefing-subscribe')).toHaveCount(0)
    expect((await checkAccessibility(page)).serious).toEqual([])

    const refused = await request.post('/v6/morning-briefings/subscriptions', {
      headers: { authorization: basicAuth(account) },
      data: { edition: 'us', language: 'en', timezone: 'Europe/Berlin' },
    })
    expect(refused.status()).toBe(403)

    await prompt.getByTestId('upgrade-prompt-upgrade').click()
    await expect(page).toHaveURL(/\/purchase\/platinum/)
  })

  test('an expired user is sent to the subscription page from every page that needs a subscription', async ({
    page,
    request,
  }) => {
    const account = await signUpTrial(request)
    await logIn(page, account)
    await completeSetup(page)
    await operator.setFields(request, account.email, { valid_until: dayFromNow(-2) })
    await page.reload()
    await expect(page).toHaveURL(/\/settings\?tab=settings_subscription/)
    await expect(page.getByTestId('subscription-expired')).toContainText('Your subscription has expired')
    await expect(page.getByTestId('subscription-state')).toHaveText('Expired')
    await page.goto('/')
    await expect(page).toHaveURL(/\/settings\?tab=settings_subscription/)
    // The profile stays reachable, and the plans lead to a renewal.
    await page.getByTestId('tab-settings_profile').click()
    await expect(page.getByTestId('profile-form')).toBeVisible()
    await page.getByTestId('tab-settings_subscription').click()
    await page.getByTestId('choose-basic').click()
    await expect(page).toHaveURL(/\/purchase\/basic/)
  })

  test('on login: soon to expire with Upgrade unless a payment is pending, pending payment, expired', async ({
    page,
    request,
  }) => {
    const soon = await signUpTrial(request)
    await operator.setTier(request, soon.email, 'premium', dayFromNow(3))
    await operator.setFields(request, soon.email, { paid_until: null })
    await logIn(page, soon)
    const notice = page.getByTestId('notice-soon_to_expire')
    await expect(notice).toContainText('Your subscription expires in')
    await expect(page.getByTestId('notice-payment_pending')).toHaveCount(0)
    // The notice is sticky: it is still there once the first-login setup is done.
    await completeSetup(page)
    await notice.getByTestId('notice-upgrade').click()
    await expect(page).toHaveURL(/\/accounts/)
    await page.getByTestId('logout').click()

    const unpaid = await signUpTrial(request)
    await operator.setTier(request, unpaid.email, 'premium', dayFromNow(3))
    await operator.setFields(request, unpaid.email, { paid_until: dayFromNow(2) })
    await logIn(page, unpaid)
    await expect(page.getByTestId('notice-soon_to_expire')).toBeVisible()
    await expect(page.getByTestId('notice-upgrade')).toHaveCount(0)
    await expect(page.getByTestId('notice-payment_pending')).toContainText('Your payment is pending')
    await completeSetup(page)
    await page.getByTestId('logout').click()

    const expired = await signUpTrial(request)
    await operator.setFields(request, expired.email, { valid_until: dayFromNow(-1) })
    await logIn(page, expired)
    await expect(page.getByTestId('notice-expired')).toContainText('Your subscription expired on')
    await expect(page).toHaveURL(/\/settings\?tab=settings_subscription/)
  })

  test('guests are sent to login with the target path', async ({ page }) => {
    await page.goto('/settings?tab=settings_subscription')
    await expect(page).toHaveURL(/\/login\?redirect=/)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/settings?tab=settings_subscription')
  })
})
