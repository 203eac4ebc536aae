import { expect, test } from '@playwright/test'
import { checkAccessibility } from './axe'
import { basicAuth, newAccount, operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { completeSetup, logIn, logInAs } from './pages/account-pages'
import { PurchasePage } from './pages/purchase-page'

test.describe('buying a subscription', () => {
  test('a yearly plan by invoice waits for the payment, then the operator registers it and the rights grow', async ({
    page,
    request,
  }) => {
    const account = await signUpTrial(request)
    await logIn(page, account)
    await completeSetup(page)
    await expect(page.getByTestId('trial-banner')).toBeVisible()

    const purchase = new PurchasePage(page)
    await purchase.open('premium', 'YEAR')
    expect((await checkAccessibility(page)).serious).toEqual([])
    await expect(page.getByTestId('purchase-email')).toHaveText(account.email)
    await purchase.next().click()

    // Invoice data: every required field with its own message (the address name starts as the
    // account's name).
    await expect(page.getByTestId('invoice-addressName')).toHaveValue(
      `${account.firstName} ${account.lastName}`,
    )
    await page.getByTestId('invoice-addressName').fill('')
    await purchase.next().click()
    for (const text of [
      'Please enter the company name',
      'Please enter the address name',
      'Please enter your street',
      'Please enter your street number',
      'Please enter the postal code',
      'Please enter your city',
      'Please enter your VAT number',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    expect((await checkAccessibility(page)).serious).toEqual([])
    await purchase.fillInvoice()
    expect((await checkAccessibility(page)).serious).toEqual([])

    // The terms are needed before buying.
    await purchase.payment('invoice').check()
    await purchase.buy().click()
    await expect(page.getByText('please confirm our terms and conditions')).toBeVisible()
    await purchase.terms().check()
    await purchase.buy().click()
    await expect(purchase.success()).toContainText('Your order has successfully been placed.')
    expect((await checkAccessibility(page)).serious).toEqual([])

    // Still a trial until the payment arrives: the banner asks to complete it.
    await page.getByTestId('purchase-success-home').click()
    await expect(page.getByTestId('awaiting-payment-banner')).toContainText('awaiting payment')
    await page.goto('/settings?tab=settings_subscription')
    await expect(page.getByTestId('subscription-plan')).toHaveText('Trial')
    await expect(page.getByTestId('pending-orders')).toContainText('Premium (yearly)')
    await expect(page.getByTestId('subscription-history')).toHaveText('1 month')

    const [order] = (await operator.orders(request, 'awaiting_payment')).filter(
      (o) => o.email === account.email,
    )
    expect(order).toMatchObject({ subscription_type: 'premium', interval: 'YEAR', payment_option: 'invoice' })
    await operator.registerPayment(request, order?.order_id ?? 0)

    await page.reload()
    await expect(page.getByTestId('subscription-plan')).toHaveText('Premium')
    await expect(page.getByTestId('subscription-history')).toHaveText('12 months')
    await expect(page.getByTestId('awaiting-payment-banner')).toBeHidden()
    await expect(page.getByTestId('trial-banner')).toBeHidden()
  })

  test('a monthly plan is paid with PayPal and gives access at once; invoice is refused for monthly plans', async ({
    page,
    request,
  }) => {
    const account = await signUpTrial(request)
    await skipFirstLoginSetup(request, account)
    await logInAs(page, request, account)

    const purchase = new PurchasePage(page)
    await purchase.open('platinum', 'MONTH')
    await purchase.toOverview()
    await expect(purchase.payment('invoice')).toBeDisabled()
    await expect(page.getByTestId('purchase-overview')).toContainText(
      'Invoice payment is possible for yearly subscriptions only.',
    )
    await expect(purchase.payment('paypal')).toBeChecked()

    // The server refuses an invoice order for a monthly plan as well.
    const refused = await request.post('/v6/subscriptions/order', {
      headers: { authorization: basicAuth(account) },
      data: { subscription_type_id: 31, payment_option_id: 1 },
    })
    expect(refused.status()).toBeGreaterThanOrEqual(400)
    expect(refused.status()).toBeLessThan(500)

    await purchase.terms().check()
    await purchase.buy().click()
    // The fake PayPal's approval page: cancelling returns to the overview, nothing is charged.
    await expect(page).toHaveTitle('Fake PayPal checkout')
    await page.getByRole('link', { name: 'Cancel and return' }).click()
    await expect(page.getByTestId('paypal-cancelled')).toContainText('You cancelled the payment at PayPal')
    await expect(page.getByTestId('overview-plan')).toHaveText('Platinum (monthly)')
    await purchase.terms().check()
    await purchase.buy().click()
    await expect(page).toHaveTitle('Fake PayPal checkout')
    await page.getByRole('link', { name: 'Pay now' }).click()
    await expect(purchase.success()).toContainText('Your order has successfully been placed.')
    await expect(page.getByTestId('purchase-success-paypal')).toContainText(
      'Platinum (monthly) is active now',
    )

    await page.goto('/settings?tab=settings_subscription')
    await expect(page.getByTestId('subscription-plan')).toHaveText('Platinum')
    await expect(page.getByTestId('subscription-history')).toHaveText('36 months')
    await expect(page.getByTestId('trial-banner')).toBeHidden()
    // A paying user is offered lower plans too: the plans change, not only upgrade.
    await expect(page.getByRole('heading', { name: 'Change your plan' })).toBeVisible()
    // Platinum includes a morning briefing.
    await page.getByTestId('tab-settings_morning_briefing').click()
    await page.getByTestId('briefing-subscribe').click()
    await expect(page.getByTestId('briefing-item')).toHaveCount(1)
  })

  test('a visitor creates the account in the first step and orders by invoice', async ({ page }) => {
    const account = newAccount('buyer')
    const purchase = new PurchasePage(page)
    await purchase.open('basic', 'YEAR')
    await purchase.next().click()
    for (const text of [
      'Please enter your first name',
      'Please enter your surname',
      'Please enter your email address',
      'Please enter your password',
      'Please confirm that you are not a robot.',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await page.getByTestId('purchase-firstName').fill(account.firstName)
    await page.getByTestId('purchase-lastName').fill(account.lastName)
    await page.getByTestId('purchase-email').fill(account.email)
    await page.getByTestId('purchase-password').fill(account.password)
    await page.getByRole('checkbox', { name: "I'm not a robot" }).click()
    await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 30_000 })
    await purchase.next().click()
    // Logged in now: the header shows the new account.
    await expect(page.getByTestId('header-user-name')).toHaveText(`${account.firstName} ${account.lastName}`)
    await purchase.fillInvoice()
    await purchase.payment('invoice').check()
    await purchase.terms().check()
    await purchase.buy().click()
    await expect(page.getByTestId('purchase-success-invoice')).toContainText('Basic (yearly)')
  })

  test('promotion codes: an invalid one is refused with the spec text, a valid one applies and can be removed', async ({
    page,
    request,
  }) => {
    const code = `SPRING${Date.now() % 100000}`
    await operator.createPromotion(request, code, 20)
    const account = await signUpTrial(request)
    await skipFirstLoginSetup(request, account)
    await logInAs(page, request, account)
    const purchase = new PurchasePage(page)
    await purchase.open('premium', 'YEAR')
    await purchase.toOverview()
    await expect(purchase.total()).toHaveText('$490.00')

    await purchase.promotionCode().fill('NO-SUCH-CODE')
    await purchase.applyPromotion().click()
    await expect(page.getByText('The Promotion Code you entered is invalid.')).toBeVisible()

    await purchase.promotionCode().fill(code.toLowerCase())
    await purchase.applyPromotion().click()
    await expect(page.getByTestId('promotion-applied')).toContainText(code)
    await expect(purchase.total()).toHaveText('$392.00')
    await expect(page.getByTestId('overview-total')).toContainText('Discount of 20% for the first year')
    await page.getByTestId('promotion-remove').click()
    await expect(purchase.total()).toHaveText('$490.00')
  })

  test('the accounts and pricing pages compare the plans and lead to the purchase', async ({ page }) => {
    await page.goto('/accounts')
    await expect(page.getByTestId('comparison-table')).toContainText('Max history in months')
    expect((await checkAccessibility(page)).serious).toEqual([])
    await page.goto('/pricing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing')
    await page.getByTestId('interval-MONTH').check()
    await page.getByTestId('choose-professional').click()
    await expect(page).toHaveURL(/\/purchase\/professional\?interval=MONTH/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchase Professional')
    // An unknown account type is ignored.
    await page.goto('/purchase/gold')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchase Premium')
  })

  test('a failed PayPal payment shows the payment error dialog', async ({ page }) => {
    await page.goto('/purchase?payment=failed')
    const dialog = page.getByTestId('payment-error-dialog')
    await expect(dialog).toContainText('An error has occurred while processing your order via PayPal')
    expect((await checkAccessibility(page)).serious).toEqual([])
    await page.getByTestId('payment-error-close').click()
    await expect(dialog).toBeHidden()
  })

  test('contact sales sends a message', async ({ page }) => {
    await page.goto('/accounts')
    await page.getByTestId('contact-sales').click()
    const dialog = page.getByTestId('contact-sales-dialog')
    await expect(dialog).toBeVisible()
    await page.getByTestId('contact-sales-send').click()
    await expect(dialog).toContainText('Please enter a valid email address')
    expect((await checkAccessibility(page)).serious).toEqual([])
    await page.getByTestId('contact-sales-email').fill('buyer@example.test')
    await page.getByTestId('contact-sales-message').fill('We need 20 licensed users.')
    await page.getByTestId('contact-sales-send').click()
    await expect(page.getByTestId('contact-sales-sent')).toBeVisible()
    // Opened again, it offers a new message, not the last one's thanks.
    await page.getByTestId('contact-sales-close').click()
    await expect(dialog).toBeHidden()
    await page.getByTestId('contact-sales').click()
    await expect(page.getByTestId('contact-sales-message')).toHaveValue('')
    await expect(page.getByTestId('contact-sales-sent')).toHaveCount(0)
    await expect(page.getByTestId('contact-sales-send')).toBeEnabled()
  })
})
