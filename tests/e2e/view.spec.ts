import { expect, test } from '@playwright/test'
import { checkAccessibility } from './axe'
import { apiHeaders, operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { logInAs } from './pages/account-pages'
import { ingestMessages } from './support/ingest'

const APPLE = 1001
const INFORMATION_TECHNOLOGY = '45'

test('a sector view from explore: its messages, a message filter from the dialog, saved to the watchlist; axe finds nothing serious', async ({
  page,
  request,
}) => {
  await ingestMessages(request, APPLE, 3)
  const account = await signUpTrial(request)
  await skipFirstLoginSetup(request, account)
  await logInAs(page, request, account)
  await page.goto(`/explore?sector=${INFORMATION_TECHNOLOGY}`)
  await page.getByTestId('explore-open-view').click()

  await expect(page).toHaveURL(/\/view\?/)
  await expect(page.getByTestId('view-name')).toHaveText('Information Technology')
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true')
  const messages = page.getByTestId('view-messages')
  await expect(messages.getByTestId('message').first()).toBeVisible()
  expect((await checkAccessibility(page)).serious).toEqual([])

  // The message filter dialog: news only.
  await page.getByTestId('view-edit-filter').click()
  const dialog = page.getByTestId('message-filter-dialog')
  await expect(dialog).toBeVisible()
  expect((await checkAccessibility(page)).serious).toEqual([])
  await dialog.getByTestId('message-filter-types').getByRole('button', { name: 'News' }).click()
  await dialog.getByTestId('message-filter-apply').click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/messageType/)
  await expect(page.getByTestId('message-filters')).toContainText('Type: News')
  await expect(messages.getByTestId('message').first()).toBeVisible()
  // Each card names its type as the filter does.
  const types = messages.locator('.message__type')
  for (const type of await types.evaluateAll((badges) => badges.map((b) => b.getAttribute('data-type'))))
    expect(type).toBe('news')
  await expect(types.first()).toHaveText('News')

  // Info: the tree map, statistics and constituents of the sector.
  await page.getByTestId('view-tab-info').click()
  // The view's own buzz and sentiment: its news per bucket of the range, a tooltip per bucket.
  const chart = page.getByTestId('scope-buzz-chart').locator('.buzz-chart')
  await expect(chart).toHaveAttribute('data-state', 'ready')
  await expect(chart).toHaveAttribute('data-points', /^[1-9]/)
  await expect(chart).toHaveAttribute('data-partition', /^(realtime|hourly|daily_5am)$/)
  const plot = chart.locator('svg rect[fill="transparent"]')
  const box = await plot.boundingBox()
  if (!box) throw new Error('the buzz chart has no plot area')
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2)
  await expect(chart.locator('.chart-tooltip')).toContainText('Buzz')
  await expect(page.getByTestId('message-statistics')).toHaveAttribute('data-state', 'ready')
  await expect(page.getByTestId('view-constituents').locator('tbody tr[data-title-id]').first()).toBeVisible()
  // The message statistics page of the view: key events, assets, countries, topics too.
  await page.getByTestId('statistics-page-open').click()
  const statisticsPage = page.getByTestId('statistics-page')
  await expect(statisticsPage.getByTestId('statistics-page-body')).toHaveAttribute('data-messages', /^[1-9]/)
  await expect(statisticsPage.getByRole('region', { name: 'Asset countries' })).toBeVisible()
  await expect(statisticsPage.getByTestId('scope-buzz-chart').locator('.buzz-chart')).toHaveAttribute(
    'data-points',
    /^[1-9]/,
  )
  expect((await checkAccessibility(page)).serious).toEqual([])
  await page.keyboard.press('Escape')
  await expect(statisticsPage).toBeHidden()

  // Save to the watchlist: the server holds the view under its name.
  const save = page.getByTestId('view-save')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  const lists = await request.get('/v6/watchlists', {
    headers: apiHeaders(account),
  })
  const answer = (await lists.json()) as {
    watchlists: Array<{ filters: Array<{ name: string; type: string; filter: Record<string, unknown> }> }>
  }
  expect(answer.watchlists[0]?.filters).toEqual([
    expect.objectContaining({
      name: 'Information Technology',
      type: 'view',
      filter: { sector: INFORMATION_TECHNOLOGY },
    }),
  ])

  // The settings list it, and open it again.
  await page.goto('/settings?tab=settings_watchlist')
  await page.getByTestId('watchlist-view').first().click()
  await expect(page).toHaveURL(/\/view\?sector=/)
  await expect(page.getByTestId('view-name')).toHaveText('Information Technology')

  // Edit the view: add a market.
  await page.getByTestId('view-edit').click()
  const edit = page.getByTestId('edit-view-dialog')
  await edit.getByTestId('explore-filter-region').getByRole('button', { name: 'United States' }).click()
  await edit.getByTestId('edit-view-apply').click()
  await expect(page.getByTestId('view-name')).toHaveText('Information Technology · United States')
  await expect(page).toHaveURL(/region/)
})

test('views need the list view: basic sees the upgrade to Premium', async ({ page, request }) => {
  const account = await signUpTrial(request)
  await operator.setTier(request, account.email, 'basic')
  await skipFirstLoginSetup(request, account)
  await logInAs(page, request, account)
  await page.goto(`/view?sector=${INFORMATION_TECHNOLOGY}`)
  await expect(page.getByTestId('view-locked')).toBeVisible()
  await expect(page.getByTestId('view-upgrade')).toContainText('Premium feature')
  await expect(page.getByTestId('view-messages')).toHaveCount(0)
  expect((await checkAccessibility(page)).serious).toEqual([])
})
