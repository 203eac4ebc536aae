import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { OPERATOR_TOKEN } from '../../playwright.config'
import { passSetupWhenItBlocks } from './pages/account-pages'
import { DEMO_TITLE, HomePage } from './pages/home-page'
import { DEMO, LoginPage } from './pages/login-page'
import { liveMetrics, quietLiveMetrics } from './server-metrics'
import { keepBuzzing } from './support/live-buzz'

// Messages through the real pipeline while the journeys run, so buzz updates keep coming.
let buzz: ReturnType<typeof keepBuzzing> | null = null
test.beforeAll(({ baseURL }) => {
  buzz = keepBuzzing(baseURL ?? '', OPERATOR_TOKEN, [DEMO_TITLE])
})
test.afterAll(async () => {
  await buzz?.stop()
})

/** Chromium without SharedWorker, as on older Android Chrome or Samsung Internet. */
const withoutSharedWorker = () => {
  Object.defineProperty(window, 'SharedWorker', { value: undefined, configurable: true })
}

async function openTabs(context: BrowserContext): Promise<Page[]> {
  const first = await context.newPage()
  await passSetupWhenItBlocks(first)
  const login = new LoginPage(first)
  await login.open()
  await login.logIn()
  await expect(new HomePage(first).userName()).toHaveText(DEMO.name)
  const others = [await context.newPage(), await context.newPage()]
  for (const page of others) await page.goto('/')
  return [first, ...others]
}

for (const variant of ['SharedWorker', 'Web Locks fallback'] as const) {
  test.describe(`three tabs share one live socket (${variant})`, () => {
    test('the server counts one connection, and the others keep receiving updates when the first tab closes', async ({
      browser,
      request,
    }) => {
      const before = await quietLiveMetrics(request)
      const context = await browser.newContext()
      if (variant === 'Web Locks fallback') await context.addInitScript(withoutSharedWorker)

      const pages = await openTabs(context)
      const homes = pages.map((page) => new HomePage(page))
      for (const home of homes) {
        await home.expectLive()
        await home.expectUpdateAfter(0)
      }
      const modes = await Promise.all(
        pages.map((page) => page.getByTestId('live-state').getAttribute('data-mode')),
      )
      if (variant === 'SharedWorker')
        expect(modes).toEqual(['shared-worker', 'shared-worker', 'shared-worker'])
      else expect(modes).toEqual(['leader', 'follower', 'follower'])

      const during = await liveMetrics(request)
      expect(during.connected).toBe(1)
      expect(during.authorized).toBe(1)
      expect(during.openedTotal - before.openedTotal).toBe(1)

      const [first, ...rest] = pages
      await first?.close()
      const closedAt = Date.now()
      for (const home of homes.slice(1)) {
        await home.expectLive()
        await home.expectUpdateAfter(closedAt)
      }
      await expect.poll(async () => (await liveMetrics(request)).connected).toBe(1)
      const after = await liveMetrics(request)
      // The SharedWorker outlives the tab that started it; a new leader tab opens one new socket.
      expect(after.openedTotal - before.openedTotal).toBe(variant === 'SharedWorker' ? 1 : 2)
      expect(rest).toHaveLength(2)
      await context.close()
      await expect.poll(async () => (await liveMetrics(request)).connected).toBe(0)
    })
  })
}

test('logging out in one tab logs out every tab and closes the socket', async ({ browser, request }) => {
  const context = await browser.newContext()
  const [first, second] = await openTabs(context)
  if (!first || !second) throw new Error('tabs missing')
  await new HomePage(second).expectLive()
  await new HomePage(first).logout().click()
  await expect(first).toHaveURL(/\/login/)
  await expect(second).toHaveURL(/\/login/)
  await expect.poll(async () => (await liveMetrics(request)).connected).toBe(0)
  await context.close()
})
