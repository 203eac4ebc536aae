import { expect, test } from '@playwright/test'
import { AssetPage, CATERPILLAR_TITLE } from './pages/asset-page'
import { logInDemo } from './support/log-in-demo'

/** The asset page's master data: an unknown title, a slow answer, a late 404. */

test.describe('a slow answer for the master data', () => {
  // The page's own requests, not a service worker's, so that the route below holds them.
  test.use({ serviceWorkers: 'block' })

  test('the page opens with its header loading, then fills in; a late 404 is the not-found page', async ({
    page,
    request,
    context,
  }) => {
    await logInDemo(page, request)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await context.route(new RegExp(`/v6/titles/${CATERPILLAR_TITLE}/info`), async (route) => {
      await held
      await route.continue()
    })
    const asset = new AssetPage(page)
    await asset.open(CATERPILLAR_TITLE)
    // The loader stops waiting for the held answer: the page and its other parts are there.
    await expect(page.getByText('Loading asset…')).toBeVisible()
    await expect(asset.messages().first()).toBeVisible()
    release()
    await asset.expectName('Caterpillar Inc.')

    let answered = () => {}
    const lateAnswer = new Promise<void>((resolve) => {
      answered = resolve
    })
    await context.route(/\/v6\/titles\/999999998\/info/, async (route) => {
      await lateAnswer
      await route.continue()
    })
    await asset.open(999_999_998)
    await expect(page.getByText('Loading asset…')).toBeVisible()
    answered()
    await expect(asset.notFound()).toBeVisible()
  })
})

test('an unknown title id shows the asset not-found page', async ({ page, request }) => {
  await logInDemo(page, request)
  const asset = new AssetPage(page)
  await asset.open(999_999_999)
  await expect(asset.notFound()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Asset unavailable' })).toBeVisible()
  await page.goto('/asset')
  await expect(asset.notFound()).toBeVisible()
})
