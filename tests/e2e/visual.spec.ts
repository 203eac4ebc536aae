import { expect, type Locator, type Page, test } from '@playwright/test'
import { apiHeaders, operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { logInAs } from './pages/account-pages'
import { LoginPage } from './pages/login-page'

/**
 * Visual baselines of the main screens at a desk's 1280 px and a phone's 390 px. What changes
 * from run to run (market data, messages, the account's name, the live state) is masked, so the
 * baselines hold the layout: header, titles, toolbars, tabs, cards, dialogs and empty states.
 * Update with `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` and look at them.
 */

const WIDTHS = [1280, 390] as const
const SCREENSHOT = { fullPage: true, animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const

/** The header's alert bell loads after the page (it changes the header's height on a phone). */
async function headerSettled(page: Page) {
  await expect(page.getByTestId('alert-bell')).toBeVisible()
}

/**
 * Where a part of the page begins, the baseline's lower edge. Waited for: a list that swaps its
 * empty state for its first items (posts arriving) has no box for a moment, and a clip of height 0
 * fails the screenshot.
 */
async function topOf(locator: Locator): Promise<number> {
  let top = 0
  await expect.poll(async () => (top = (await locator.boundingBox())?.y ?? 0)).toBeGreaterThan(0)
  return top
}

/** The account's name and initials, the live state and the trial banner's dates. */
function variable(page: Page) {
  return [page.locator('.user-menu'), page.getByTestId('live-state'), page.getByTestId('trial-banner')]
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } })

    test('login page', async ({ page }) => {
      const login = new LoginPage(page)
      await login.open()
      await expect(page).toHaveScreenshot(`login-${width}.png`, SCREENSHOT)
    })

    test('author page offered to a premium plan', async ({ page, request }) => {
      const account = await signUpTrial(request)
      await operator.setTier(request, account.email, 'premium')
      await skipFirstLoginSetup(request, account)
      await logInAs(page, request, account)
      await page.goto('/author?name=demo_user_social_1&authorSource=demo-social.example')
      await expect(page.getByTestId('author-upgrade')).toBeVisible()
      await headerSettled(page)
      await expect(page).toHaveScreenshot(`author-locked-${width}.png`, {
        ...SCREENSHOT,
        mask: variable(page),
      })
    })

    test('view page with its filter dialog (data masked)', async ({ page, request }) => {
      const account = await signUpTrial(request)
      await skipFirstLoginSetup(request, account)
      await logInAs(page, request, account)
      await page.goto('/view?sector=%2245%22&region=%22US%22')
      await expect(page.getByTestId('view-name')).toHaveText('Information Technology · United States')
      await headerSettled(page)
      const messages = page.getByTestId('view-messages')
      await expect(
        messages.locator('[data-testid="messages-list"], [data-testid="messages-empty"]').first(),
      ).toBeVisible()
      // The messages vary in number (an empty range is shorter than a list): the baseline ends
      // where they begin.
      const messagesTop = await topOf(messages)
      await expect(page).toHaveScreenshot(`view-${width}.png`, {
        ...SCREENSHOT,
        fullPage: false,
        clip: { x: 0, y: 0, width, height: Math.min(messagesTop, width === 390 ? 844 : 900) },
        mask: variable(page),
      })
      await page.getByTestId('view-edit-filter').click()
      await expect(page.getByTestId('message-filter-dialog')).toBeVisible()
      // The dialog alone: the messages behind its backdrop change from run to run.
      await expect(page.getByTestId('message-filter-dialog')).toHaveScreenshot(
        `view-filter-dialog-${width}.png`,
        {
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.01,
        },
      )
    })
    test("asset page's Info tab (figures masked)", async ({ page, request }) => {
      const account = await signUpTrial(request)
      await skipFirstLoginSetup(request, account)
      // A fresh server writes its demo history first: the chart's layout differs without it.
      await expect
        .poll(
          async () => {
            const answer = await request.get('/v6/titles/1001/history', {
              headers: apiHeaders(account),
            })
            const body = (await answer.json()) as { history?: unknown[] }[]
            return body[0]?.history?.length ?? 0
          },
          { timeout: 60_000 },
        )
        .toBeGreaterThan(0)
      await logInAs(page, request, account)
      await page.goto('/asset?title_id=1001&tab=asset_info')
      await expect(page.getByTestId('asset-name')).toHaveText('Apple Inc.')
      await headerSettled(page)
      for (const widget of [
        'buzz-sentiment-chart',
        'quotes-widget',
        'ai-rating',
        'technical-data',
        'fundamentals',
      ])
        await expect(page.getByTestId(widget)).toHaveAttribute('data-state', 'ready')
      // The market moves between runs: figures, the chart and the widgets' values are masked, so
      // the baseline holds the header, the asset's title row, the controls, tabs and card layout.
      await expect(page).toHaveScreenshot(`asset-info-${width}.png`, {
        ...SCREENSHOT,
        fullPage: false,
        mask: [
          ...variable(page),
          // The whole row: the figures' widths move the labels after them.
          page.locator('.asset-header__metrics'),
          page.getByTestId('asset-facts'),
          page.locator('.chart-frame'),
          page.locator('.chart-legend'),
          ...['quotes-widget', 'ai-rating', 'technical-data', 'fundamentals'].map((id) =>
            page.getByTestId(id),
          ),
        ],
      })
    })

    test('search page before a search', async ({ page, request }) => {
      const account = await signUpTrial(request)
      await skipFirstLoginSetup(request, account)
      await logInAs(page, request, account)
      await page.goto('/search')
      await expect(page.getByTestId('search-start')).toBeVisible()
      await headerSettled(page)
      await expect(page).toHaveScreenshot(`search-start-${width}.png`, {
        ...SCREENSHOT,
        mask: variable(page),
      })
    })

    test('trend radar news with its toolbar (data masked)', async ({ page, request }) => {
      const account = await signUpTrial(request)
      await skipFirstLoginSetup(request, account)
      await operator.setTags(request, account.email, { add: ['trendradar'] })
      await logInAs(page, request, account)
      await page.goto('/trend_radar/news')
      await headerSettled(page)
      const stories = page.getByTestId('radar-stories')
      await expect(
        stories.locator('[data-testid="radar-story"], [data-testid="radar-stories-empty"]').first(),
      ).toBeVisible()
      // The stories and counts change from run to run: the baseline ends where the stories begin.
      const storiesTop = await topOf(stories)
      await expect(page).toHaveScreenshot(`radar-news-${width}.png`, {
        ...SCREENSHOT,
        fullPage: false,
        clip: { x: 0, y: 0, width, height: Math.min(storiesTop, width === 390 ? 844 : 900) },
        mask: [...variable(page), page.getByTestId('radar-refresh')],
      })
    })

    test('home with its AI updates toolbar (data masked)', async ({ page, request }) => {
      const account = await signUpTrial(request)
      await skipFirstLoginSetup(request, account)
      await logInAs(page, request, account)
      await page.goto('/')
      await expect(page.getByTestId('home')).toBeVisible()
      await headerSettled(page)
      const stream = page.getByTestId('stream')
      const items = stream.locator('[data-testid="stream-list"], [data-testid="stream-empty"]').first()
      await expect(items).toBeVisible()
      // The posts change from run to run: the baseline ends where they begin. The greeting follows
      // the hour; the side column holds live figures.
      const itemsTop = await topOf(items)
      await expect(page).toHaveScreenshot(`home-${width}.png`, {
        ...SCREENSHOT,
        fullPage: false,
        clip: { x: 0, y: 0, width, height: Math.min(itemsTop, width === 390 ? 844 : 900) },
        mask: [
          ...variable(page),
          page.locator('.home-stream__header h1'),
          page.getByTestId('stream-live'),
          page.locator('.home-stream__aside'),
        ],
      })
    })

    test('explore with its filters (data masked)', async ({ page, request }) => {
      const account = await signUpTrial(request)
      await skipFirstLoginSetup(request, account)
      await logInAs(page, request, account)
      await page.goto('/explore')
      await expect(page.getByTestId('explore-page')).toBeVisible()
      await headerSettled(page)
      const tree = page.getByTestId('explore-tree')
      await expect(tree.locator('.explore-tree__frame')).toHaveAttribute('data-state', 'ready')
      // The tree map and the table change from run to run (and the map's height with its data):
      // the baseline ends where the map begins.
      const treeTop = await topOf(tree)
      await expect(page).toHaveScreenshot(`explore-${width}.png`, {
        ...SCREENSHOT,
        fullPage: false,
        clip: { x: 0, y: 0, width, height: Math.min(treeTop, width === 390 ? 844 : 900) },
        mask: variable(page),
      })
    })

    test('tutorials', async ({ page, request }) => {
      const account = await signUpTrial(request)
      await skipFirstLoginSetup(request, account)
      await logInAs(page, request, account)
      await page.goto('/tutorials')
      await expect(page.getByTestId('tutorials-page')).toBeVisible()
      await headerSettled(page)
      await expect(page).toHaveScreenshot(`tutorials-${width}.png`, { ...SCREENSHOT, mask: variable(page) })
    })

    test('AI chat before the first question', async ({ page, request }) => {
      const account = await signUpTrial(request)
      await skipFirstLoginSetup(request, account)
      await operator.setFields(request, account.email, { ai_chat: 1 })
      await logInAs(page, request, account)
      await page.goto('/chat')
      await expect(page.getByTestId('chat-empty')).toBeVisible()
      await headerSettled(page)
      await expect(page).toHaveScreenshot(`chat-empty-${width}.png`, { ...SCREENSHOT, mask: variable(page) })
    })
  })
}
