import { expect, test } from '@playwright/test'
import { checkAccessibility } from './axe'
import { operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { logInAs } from './pages/account-pages'
import { untilServiceWorkerControls } from './support/service-worker'

/** The briefings are written after the demo backfill: the first pass can take a moment on a busy machine. */
const WRITTEN = { timeout: 60_000 }

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a platinum user reads today’s US briefing, follows a mover to its asset, subscribes, and reads it offline; axe finds nothing serious', async ({
    page,
    context,
    request,
  }) => {
    const account = await signUpTrial(request)
    await operator.setTier(request, account.email, 'platinum')
    await skipFirstLoginSetup(request, account)
    await logInAs(page, request, account)

    await page.goto('/explore')
    await page.getByTestId('nav-briefings').click()
    await expect(page).toHaveURL(/\/morning_briefings$/)
    const briefing = page.getByTestId('briefing')
    await expect(briefing).toBeVisible(WRITTEN)
    await expect(briefing.getByRole('heading', { level: 2 })).toContainText('United States')
    const archive = page.getByTestId('briefing-archive')
    await expect(archive.getByRole('link').first()).toHaveAttribute('aria-current', 'page')
    expect((await checkAccessibility(page)).serious).toEqual([])

    // Every line names its asset with a link to the asset page.
    const firstAsset = briefing.locator('.briefing-line__asset').first()
    const assetName = (await firstAsset.textContent())?.replace(/ \([A-Z.]+\)$/, '') ?? ''
    await firstAsset.click()
    await expect(page).toHaveURL(/\/asset\?title_id=\d+/)
    await expect(page.getByTestId('asset-name')).toContainText(assetName)
    await page.goBack()

    // Platinum holds one briefing: subscribe to the US edition, then the plan is full.
    await page.getByTestId('briefing-subscribe').click()
    await expect(page.getByTestId('briefing-subscription')).toContainText('Subscribed')
    await expect(page.getByTestId('briefing-unsubscribe')).toBeVisible()
    await page.getByTestId('briefing-editions').getByRole('link', { name: 'Europe' }).click()
    await expect(page).toHaveURL(/edition=europe/)
    await expect(page.getByTestId('briefing-upgrade')).toHaveText('Upgrade to Professional')

    // German, then the same briefing again without a network: the stored copy answers.
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click()
    await expect(briefing).toHaveAttribute('lang', 'de', WRITTEN)
    await expect(briefing).toContainText('24 Stunden')
    const headline = await briefing.getByRole('heading', { level: 2 }).textContent()
    await untilServiceWorkerControls(page)
    await expect(briefing.getByRole('heading', { level: 2 })).toHaveText(headline ?? '')
    // The query cache is written at most once a second.
    await page.waitForTimeout(1500)
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('briefing').getByRole('heading', { level: 2 })).toHaveText(headline ?? '')
    await context.setOffline(false)
  })
})

test('without briefings in the plan the page offers the upgrade to Platinum', async ({ page, request }) => {
  const account = await signUpTrial(request)
  await operator.setTier(request, account.email, 'premium')
  await skipFirstLoginSetup(request, account)
  await logInAs(page, request, account)
  await page.goto('/morning_briefings')
  await expect(page.getByTestId('upgrade-prompt')).toContainText('Morning briefings come with Platinum')
  await expect(page.getByTestId('briefing')).toHaveCount(0)
})
