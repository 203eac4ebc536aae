import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { checkAccessibility } from './axe'
import { apiHeaders, operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { logInAs } from './pages/account-pages'
import { ingestMessages } from './support/ingest'

const APPLE = 1001

/** How long a download may take before the test says that none came. */
const DOWNLOAD_WAIT_MS = 45_000

/**
 * Clicks a download button and parses the saved file as a spreadsheet program would read CSV. A
 * failed download shows a toast that goes away after a while: it is read at once, so a failure
 * names its error instead of ending as a timeout waiting for a file.
 */
async function downloadRows(page: Page, testId: string): Promise<Record<string, string>[]> {
  const toast = page.getByText(/^The download failed: /).first()
  const failed = toast.waitFor({ timeout: DOWNLOAD_WAIT_MS }).then(
    async () => `the app said: ${await toast.textContent()}`,
    () => `no file and no error within ${DOWNLOAD_WAIT_MS / 1000} s`,
  )
  const [download] = await Promise.all([
    Promise.race([page.waitForEvent('download', { timeout: DOWNLOAD_WAIT_MS }), failed]),
    page.getByTestId(testId).click(),
  ])
  if (typeof download === 'string') throw new Error(`The ${testId} download failed: ${download}`)
  const path = await download.path()
  return parse(await readFile(path, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[]
}

test('spreadsheet download: buzz and sentiment per hourly slot and the messages, as CSV with the expected columns', async ({
  page,
  request,
}) => {
  await ingestMessages(request, APPLE, 3)
  const account = await signUpTrial(request)
  await operator.setTier(request, account.email, 'basic')
  await skipFirstLoginSetup(request, account)
  await logInAs(page, request, account)
  await page.goto(`/asset?title_id=${APPLE}&tab=asset_info`)
  const widget = page.getByTestId('spreadsheet-download')
  await expect(widget).toBeVisible()

  const slots = await downloadRows(page, 'download-buzz-sentiment')
  expect(Object.keys(slots[0] ?? {})).toEqual(['title_id', 'slot_start', 'buzz_percent', 'sentiment'])
  expect(slots.length).toBeGreaterThan(0)
  for (const row of slots) {
    expect(row.title_id).toBe(String(APPLE))
    expect(Number.isNaN(Date.parse(row.slot_start ?? ''))).toBe(false)
  }
  // Hourly slots: each start on the hour.
  expect(slots.every((row) => /T\d{2}:00:00\.000Z$/.test(row.slot_start ?? ''))).toBe(true)

  const messages = await downloadRows(page, 'download-messages')
  expect(Object.keys(messages[0] ?? {})).toEqual([
    'id',
    'time',
    'source',
    'type',
    'language',
    'author',
    'author_impact',
    'subject',
    'url',
    'sentiment',
    'title_ids',
  ])
  expect(messages.some((row) => row.subject?.startsWith('List journey item'))).toBe(true)
})

test('a trial has no downloads: the button offers the upgrade, and the server refuses CSV with code 37', async ({
  page,
  request,
}) => {
  const account = await signUpTrial(request)
  await skipFirstLoginSetup(request, account)
  await logInAs(page, request, account)
  await page.goto(`/asset?title_id=${APPLE}&tab=asset_info`)
  await page.getByTestId('download-buzz-sentiment').click()
  await expect(page.getByTestId('download-upgrade-prompt')).toBeVisible()
  expect((await checkAccessibility(page)).serious).toEqual([])

  const refused = await request.post('/v6/messages/search?format=csv', {
    headers: apiHeaders(account),
    data: { titles: [APPLE], limit: 10 },
  })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 37 })
})
