import { expect, type Page, test } from '@playwright/test'
import { OPERATOR_TOKEN } from '../../playwright.config'
import { checkAccessibility } from './axe'
import { operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { logInAs } from './pages/account-pages'
import { AssetPage, BITCOIN_TITLE, widestGapInColumns } from './pages/asset-page'
import { DEMO_TITLE } from './pages/home-page'
import { liveMetrics, quietLiveMetrics } from './server-metrics'
import { ingestMessages } from './support/ingest'
import { keepBuzzing } from './support/live-buzz'
import { titleRoomSockets } from './support/live-rooms'
import { logInDemo } from './support/log-in-demo'
import { untilServiceWorkerControls } from './support/service-worker'
import { recordWindowErrors } from './support/window-errors'

const EXCEEDS_PERMITTED =
  'The selected time range exceeds your permitted access and has been reset. If you need access to this selection, consider upgrading your plan.'
const INVALID_SELECTION = 'Removed invalid time range selection.'

// Messages through the real pipeline while the journeys run: live buzz for both assets.
let buzz: ReturnType<typeof keepBuzzing> | null = null
test.beforeAll(({ baseURL }) => {
  buzz = keepBuzzing(baseURL ?? '', OPERATOR_TOKEN, [DEMO_TITLE, BITCOIN_TITLE])
})
test.afterAll(async () => {
  await buzz?.stop()
})

test('search an instrument and open its snapshot: chart, messages and statistics show pipeline data', async ({
  page,
  request,
}) => {
  await logInDemo(page, request)
  const asset = new AssetPage(page)
  await page.goto('/')

  await page.getByTestId('search-input').fill('AAPL')
  const result = page.getByTestId('search-results').getByTestId('search-result').first()
  await expect(result).toHaveAttribute('data-title-id', String(DEMO_TITLE))
  await result.click()

  await expect(page).toHaveURL(new RegExp(`/asset\\?title_id=${DEMO_TITLE}$`))
  await asset.expectName('Apple Inc.')
  await expect(page).toHaveTitle('Apple Inc. (AAPL) · Murmur')
  await expect(asset.tab('Messages')).toHaveAttribute('aria-selected', 'true')
  await expect(asset.timeRange()).toHaveValue('last_3_days')

  // Messages of the default range (Last 3 days), from the demo feed and the journey's ingest.
  await expect(asset.messages().first()).toBeVisible()
  await expect(asset.messages().first().getByTestId('message-source')).not.toBeEmpty()
  expect(await asset.messages().count()).toBeGreaterThan(0)
  // Why this score: whole words and phrases of the message itself, each with its signed push.
  const explained = asset
    .messages()
    .filter({ has: page.getByTestId('sentiment-why') })
    .first()
  await explained.getByText('Why this score').click()
  const phrases = await explained.getByTestId('sentiment-why').locator('li q').allTextContents()
  expect(phrases.length).toBeGreaterThan(0)
  const text = (await explained.locator('h3, p:not(.message__why-note)').allTextContents()).join(' ')
  for (const phrase of phrases) expect(text.toLowerCase()).toContain(phrase.toLowerCase())
  await expect(explained.getByTestId('sentiment-why').locator('li').first()).toHaveText(/[+−]\d\.\d\d$/)
  // A neutral message's pushes say why they did not make it positive or negative.
  const neutral = asset
    .messages()
    .filter({ hasText: '(neutral)' })
    .filter({ has: page.getByTestId('sentiment-why') })
    .first()
  await neutral.getByText('Why this score').click()
  await expect(neutral.locator('.message__why-note')).toHaveText(/^Neutral: .+ (call|either way)\.$/)

  await asset.tab('Info').click()
  await expect(page).toHaveURL(/tab=asset_info/)
  await expect(asset.chart()).toHaveAttribute('data-state', 'ready')
  await expect.poll(async () => Number(await asset.chart().getAttribute('data-points'))).toBeGreaterThan(0)
  // The plot takes room on the page (not only in the DOM).
  await expect.poll(async () => (await asset.chart().boundingBox())?.height ?? 0).toBeGreaterThan(100)
  await expect
    .poll(async () => Number(await asset.statistics().getAttribute('data-messages')))
    .toBeGreaterThan(0)
  await expect(page.getByTestId('quotes-widget')).toHaveAttribute('data-state', 'ready')
  // The header's price carries the quotes widget's daily change, to the same figure.
  const widgetChange = await page.locator('.quotes-widget__change').textContent()
  expect(widgetChange).toMatch(/^[+−-]?\d/)
  await expect(page.getByTestId('asset-price-change')).toHaveText(widgetChange ?? '')
  // Candles and a longer range: a candle per trading day, more days in 3 months than in one.
  const priceChart = page.getByTestId('quotes-widget').locator('.price-chart')
  const monthBars = Number(await priceChart.getAttribute('data-bars'))
  await page.getByTestId('quotes-kind-candles').click()
  await expect(priceChart).toHaveAttribute('data-kind', 'candles')
  await expect(priceChart.locator('.price-chart__candle')).toHaveCount(monthBars)
  await page.getByTestId('quotes-range-3m').click()
  await expect
    .poll(async () => Number(await priceChart.getAttribute('data-bars')))
    .toBeGreaterThan(monthBars + 20)
  await expect(priceChart.locator('.price-chart__candle')).toHaveCount(
    Number(await priceChart.getAttribute('data-bars')),
  )
  // The demo feed's earnings calendar: the next release of the title with its consensus.
  await expect(page.getByTestId('earnings-widget')).toHaveAttribute('data-next', /^\d{4}-\d{2}-\d{2}$/)
  // Technical data from the demo feed's daily bars: over a year of them, so the 200-day average is there.
  await expect
    .poll(async () => Number(await page.getByTestId('technical-data').getAttribute('data-days')))
    .toBeGreaterThan(200)
  // The AI rating: its 8 categories, and the last 30 days as a trend line (ratings/history).
  await expect(page.getByTestId('ai-rating')).toHaveAttribute('data-state', 'ready')
  await expect(page.getByTestId('ai-rating').locator('tr[data-category]')).toHaveCount(8)
  await expect
    .poll(async () => Number(await page.getByTestId('ai-rating-trend').getAttribute('data-days')))
    .toBeGreaterThan(1)
  // Executives shown as "last, first" (application §3) and the curated subsidiaries.
  await expect(page.getByTestId('executives-table')).toContainText('Cook, Tim')
  await expect(page.getByTestId('subsidiaries-table').locator('tbody tr')).not.toHaveCount(0)
  // Short info US: the demo feed's FINRA short volume of the title's trading days.
  await expect
    .poll(async () => Number(await page.getByTestId('short-info').getAttribute('data-days')))
    .toBeGreaterThan(0)
  await expect(page.getByTestId('asset-description')).toBeVisible()
  // The lazily loaded widgets bring their styles: an inline legend and filled statistic bars
  // (a CSS import left in a side-effect-free barrel was dropped from the build once).
  await expect(asset.chart().locator('.chart-legend')).toHaveCSS('display', 'flex')
  await expect(asset.statistics().locator('.bar-list__bar').first()).toHaveCSS('fill', /rgb/)
  // Bars on one scale: in a ranked list the top row fills its track and each bar is as long as its
  // count says; author analytics are shares of 100 %.
  for (const [name, scaleEnd] of [
    ['Message types', null],
    ['Author analytics', 100],
  ] as const) {
    const rows = await asset
      .statistics()
      .getByRole('list', { name })
      .locator('.bar-list__row')
      .evaluateAll((elements) =>
        elements.map((row) => ({
          value: Number(row.getAttribute('data-value')),
          bar: Number(row.querySelector('.bar-list__bar')?.getAttribute('width')),
          track: Number(row.querySelector('.bar-list__track')?.getAttribute('width')),
        })),
      )
    expect(rows.length).toBeGreaterThan(0)
    const end = scaleEnd ?? Math.max(...rows.map((row) => row.value))
    for (const row of rows) {
      const expected = row.value > 0 ? Math.max(2, (row.track * row.value) / end) : 0
      expect(row.bar).toBeCloseTo(expected, 0)
    }
  }

  // The visit is in the page history on the start page (the home page's Common tab).
  await page.goto('/?tab=stream_posts_common')
  await expect(page.getByTestId('page-history-entry').first()).toHaveText(/Stock Apple Inc\./)
})

test('two tabs on two assets share one connection, and closing a tab unsubscribes only what no other tab needs', async ({
  browser,
  request,
}) => {
  await quietLiveMetrics(request)
  const context = await browser.newContext()
  const apple = await context.newPage()
  await logInDemo(apple, request)
  await apple.goto(`/asset?title_id=${DEMO_TITLE}`)
  const a = new AssetPage(apple)
  await a.expectName('Apple Inc.')
  await a.expectUpdateAfter(0)
  // The header's buzz is an hour's (the chart's partition), the one in progress as its pace so far.
  await expect(apple.getByTestId('asset-buzz-period')).toHaveText(
    /^(this hour so far|hour from \d{2}:\d{2} [AP]M)$/,
  )
  expect((await liveMetrics(request)).connected).toBe(1)

  const bitcoin = await context.newPage()
  await bitcoin.goto(`/asset?title_id=${BITCOIN_TITLE}`)
  // A third tab on Apple: the title stays subscribed while any tab needs it.
  const appleAgain = await context.newPage()
  await appleAgain.goto(`/asset?title_id=${DEMO_TITLE}`)
  const b = new AssetPage(bitcoin)
  const c = new AssetPage(appleAgain)
  await b.expectName('Bitcoin')
  await c.expectName('Apple Inc.')
  for (const tab of [a, b, c]) await tab.expectUpdateAfter(0)

  // One socket for the three tabs, holding each title's room once.
  const during = await liveMetrics(request)
  expect(during.connected).toBe(1)
  expect(during.authorized).toBe(1)
  await expect.poll(() => titleRoomSockets(request, DEMO_TITLE)).toBe(1)
  await expect.poll(() => titleRoomSockets(request, BITCOIN_TITLE)).toBe(1)

  await apple.close()
  const firstClosedAt = Date.now()
  await b.expectUpdateAfter(firstClosedAt)
  await c.expectUpdateAfter(firstClosedAt)
  expect(await titleRoomSockets(request, DEMO_TITLE)).toBe(1)
  expect(await titleRoomSockets(request, BITCOIN_TITLE)).toBe(1)

  await appleAgain.close()
  // No tab needs Apple any more: the hub leaves its room; Bitcoin stays.
  await expect.poll(() => titleRoomSockets(request, DEMO_TITLE)).toBe(0)
  const secondClosedAt = Date.now()
  await b.expectUpdateAfter(secondClosedAt)
  expect(await titleRoomSockets(request, BITCOIN_TITLE)).toBe(1)
  expect((await liveMetrics(request)).connected).toBe(1)

  await context.close()
  await expect.poll(async () => (await liveMetrics(request)).connected).toBe(0)
})

/** Where the inventory came from once this page has it (the loader's performance mark). */
function inventoryReadySource(page: Page): Promise<string> {
  return page.evaluate(async () => {
    for (;;) {
      const mark = performance.getEntriesByName('murmur:inventory-ready')[0]
      if (mark instanceof PerformanceMark) {
        const detail: unknown = mark.detail
        return typeof detail === 'object' && detail !== null && 'source' in detail
          ? String(detail.source)
          : ''
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('offline, a reload starts the app and the inventory search answers from IndexedDB', async ({
    page,
    context,
    request,
  }) => {
    await logInDemo(page, request)
    const asset = new AssetPage(page)
    await asset.open(DEMO_TITLE)
    await asset.expectName('Apple Inc.')
    await untilServiceWorkerControls(page)
    await asset.expectName('Apple Inc.')
    // The inventory must be stored before the network goes: on a busy machine it may still stream.
    await inventoryReadySource(page)

    await context.setOffline(true)
    const response = await page.reload()
    expect(response?.fromServiceWorker()).toBe(true)
    await expect(page.getByTestId('app-shell')).toBeVisible()
    const source = await inventoryReadySource(page)
    expect(['fresh-cache', 'stale-cache']).toContain(source)

    await page.getByTestId('search-input').fill('Bitcoin')
    const result = page.getByTestId('search-results').getByTestId('search-result').first()
    await expect(result).toHaveAttribute('data-title-id', String(BITCOIN_TITLE))
    await context.setOffline(false)
  })
})

test.describe('time range in the URL for a Basic user', () => {
  test('an over-permitted range is removed with the sticky upgrade notice, an unknown name with a fading notice', async ({
    page,
    request,
  }) => {
    const account = await signUpTrial(request)
    await operator.setTier(request, account.email, 'basic')
    // The page's clock runs as usual; the notices' 5 s fade is skipped over instead of waited for.
    await page.clock.install()
    await skipFirstLoginSetup(request, account)
    await logInAs(page, request, account)
    const asset = new AssetPage(page)

    await asset.open(DEMO_TITLE, '&relativeTimeRange=last_30_days&tab=asset_messages')
    await asset.expectName('Apple Inc.')
    await expect(asset.notice()).toContainText(EXCEEDS_PERMITTED)
    expect(asset.searchParams().get('relativeTimeRange')).toBeNull()
    expect(asset.searchParams().get('title_id')).toBe(String(DEMO_TITLE))
    expect(asset.searchParams().get('tab')).toBe('asset_messages')
    await expect(asset.timeRange()).toHaveValue('last_3_days')
    await expect(asset.timeRange().locator('option[value="last_30_days"]')).toBeDisabled()
    await expect(page.getByTestId('time-range-upgrade-hint')).toBeVisible()
    // Sticky: still there after the 5 s other notices fade in, until dismissed.
    await page.clock.fastForward(6000)
    await expect(asset.notice()).toBeVisible()
    await page.getByTestId('time-range-notice-dismiss').click()
    await expect(asset.notice()).toBeHidden()

    await asset.open(DEMO_TITLE, '&relativeTimeRange=last_2_fortnights')
    await expect(asset.notice()).toContainText(INVALID_SELECTION)
    expect(asset.searchParams().get('relativeTimeRange')).toBeNull()
    await expect(page.getByTestId('time-range-notice-dismiss')).toHaveCount(0)
    await page.clock.fastForward(6000)
    await expect(asset.notice()).toBeHidden()

    // Dates before the permitted history are over-permitted too.
    await asset.open(DEMO_TITLE, `&startDate=${Date.UTC(2015, 0, 1)}&endDate=${Date.UTC(2015, 0, 2)}`)
    await expect(asset.notice()).toContainText(EXCEEDS_PERMITTED)
    expect(asset.searchParams().get('startDate')).toBeNull()
    expect(asset.searchParams().get('endDate')).toBeNull()
  })
})

test('a range over 31 days asks for confirmation before loading', async ({ page, request }) => {
  await logInDemo(page, request)
  const asset = new AssetPage(page)
  await asset.open(DEMO_TITLE, '&relativeTimeRange=last_90_days')
  await asset.expectName('Apple Inc.')
  await expect(asset.confirmation()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Confirm loading a long time range' })).toBeVisible()
  await expect(page.getByTestId('asset-awaiting-confirmation')).toBeVisible()
  await page.getByTestId('long-range-confirm').click()
  await expect(asset.confirmation()).toBeHidden()
  await expect(asset.messages().first()).toBeVisible()

  // Cancelling goes back to the default range.
  await asset.open(DEMO_TITLE, '&relativeTimeRange=last_6_months')
  await expect(asset.confirmation()).toBeVisible()
  await page.getByTestId('long-range-cancel').click()
  await expect(asset.confirmation()).toBeHidden()
  await expect.poll(() => asset.searchParams().get('relativeTimeRange')).toBeNull()
  await expect(asset.timeRange()).toHaveValue('last_3_days')
})

/** Intel: a title the journeys fill with messages of their own. */
const INTEL_TITLE = 1019

test('the messages list loads page after page, then says there are no more; a filter without hits says so', async ({
  page,
  request,
}) => {
  await ingestMessages(request, INTEL_TITLE, 30)
  await logInDemo(page, request)
  const asset = new AssetPage(page)
  await asset.open(INTEL_TITLE, '&relativeTimeRange=last_24_hours')
  await asset.expectName('Intel Corporation')
  await expect(asset.messages()).toHaveCount(25)
  // Scrolling to the end of the list loads the next page, until nothing is left.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        return asset.messagesEnd().isVisible()
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  await expect(asset.messagesEnd()).toHaveText('No more messages/articles/AI Updates were found')
  expect(await asset.messages().count()).toBeGreaterThanOrEqual(30)

  await asset.open(INTEL_TITLE, '&searchQuery=zqxjkvbnothinglikethis')
  // The empty text, then (once the look further back answered) that the plan's reach has none either.
  await expect(page.getByTestId('messages-empty').locator('p').first()).toHaveText('No messages found')
  await expect(page.getByTestId('messages-none-in-reach')).toHaveText(
    'Nor in the last 365 days with these filters.',
  )
  await expect(page.getByTestId('message-filters')).toContainText('Search: zqxjkvbnothinglikethis')
})

test('the asset page passes the accessibility check (axe, WCAG 2.1 AA)', async ({ page, request }) => {
  const windowErrors = await recordWindowErrors(page)
  await logInDemo(page, request)
  const asset = new AssetPage(page)
  await asset.open(DEMO_TITLE)
  await asset.expectName('Apple Inc.')
  await expect(asset.messages().first()).toBeVisible()
  expect((await checkAccessibility(page)).serious).toEqual([])
  await asset.tab('Info').click()
  await expect(asset.chart()).toHaveAttribute('data-state', 'ready')
  await expect(asset.statistics()).toBeVisible()
  for (const widget of [
    'quotes-widget',
    'technical-data',
    'earnings-widget',
    'short-info',
    'ai-rating',
    'people-widget',
    'fundamentals',
    'dividend-widget',
    'picks-widget',
    'price-moves',
  ])
    await expect(page.getByTestId(widget)).toHaveAttribute('data-state', 'ready')
  expect((await checkAccessibility(page)).serious).toEqual([])
  // Three columns at 1280 px, packed: no card leaves a gap under it as tall as its row's tallest.
  await expect.poll(() => widestGapInColumns(page.getByTestId('asset-info'))).toBeLessThanOrEqual(21)
  // Widgets loading and resizing raise no error, not even the browser's own (a ResizeObserver loop).
  expect(await windowErrors()).toEqual([])
  // The Common tab: statistics, key events, hottest topics, the knowledge graph, both tree maps,
  // profiles, related assets.
  await asset.tab('Common').click()
  for (const widget of [
    'hottest-topics',
    'knowledge-graph',
    'co-mention-treemap',
    'peer-treemap',
    'profiles-widget',
    'related-assets',
  ])
    await expect(page.getByTestId(widget)).toHaveAttribute('data-state', 'ready')
  expect((await checkAccessibility(page)).serious).toEqual([])
  // Apple is talked about every day, by several accounts and with its peers: the profiles list
  // them, the asset sentiment tree map has tiles, and one opens that asset's page.
  await expect(page.getByTestId('profiles-widget')).not.toHaveAttribute('data-count', '0')
  const coMentions = page.getByTestId('co-mention-treemap')
  await expect(coMentions).not.toHaveAttribute('data-tiles', '0')
  const tile = coMentions.locator('[data-tile-id]').first()
  const other = await tile.getAttribute('data-tile-id')
  await tile.click()
  await expect(page).toHaveURL(new RegExp(`title_id=${other}(&|$)`))
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the Info tab lists its cards; a link scrolls to the card, and a button brings the list back', async ({
    page,
    request,
  }) => {
    await logInDemo(page, request)
    const asset = new AssetPage(page)
    await page.goto(`/asset?title_id=${DEMO_TITLE}&tab=asset_info`)
    await asset.expectName('Apple Inc.')
    await expect(page.getByTestId('fundamentals')).toHaveAttribute('data-state', 'ready')
    const index = page.getByTestId('widget-index')
    // Every card of the tab, by its heading, in the page's order.
    const headings = await page.getByTestId('asset-info').locator('.card__title').allTextContents()
    await expect(index.getByRole('link')).toHaveText(headings.map((heading) => heading.trim()))
    await expect(page.getByTestId('widget-index-back')).toHaveCount(0)
    await index.getByRole('link', { name: 'Fundamentals' }).click()
    const heading = page.getByRole('heading', { name: 'Fundamentals', exact: true })
    await expect(heading).toBeFocused()
    // The card's top is in view, below the sticky header.
    await expect
      .poll(async () => {
        const top = (await heading.boundingBox())?.y ?? -1
        const header = (await page.locator('.app-header').boundingBox())?.height ?? 0
        return top > header && top < 400
      })
      .toBe(true)
    await page.getByTestId('widget-index-back').click()
    await expect(index).toBeInViewport()
    await expect(page.getByTestId('widget-index-back')).toHaveCount(0)
    expect((await checkAccessibility(page)).serious).toEqual([])
    // On a desk's three columns there is no index: the page is short enough.
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(index).toHaveCount(0)
  })
})
