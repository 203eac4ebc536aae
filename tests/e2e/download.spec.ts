import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { checkAccessibility } from './axe'
import { basicAuth, operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { completeSetup, logIn, logInAs } from './pages/account-pages'
import { ingestMessages } from './support/ingest'

const APPLE = 1001

/** Clicks a download button and parses the saved file as a spreadsheet program would read CSV. */
async function downloadRows(page: Page, testId: string): Promise<Record<string, string>[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])
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
  await logIn(page, account)
  await completeSetup(page)
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
  await logInAs(page, account.email, account.password)
  await page.goto(`/asset?title_id=${APPLE}&tab=asset_info`)
  await page.getByTestId('download-buzz-sentiment').click()
  await expect(page.getByTestId('download-upgrade-prompt')).toBeVisible()
  expect((await checkAccessibility(page)).serious).toEqual([])

  const refused = await request.post('/v6/messages/search?format=csv', {
    headers: { authorization: basicAuth(account), 'x-app-version': 'e2e' },
    data: { titles: [APPLE], limit: 10 },
  })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 37 })
})
