import { expect, type Page, test } from '@playwright/test'
import { apiHeaders } from './pages/account-api'
import { AssetPage, BITCOIN_TITLE, CATERPILLAR_TITLE } from './pages/asset-page'

import { HomePage } from './pages/home-page'
import { DEMO, LoginPage } from './pages/login-page'
import { untilServiceWorkerControls } from './support/service-worker'
import { finishSetupOnce } from './support/setup-once'

// These journeys are about the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

async function logInAndWait(page: Page): Promise<void> {
  const login = new LoginPage(page)
  await login.open()
  await login.logIn()
  await expect(new HomePage(page).userName()).toHaveText(DEMO.name)
}

test('the web app manifest is installable: names, standalone, start URL, 192 and 512 icons incl. maskable', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = await response.json()
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' })
  expect(manifest.name).toMatch(/Murmur/)
  expect(manifest.short_name).toBe('Murmur')
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  const icons: Array<{ src: string; sizes: string; purpose?: string; type?: string }> = manifest.icons
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(icons.some((icon) => icon.sizes === '512x512' && icon.purpose?.includes('maskable'))).toBe(true)
  for (const icon of icons) {
    const image = await request.get(new URL(icon.src, 'http://x/').pathname)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
  }
})

test('/v6/userdata answers 401 with an error body without credentials and 200 with the demo login', async ({
  request,
}) => {
  const anonymous = await request.get('/v6/userdata')
  expect(anonymous.status()).toBe(401)
  expect(await anonymous.json()).toMatchObject({
    code: 15,
    internalCode: expect.any(String),
    en: expect.any(String),
  })
  const demo = await request.get('/v6/userdata', { headers: apiHeaders(DEMO) })
  expect(demo.status()).toBe(200)
  expect(await demo.json()).toMatchObject({ username: DEMO.email, first_name: 'Demo', last_name: 'Trader' })
})

test('the app starts offline from the service worker, with the stored session', async ({ page, context }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      errors.push(message.text())
  })
  const login = new LoginPage(page)
  await login.open()
  await login.logIn()
  const home = new HomePage(page)
  await expect(home.userName()).toHaveText(DEMO.name)
  await untilServiceWorkerControls(page)

  await context.setOffline(true)
  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  await expect(home.shell()).toBeVisible()
  await expect(home.userName()).toHaveText(DEMO.name)
  // The stored session shows at once; its re-check could not reach the server.
  // (Playwright's offline mode does not reach the SharedWorker, so the live socket is not asserted here.)
  await expect(page.getByTestId('session-verification')).toHaveAttribute('data-verification', 'unverified')

  await expect(page.getByTestId('offline-banner')).toHaveText(
    'You are offline. Murmur shows what this device has stored; the rest loads when you are back online.',
  )
  // The header agrees, whatever the socket in the shared worker has noticed so far.
  await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'offline')

  await page.goto('/some/deep/link')
  await expect(home.shell()).toBeVisible()

  // An asset never opened on this device: the page opens with what it has and asks for nothing
  // (its requests wait for the network), then fills in once the network is back.
  const infoRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/v6/titles/${CATERPILLAR_TITLE}/info`)
      infoRequests.push(request.url())
  })
  const asset = new AssetPage(page)
  await asset.open(CATERPILLAR_TITLE)
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  // Its name and its messages are not on the device: they say so instead of loading without end.
  await expect(page.getByTestId('asset-header').getByTestId('not-stored-offline')).toHaveText(
    'Not stored on this device yet.',
  )
  await expect(page.getByTestId('not-stored-offline').nth(1)).toHaveText('Not stored on this device yet.')
  expect(infoRequests).toEqual([])
  await context.setOffline(false)
  await asset.expectName('Caterpillar Inc.')
  await expect(page.getByTestId('offline-banner')).toBeHidden()
  await expect(page.getByTestId('not-stored-offline')).toHaveCount(0)

  await page.goto('/')
  await home.expectLive()
  expect(errors).toEqual([])
})

test('a warm start paints the last rendered page from the service worker, the app takes over, logout forgets it', async ({
  page,
  request,
}) => {
  const snapshotPaths = () =>
    page.evaluate(async () => {
      if (!(await caches.has('murmur-page-snapshots-v1'))) return []
      const cache = await caches.open('murmur-page-snapshots-v1')
      return (await cache.keys()).map((request) => new URL(request.url).searchParams.get('path'))
    })
  const path = `/asset?title_id=${BITCOIN_TITLE}`
  await logInAndWait(page)
  // Run alone, the demo user has not been through the first-login setup: its dialog would cover the page.
  await finishSetupOnce(page, request, DEMO)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const asset = new AssetPage(page)
  await asset.open(BITCOIN_TITLE)
  await asset.expectName('Bitcoin')
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expect.poll(snapshotPaths, { timeout: 15_000 }).toContain(path)

  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  const html = (await response?.text()) ?? ''
  // The painted copy: inert, hidden from assistive technology, its test ids renamed.
  expect(html).toMatch(/<div id="page-snapshot" inert aria-hidden="true" data-user="[^"]+"/)
  expect(html).toContain('data-snapshot-testid="asset-name"')
  expect(html).toContain('<div id="root" hidden>')
  const layer = html.slice(html.indexOf('<div id="page-snapshot"'), html.indexOf('<div id="root">'))
  expect(layer).not.toContain('data-testid=')
  // Controls keep their state: the time range shows the page's range, not the select's first option.
  const rangeSelect = layer.slice(layer.indexOf('data-snapshot-testid="time-range-select"'))
  const paintedRange = /<option value="([^"]+)" selected="">/.exec(
    rangeSelect.slice(0, rangeSelect.indexOf('</select>')),
  )?.[1]
  // The app's scripts come after the snapshot's first frame, through the worker's loader.
  expect(html).toMatch(
    /<script type="module" crossorigin src="\/__murmur\/after-first-frame\.js" data-entry="\/assets\/[\w.-]+\.js"/,
  )
  expect(html).not.toContain('rel="modulepreload"')
  // The page's stylesheets come as one, joined by the worker from its precache.
  const joined = /<link rel="stylesheet" crossorigin href="([^"]+)" data-snapshot-styles>/.exec(html)?.[1]
  expect(joined).toMatch(/^\/__murmur\/snapshot-styles\.css\?f=/)
  const styles = await page.evaluate(
    async (href) => {
      const answer = await fetch(href)
      return { type: answer.headers.get('content-type'), css: await answer.text() }
    },
    (joined ?? '').replaceAll('&amp;', '&'),
  )
  expect(styles.type).toContain('text/css')
  expect(styles.css).toContain('.asset-header')
  // Inline styles (which the CSP would not apply) come as the joined stylesheet's rules.
  expect(layer).not.toMatch(/<[^>]*\sstyle="/)
  expect(layer).toContain('data-snapshot-style="0"')
  expect(styles.css).toContain('[data-snapshot-style="0"]{')
  // The app's own page replaces it, and the joined stylesheet goes with it.
  await expect(page.locator('#page-snapshot')).toHaveCount(0)
  await asset.expectName('Bitcoin')
  await expect(page.locator('#root')).toBeVisible()
  await expect(page.locator('link[data-snapshot-styles]')).toHaveCount(0)
  expect(paintedRange).toBe(await page.getByTestId('time-range-select').inputValue())

  await new HomePage(page).logout().click()
  await expect.poll(() => page.evaluate(() => caches.has('murmur-page-snapshots-v1'))).toBe(false)
})

test("a first visit asks for the page's first answer while the scripts load (early data), as the CSP allows, and the hub for the inventory before the hub client has loaded", async ({
  browser,
  page,
}) => {
  await logInAndWait(page)
  // A new context: no service worker, no caches; the stored session only.
  const context = await browser.newContext({ storageState: await page.context().storageState() })
  const visit = await context.newPage()
  const cspErrors: string[] = []
  visit.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspErrors.push(message.text())
  })
  // The hub client's code (Comlink, the tab client) arrives late, as on a slow network.
  await visit.route(/\/assets\/client-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await route.continue()
  })
  const asset = new AssetPage(visit)
  await asset.open(BITCOIN_TITLE)
  await asset.expectName('Bitcoin')
  const timing = await visit.evaluate((titleId) => {
    const boot = performance.getEntriesByName('murmur:boot')[0]?.startTime ?? Number.NaN
    const info = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith(`/v6/titles/${titleId}/info`))
      .map((entry) => entry.startTime)
    return { boot, info }
  }, BITCOIN_TITLE)
  // One request, sent before the app booted: the app took the early answer instead of asking again.
  expect(timing.info).toHaveLength(1)
  expect(timing.info[0]).toBeLessThan(timing.boot)
  // The hub began reading the inventory before this page had the hub client's code: the page
  // handed the request to the worker's port at once (inventory prefetch), and its own load,
  // once the client was there, took that read's result from the network.
  const inventory = await visit.evaluate(async () => {
    for (;;) {
      const mark = performance.getEntriesByName('murmur:inventory-ready')[0]
      const client = performance.getEntriesByName('murmur:hub-client-loaded')[0]
      if (mark instanceof PerformanceMark && client) {
        const detail: unknown = mark.detail
        const field = (name: string) =>
          typeof detail === 'object' && detail !== null && name in detail ? Reflect.get(detail, name) : null
        return {
          requestedAt: Number(field('startedAt')) - performance.timeOrigin,
          clientLoaded: client.startTime,
          source: field('source'),
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
  expect(inventory.source).toBe('network')
  expect(inventory.requestedAt).toBeLessThan(inventory.clientLoaded)
  // index.html prefetched the hub worker's entry, once the framework chunk had arrived.
  const prefetch = await visit.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const framework = resources.find((entry) => /\/assets\/framework-[\w-]+\.js$/.test(entry.name))
    const worker = resources.find(
      (entry) => entry.initiatorType === 'link' && /\/assets\/shared-worker-[\w-]+\.js$/.test(entry.name),
    )
    return { frameworkEnd: framework?.responseEnd ?? null, workerStart: worker?.startTime ?? null }
  })
  expect(prefetch.frameworkEnd).not.toBeNull()
  expect(prefetch.workerStart).toBeGreaterThanOrEqual(prefetch.frameworkEnd ?? Number.POSITIVE_INFINITY)
  expect(cspErrors).toEqual([])
  await context.close()
})
