import { expect, test } from '@playwright/test'
import { botLikelinessText } from '../../src/core'
import { checkAccessibility } from './axe'
import { apiHeaders, operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { logInAs } from './pages/account-pages'
import { ingestMessages } from './support/ingest'

const APPLE = 1001

test('author page: opened from a message, shows impact and bot likeliness, its messages, network and a watch button; axe finds nothing serious', async ({
  page,
  request,
}) => {
  await ingestMessages(request, APPLE, 5)
  const account = await signUpTrial(request)
  await skipFirstLoginSetup(request, account)
  await logInAs(page, request, account)
  await page.goto(`/asset?title_id=${APPLE}&tab=asset_messages`)
  const authorLink = page.getByTestId('message-author').first()
  await expect(authorLink).toBeVisible()
  await authorLink.click()

  await expect(page).toHaveURL(/\/author\?.*name=.+/)
  await expect(page).toHaveURL(/authorSource=/)
  const author = page.getByTestId('author-page')
  await expect(author).toBeVisible()
  // Impact 0–5 and bot likeliness 0–1, each with what it means.
  const impact = page.getByTestId('author-impact')
  await expect(impact).toHaveAttribute('data-score', /^[0-5](\.\d+)?$/)
  await expect(impact).toContainText(/impact|curated|bot and blacklisted/i)
  const bot = page.getByTestId('author-bot-likeliness')
  await expect(bot).toHaveAttribute('data-likeliness', /^(0(\.\d+)?|1)$/)
  // The words for the author's likeliness ('Probably human' at 21 %: the first author varies).
  await expect(bot).toContainText(botLikelinessText(Number(await bot.getAttribute('data-likeliness'))))

  // Messages (the default tab): the author's own, newest first.
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true')
  const messages = page.getByTestId('author-messages')
  await expect(messages.getByTestId('message').first()).toBeVisible()
  const authorHeading = (await page.getByTestId('author-name').textContent()) ?? ''
  for (const shown of await messages.getByTestId('message-author').allTextContents()) {
    expect(shown).toContain(authorHeading)
  }
  expect((await checkAccessibility(page)).serious).toEqual([])
  // An author writes about many assets: each message links to its own (Apple's, ingested above).
  await expect(messages.getByTestId('message-title').first()).toContainText('Apple')
  await expect(messages.getByTestId('message-title').first()).toHaveAttribute('href', /title_id=\d+/)

  // Info: all-time activity, the range's statistics, mentioned assets and the network.
  await page.getByTestId('author-tab-info').click()
  await expect(page).toHaveURL(/tab=author_info/)
  await expect(page.getByTestId('author-activity-messages')).toHaveText(/\d/)
  await expect(page.getByTestId('message-statistics')).toHaveAttribute('data-state', 'ready')
  await expect(page.getByTestId('author-network').locator('[data-state]')).toHaveAttribute(
    'data-state',
    'ready',
  )
  await expect(page.getByTestId('author-mentioned-assets').getByRole('link').first()).toBeVisible()
  expect((await checkAccessibility(page)).serious).toEqual([])

  // One click watches the author; the server holds it.
  const watch = page.getByTestId('watch-author-button')
  await watch.click()
  await expect(watch).toHaveAttribute('aria-pressed', 'true')
  const lists = await request.get('/v6/watchlists', {
    headers: apiHeaders(account),
  })
  const answer = (await lists.json()) as {
    watchlists: Array<{ authors: Array<{ name: string; source: string }> }>
  }
  const url = new URL(page.url())
  expect(answer.watchlists[0]?.authors).toEqual([
    { name: url.searchParams.get('name'), source: url.searchParams.get('authorSource') },
  ])

  // The visit is in the page history (the home page's Common tab) as 'name @ source'.
  await page.goto('/?tab=stream_posts_common')
  await expect(page.getByTestId('page-history-entry').first()).toContainText(
    `${url.searchParams.get('name')} @ ${url.searchParams.get('authorSource')}`,
  )
})

test('author page needs the author view: premium sees the upgrade to Platinum, and the server refuses with code 35', async ({
  page,
  request,
}) => {
  const account = await signUpTrial(request)
  await operator.setTier(request, account.email, 'premium')
  await skipFirstLoginSetup(request, account)
  await logInAs(page, request, account)
  await page.goto('/author?name=demo_user_social_1&authorSource=demo-social.example')
  await expect(page.getByTestId('author-locked')).toBeVisible()
  const prompt = page.getByTestId('author-upgrade')
  await expect(prompt).toContainText('Platinum feature')
  await expect(page.getByTestId('author-impact')).toHaveCount(0)
  expect((await checkAccessibility(page)).serious).toEqual([])

  const refused = await request.get('/v6/authors/demo-social.example/demo_user_social_1', {
    headers: apiHeaders(account),
  })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({ code: 35 })

  await prompt.getByTestId('upgrade-prompt-upgrade').click()
  await expect(page).toHaveURL(/\/purchase\/platinum/)
})
