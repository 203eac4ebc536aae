import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { OPERATOR_TOKEN } from '../../playwright.config'
import { SEARCH_DISCLAIMER } from '../../src/core'
import { checkAccessibility } from './axe'
import { operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { logInAs } from './pages/account-pages'

const APPLE = 1001
const MINUTE = 60_000

/** A word no message has: letters only, as topics leave words with digits out. */
const newWord = (prefix: string) =>
  prefix +
  Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)))

/** A new trial account (optionally with tags), past the setup dialog and logged in. */
async function logInNewTrial(page: Page, request: APIRequestContext, tags: string[] = []): Promise<void> {
  const account = await signUpTrial(request)
  await skipFirstLoginSetup(request, account)
  if (tags.length > 0) await operator.setTags(request, account.email, { add: tags })
  await logInAs(page, request, account)
}

/** A story told by several sources within minutes, with a word no demo message has. */
async function ingestStory(
  request: APIRequestContext,
  word: string,
  texts: readonly string[],
): Promise<void> {
  const now = Date.now()
  const response = await request.post('/v6/ingest', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: texts.map((sub, index) => ({
      source: `e2e-radar-${index}.example`,
      source_id: `e2e-radar-${word}-${index}`,
      type: index === 2 ? 'tweets' : 'news',
      time: now - (10 - index) * MINUTE,
      sub,
      author: `e2e-radar-author-${index}`,
      titles: [APPLE],
    })),
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test('search a word from a message: highlighted, with its linked asset, periods and the disclaimer; axe finds nothing serious', async ({
  page,
  request,
}) => {
  const word = newWord('zephyrix')
  await ingestStory(request, word, [
    `Apple recalls ${word} chargers after a safety review`,
    `Apple Inc. recalls ${word} chargers after a safety review`,
    `$AAPL recalls ${word} chargers after a safety review, shares dip`,
    `Report: Apple recalls ${word} chargers after a safety review`,
  ])
  await logInNewTrial(page, request)
  await page.goto('/')

  // The header's search: words that open no asset go to the search page.
  await page.getByRole('combobox').fill(word)
  await page.getByRole('combobox').press('Enter')
  await expect(page).toHaveURL(new RegExp(`/search\\?searchQuery=${word}`))
  const messages = page.getByTestId('search-messages')
  await expect(messages.getByTestId('message')).toHaveCount(4)
  await expect(messages.locator('mark', { hasText: word }).first()).toBeVisible()
  await expect(messages.getByTestId('message-title').first()).toContainText('Apple')
  await expect(page.getByTestId('search-disclaimer')).toHaveText(SEARCH_DISCLAIMER)
  for (const label of ['Last week', 'Last month', 'Last year', 'Any time'])
    await expect(page.getByRole('button', { name: label })).toBeVisible()

  // A trial sees one month: a year is clamped, and the page says so.
  await page.getByTestId('search-period-year').click()
  await expect(page.getByTestId('search-clamped')).toContainText(
    'You are requesting data older than your subscription allows',
  )
  await expect(messages.getByTestId('message')).toHaveCount(4)
  expect((await checkAccessibility(page)).serious).toEqual([])

  // The linked asset opens its page.
  await messages.getByTestId('message-title').first().click()
  await expect(page).toHaveURL(new RegExp(`/asset\\?title_id=${APPLE}`))

  // Assets found by name go onto the watchlist with one click from the results.
  await page.goto('/search?searchQuery=Apple')
  const asset = page.getByTestId('search-assets').getByRole('listitem').filter({ hasText: 'Apple' }).first()
  const star = asset.getByTestId('watch-button')
  await expect(star).toHaveAttribute('aria-pressed', 'false')
  await star.click()
  await expect(star).toHaveAttribute('aria-pressed', 'true')
})

test('news radar: a new story from several sources, followed to its asset; topics and search trends; axe finds nothing serious', async ({
  page,
  request,
}) => {
  const word = newWord('quorvane')
  await ingestStory(request, word, [
    `Apple confirms ${word} partnership with a European carmaker`,
    `Apple Inc. confirms ${word} partnership with a European carmaker`,
    `$AAPL confirms ${word} partnership with a European carmaker, shares up`,
    `Report: Apple confirms ${word} partnership with a European carmaker`,
  ])
  await logInNewTrial(page, request, ['trendradar'])

  // The main navigation (shown beside the start page) offers the radar to holders of the tag.
  await page.goto('/explore')
  await page.getByTestId('nav-trend-radar').click()
  await expect(page).toHaveURL(/\/trend_radar\/news/)
  await page.getByTestId('radar-query').fill(word)
  await expect(page).toHaveURL(new RegExp(`query=${word}`))
  const story = page.getByTestId('radar-story')
  await expect(story).toHaveCount(1)
  await expect(story.getByTestId('radar-story-messages')).toHaveText('4')
  await story.getByTestId('radar-story-toggle').click()
  await expect(story.getByTestId('radar-story-samples').getByTestId('message')).toHaveCount(4)
  await expect(page.getByTestId('radar-top-sources').getByRole('listitem').first()).toBeVisible()
  await expect(page.getByTestId('radar-top-categories')).toContainText('Information Technology')
  expect((await checkAccessibility(page)).serious).toEqual([])

  // The topic page lists the new word; its link searches for it.
  await page.getByTestId('radar-tab-topics').click()
  await expect(page).toHaveURL(/\/trend_radar\/topics/)
  await page.getByTestId('radar-window').getByRole('button', { name: '1h' }).click()
  await page.getByTestId('radar-query').fill(word)
  const topic = page.getByTestId('radar-topic').first()
  await expect(topic).toContainText(word)
  expect((await checkAccessibility(page)).serious).toEqual([])
  // The list refreshes while the filter applies: the link is followed once it is the word's.
  await expect(topic.getByTestId('radar-topic-link')).toHaveAttribute(
    'href',
    new RegExp(`searchQuery=${word}`),
  )
  await topic.getByTestId('radar-topic-link').click()
  await expect(page).toHaveURL(new RegExp(`/search\\?searchQuery=${word}`))
  await expect(page.getByTestId('search-messages').getByTestId('message').first()).toBeVisible()

  // That search now counts in the search trends, which say where they come from.
  await page.goto('/trend_radar/googleTrends?window=1h')
  await expect(page.getByTestId('radar-search-source')).toContainText('No search engine')
  await expect(page.getByTestId('radar-search-term').filter({ hasText: word }).first()).toBeVisible()
  await page.getByTestId('radar-completion-input').fill(word.slice(0, 6))
  await expect(page.getByTestId('radar-completions')).toContainText(word)
  expect((await checkAccessibility(page)).serious).toEqual([])

  // An unknown radar page is not found.
  await page.goto('/trend_radar/elsewhere')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

  // Back to the story, and from it to its asset.
  await page.goto(`/trend_radar/news?query=${word}`)
  await page.getByTestId('radar-story-title').first().click()
  await expect(page).toHaveURL(new RegExp(`/asset\\?title_id=${APPLE}`))
})

test('on a phone the navigation rows scroll to the page shown: the radar in the main navigation, research among its tabs', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logInNewTrial(page, request, ['trendradar'])
  await page.goto('/trend_radar/research')
  // Research is the last of the radar's tabs and the radar the last of the main navigation: both
  // sat past the right edge of the screen.
  const radar = page.getByTestId('nav-trend-radar')
  await expect(radar).toHaveAttribute('aria-current', 'page')
  await expect(radar).toBeInViewport({ ratio: 0.99 })
  const research = page.getByTestId('radar-tab-research')
  await expect(research).toHaveAttribute('aria-current', 'page')
  await expect(research).toBeInViewport({ ratio: 0.99 })
  await expect(page.getByTestId('main-nav').locator('.scroll-row')).toHaveAttribute('data-more-start', 'true')
})

test('the trend radar needs the trendradar tag: without it the radar is not offered and its pages go home', async ({
  page,
  request,
}) => {
  await logInNewTrial(page, request)
  await page.goto('/explore')
  await expect(page.getByTestId('main-nav')).toBeVisible()
  await expect(page.getByTestId('nav-trend-radar')).toHaveCount(0)
  await page.goto('/trend_radar/topics')
  await expect(page).toHaveURL(/\/$/)
})

test('a research request made with the form runs at once and shows its first report; the schedule form says what is wrong', async ({
  page,
  request,
}) => {
  await logInNewTrial(page, request, ['trendradar'])
  await page.goto('/trend_radar/research')
  const form = page.getByTestId('research-form')
  await expect(form).toBeVisible()

  // The form's own checks, with the spec's texts.
  await page.getByTestId('research-interval').fill('0')
  await page.getByTestId('research-start').fill('')
  await page.getByTestId('research-submit').click()
  await expect(form.getByText('Please enter an interval of 1 or more')).toBeVisible()
  await expect(form.getByText('Please choose a date')).toBeVisible()

  // Apple, from the inventory's suggestions, and a phrase; starting today at this minute.
  await page.getByTestId('research-element-input').fill('Apple')
  await page.getByTestId('research-suggestions').getByRole('button', { name: /Apple/ }).first().click()
  await page.getByTestId('research-kind').selectOption('query')
  await page.getByTestId('research-element-input').fill('earnings')
  await page.getByTestId('research-element-add').click()
  await expect(page.getByTestId('research-elements').getByRole('listitem')).toHaveCount(2)
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  await page
    .getByTestId('research-start')
    .fill(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`)
  await page.getByTestId('research-interval').fill('1')
  await page.getByTestId('research-submit').click()

  await expect(page).toHaveURL(/\/trend_radar\/research\?requestId=\d+/)
  const report = page.getByTestId('research-report')
  await expect(report).toBeVisible({ timeout: 40_000 })
  await expect(report.getByTestId('research-element')).toHaveCount(2)
  await expect(report.getByTestId('research-element').first()).toContainText('Apple')
  await expect(page.getByTestId('research-list')).toContainText('1 report')
  expect((await checkAccessibility(page)).serious).toEqual([])
})
