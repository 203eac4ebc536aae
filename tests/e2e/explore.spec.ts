import { expect, type Page, test } from '@playwright/test'
import { checkAccessibility } from './axe'
import { passSetupWhenItBlocks } from './pages/account-pages'
import { HomePage } from './pages/home-page'
import { DEMO, LoginPage } from './pages/login-page'

async function logIn(page: Page): Promise<void> {
  await passSetupWhenItBlocks(page)
  const login = new LoginPage(page)
  await login.open()
  await login.logIn()
  await expect(new HomePage(page).userName()).toHaveText(DEMO.name)
}

/**
 * The list's buzz of the rendered rows, top to bottom (whole percents): what the server sorted
 * by. A row's shown buzz may already be a newer live figure.
 */
async function buzzColumn(page: Page): Promise<number[]> {
  const rows = page.getByTestId('explore-table').locator('tbody tr[data-title-id]')
  const values = await rows.evaluateAll((elements) =>
    elements
      .map((row) => ({
        top: Number(/translateY\((\d+)px\)/.exec((row as HTMLElement).style.transform)?.[1] ?? 0),
        buzz: (row as HTMLElement).dataset.listBuzz,
      }))
      .sort((a, b) => a.top - b.top)
      .map((row) => row.buzz),
  )
  return values.filter((value): value is string => value !== undefined).map(Number)
}

test('explore: filter by market in the URL, sort by buzz, open a tile to the asset page; axe finds nothing serious', async ({
  page,
}) => {
  await logIn(page)
  await page.getByTestId('home-explore').click()
  await expect(page).toHaveURL(/\/explore/)
  const table = page.getByTestId('explore-table')
  // By buzz, the table keeps to the assets with 5 messages or more in the latest day (the tree
  // map's floor); every asset on request, in the URL.
  await expect(table).toHaveAttribute('data-state', 'ready')
  const flooredTotal = Number(await table.getAttribute('data-total'))
  const showAll = page.getByTestId('explore-show-all')
  await expect(showAll).toHaveText('Show all assets')
  await showAll.click()
  await expect(page).toHaveURL(/all=true/)
  await expect(showAll).toHaveText('Only 5+ messages')
  await expect(table).toHaveAttribute('data-rows', /^[1-9]/)
  await expect(table).toHaveAttribute('data-state', 'ready')
  const total = Number(await table.getAttribute('data-total'))
  expect(total).toBeGreaterThan(100)
  expect(flooredTotal).toBeLessThan(total)

  // Default: buzz, high to low. One click turns it low to high, the next back.
  const sortByBuzz = page.getByTestId('explore-sort-buzz')
  await expect(page.getByRole('columnheader', { name: /Buzz/ })).toHaveAttribute('aria-sort', 'descending')
  // The demo backfill's buckets are rolled up after the server starts: wait for the day's buzz.
  await expect
    .poll(
      async () => {
        const count = (await buzzColumn(page)).length
        if (count <= 5) await page.reload()
        return count
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBeGreaterThan(5)
  const high = await buzzColumn(page)
  expect(high).toEqual([...high].sort((a, b) => b - a))
  await sortByBuzz.click()
  await expect(page).toHaveURL(/sort=buzz/)
  await expect(page.getByRole('columnheader', { name: /Buzz/ })).toHaveAttribute('aria-sort', 'ascending')
  await sortByBuzz.click()
  await expect(page.getByRole('columnheader', { name: /Buzz/ })).toHaveAttribute('aria-sort', 'descending')

  // A market filter lives in the URL and narrows the table (GET /v6/titles?region=US).
  await page.getByTestId('explore-filter-region').getByRole('button', { name: 'United States' }).click()
  await expect(page).toHaveURL(/region=US/)
  // The old rows stay (dimmed) until the filtered first page is in.
  await expect(table).not.toHaveAttribute('data-total', String(total))
  await expect(table).toHaveAttribute('data-state', 'ready')
  const usTotal = Number(await table.getAttribute('data-total'))
  expect(usTotal).toBeGreaterThan(0)
  expect(usTotal).toBeLessThan(total)
  await page.reload()
  await expect(
    page.getByTestId('explore-filter-region').getByRole('button', { name: 'United States' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expect(table).toHaveAttribute('data-total', String(usTotal))

  // Scrolling the virtualised table loads the next page of 100.
  await table.locator('.explore-table__scroller').evaluate((element) => element.scrollTo({ top: 4200 }))
  await expect(table).toHaveAttribute('data-rows', String(Math.min(usTotal, 200)))

  const report = await checkAccessibility(page)
  expect(report.serious).toEqual([])

  // A tile of the tree map opens its asset.
  const tile = page.getByTestId('explore-tree').locator('[data-tile-id]').first()
  await expect(tile).toBeVisible()
  const titleId = await tile.getAttribute('data-tile-id')
  await tile.click()
  await expect(page).toHaveURL(new RegExp(`/asset\\?title_id=${titleId}`))
  await expect(page.getByTestId('asset-page')).toHaveAttribute('data-title-id', String(titleId))
})
