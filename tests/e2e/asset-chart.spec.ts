import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import * as v from 'valibot'
import { formatBuzz, sentimentScore, TitleHistoryAnswerSchema } from '../../src/core'
import { apiHeaders } from './pages/account-api'
import { AssetPage } from './pages/asset-page'
import { DEMO_TITLE } from './pages/home-page'
import { DEMO } from './pages/login-page'
import { logInDemo } from './support/log-in-demo'

/** The asset page's buzz and sentiment chart: resolution, exact tooltips, the data table and brushing. */

/** The demo user on Apple's Info tab, its chart drawn. */
async function openDemoChart(page: Page, request: APIRequestContext): Promise<AssetPage> {
  await logInDemo(page, request)
  const asset = new AssetPage(page)
  await asset.open(DEMO_TITLE)
  await asset.expectName('Apple Inc.')
  await asset.tab('Info').click()
  await expect(asset.chart()).toHaveAttribute('data-state', 'ready')
  return asset
}

test("the buzz chart draws no more points than pixels, and its tooltip tells a bucket's exact values", async ({
  page,
  request,
}) => {
  const asset = await openDemoChart(page, request)
  await expect(asset.chart()).toHaveAttribute('data-partition', 'hourly')
  // The chart's data may come from the persisted query cache: the history call is asked here again
  // (closed hourly buckets do not change).
  const now = Date.now()
  const response = await request.get(
    `/v6/titles/${DEMO_TITLE}/history?partition=hourly&fields=buzz,sentiment&startDate=${now - 30 * 86_400_000}&endDate=${now}`,
    { headers: apiHeaders(DEMO) },
  )
  expect(response.status()).toBe(200)
  const [answer] = v.parse(TitleHistoryAnswerSchema, await response.json())

  // The same data as a table, one row per UTC day of the history (keyboard and screen readers).
  const table = asset.chart().locator('details.chart-table')
  await table.locator('summary').click()
  const days = new Set((answer?.history ?? []).map((point) => Math.floor(point.t / 86_400_000)))
  // The chart's window and this call's start a moment apart, and the live pipeline may open a new
  // day's bucket in between: one day more or less at either end.
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const rows = await table.locator('tbody tr').count()
  expect(rows).toBeGreaterThanOrEqual(days.size - 1)
  expect(rows).toBeLessThanOrEqual(days.size + 1)
  await expect(table.locator('thead')).toContainText('Average buzz')
  await table.locator('summary').click()

  const plot = asset.chart().locator('svg rect[fill="transparent"]').first()
  await plot.scrollIntoViewIfNeeded()
  const box = await plot.boundingBox()
  if (!box) throw new Error('the chart has no plot area')
  for (const shape of ['buzz-chart__area-edge', 'buzz-chart__trend', 'buzz-chart__sentiment']) {
    const d = (await asset.chart().locator(`path.${shape}`).first().getAttribute('d')) ?? ''
    expect(d.match(/[ML]/g)?.length ?? 0, shape).toBeLessThanOrEqual(Math.ceil(box.width))
  }

  // Hover mid-chart: the tooltip names its bucket and that bucket's values. A fresh database may hold only the open hour of the hourly partition (its past is written by
  // the live pipeline): its figures move while the test reads them, so exact values are checked on
  // a closed hour where the chart has one.
  const time = asset.chart().getByRole('tooltip').locator('[data-bucket-time]')
  let t = 0
  for (const at of [0.5, 0.35, 0.2, 0.65, 0.1]) {
    await page.mouse.move(box.x + box.width * at, box.y + box.height / 2)
    await expect(time).toBeVisible()
    t = Number(await time.getAttribute('data-bucket-time'))
    if (t + 3_600_000 <= now) break
  }
  if (t + 3_600_000 > now) {
    expect(t, 'the open hour').toBe(Math.floor(now / 3_600_000) * 3_600_000)
    await expect(asset.chart().getByRole('tooltip')).toContainText(/Buzz [\d,.]+%/)
    await expect(asset.chart().getByRole('tooltip')).toContainText(/Sentiment [-+]?[\d.]+|Sentiment n\/a/)
    return
  }
  const bucket = answer?.history.find((point) => point.t === t)
  expect(bucket, `bucket ${t} of the history call`).toBeDefined()
  const buzz = bucket?.Buzz == null ? 'n/a' : formatBuzz(bucket.Buzz / 100)
  const score = bucket?.Sentiment == null ? null : sentimentScore(bucket.Sentiment)
  // Written as the app writes a score: a plus, or a true minus.
  const sentiment = score === null ? 'n/a' : score > 0 ? `+${score}` : score < 0 ? `−${-score}` : '0'
  await expect(asset.chart().getByRole('tooltip')).toContainText(`Buzz ${buzz}`)
  await expect(asset.chart().getByRole('tooltip')).toContainText(`Sentiment ${sentiment}`)
})

test('a drag across the buzz chart makes that span the page’s time range', async ({ page, request }) => {
  const asset = await openDemoChart(page, request)
  const plot = asset.chart().locator('svg rect.buzz-chart__surface')
  await plot.scrollIntoViewIfNeeded()
  const box = await plot.boundingBox()
  if (!box) throw new Error('the chart has no plot area')
  // From 40 % to 70 % of the 30 days: about 9 days, short of the 31 that ask for confirmation.
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height / 2, { steps: 4 })
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 4 })
  await page.mouse.up()
  // The router writes the string params JSON-quoted (startDate=%22…%22).
  const param = (name: string) =>
    Number(String(new URL(page.url()).searchParams.get(name)).replaceAll('"', ''))
  await expect.poll(() => param('startDate')).toBeGreaterThan(0)
  const url = new URL(page.url())
  const start = param('startDate')
  const end = param('endDate')
  const days = (end - start) / 86_400_000
  expect(days).toBeGreaterThan(7)
  expect(days).toBeLessThan(11)
  expect(url.searchParams.get('tab')).toBe('asset_info')
  // The chart shades the chosen span; the statistics read it.
  await expect(asset.chart().getByTestId('buzz-chart-selected')).toBeVisible()
  await expect(asset.statistics()).toBeVisible()
})
