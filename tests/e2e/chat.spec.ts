import { expect, test } from '@playwright/test'
import { checkAccessibility } from './axe'
import { apiHeaders, operator, signUpTrial, skipFirstLoginSetup } from './pages/account-api'
import { logInAs } from './pages/account-pages'

test('the AI chat answers about Apple’s sentiment this week with its figures and the messages it cites, on /chat and in the asset page’s panel; axe finds nothing serious', async ({
  page,
  request,
}) => {
  const account = await signUpTrial(request)
  await operator.setTier(request, account.email, 'platinum')
  await operator.setFields(request, account.email, { ai_chat: 1 })
  await skipFirstLoginSetup(request, account)
  await logInAs(page, request, account)
  // The demo feed's first backfill must have reached this week (a fresh e2e server writes it at start).
  await expect
    .poll(
      async () => {
        const response = await request.get(
          `/v6/titles/1001/message_statistics?startDate=${Date.now() - 86_400_000}`,
          {
            headers: apiHeaders(account),
          },
        )
        return response.ok()
          ? ((await response.json()) as { counts: { messages: number } }).counts.messages
          : 0
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThan(0)

  await page.goto('/explore')
  await page.getByTestId('nav-chat').click()
  await expect(page).toHaveURL(/\/chat$/)
  await expect(page.getByTestId('chat-empty')).toBeVisible()
  await page.getByTestId('chat-input').fill('How is Apple’s sentiment this week?')
  await page.getByTestId('chat-send').click()

  // The question gets its conversation in the URL and the history; the answer is stored.
  await expect(page).toHaveURL(/\/chat\?conversation=\d+$/)
  const answer = page.getByTestId('chat-answer')
  await expect(answer).toContainText('Apple Inc. (AAPL) in the last 7 days: sentiment')
  await expect(page.getByTestId('chat-history').getByRole('link')).toContainText([
    'How is Apple’s sentiment this week?',
  ])
  const figures = answer.getByTestId('chat-figures')
  await expect(figures.getByRole('link', { name: /Apple Inc\./ })).toHaveAttribute('href', /title_id=1001/)
  const cited = answer.getByTestId('chat-citations').getByRole('listitem')
  await expect(cited).toHaveCount(3)
  expect(Number(await cited.first().getAttribute('data-message-id'))).toBeGreaterThan(0)
  // The markers in the text lead to the cited messages.
  await answer.getByRole('link', { name: 'Message 1' }).click()
  await expect(page).toHaveURL(/#answer-\d+-1$/)
  expect((await checkAccessibility(page)).serious).toEqual([])

  // A reload reads the conversation back.
  await page.reload()
  await expect(page.getByTestId('chat-answer')).toContainText('Apple Inc. (AAPL)')

  // The asset page asks about its asset in a panel, and the conversation goes on in /chat.
  await page.goto('/asset?title_id=1001')
  await page.getByTestId('ask-murmur').click()
  const dialog = page.getByTestId('ask-murmur-dialog')
  await expect(dialog.getByTestId('chat-panel-input')).toHaveValue('Why is Apple Inc. buzzing today?')
  await dialog.getByTestId('chat-panel-send').click()
  await expect(dialog.getByTestId('chat-answer')).toContainText('Apple Inc. (AAPL) in the last 24 hours:')
  await expect(dialog.getByTestId('chat-citations').getByRole('listitem').first()).toBeVisible()
  expect((await checkAccessibility(page)).serious).toEqual([])
  await dialog.getByTestId('chat-panel-more').click()
  await expect(page).toHaveURL(/\/chat\?conversation=\d+$/)
  await expect(page.getByTestId('chat-answer')).toContainText('Apple Inc. (AAPL) in the last 24 hours:')
})

test('without the AI chat permission /chat goes home and the navigation does not offer it', async ({
  page,
  request,
}) => {
  const account = await signUpTrial(request)
  await operator.setTier(request, account.email, 'basic')
  await skipFirstLoginSetup(request, account)
  await logInAs(page, request, account)
  await page.goto('/chat')
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/explore')
  await expect(page.getByTestId('nav-explore')).toBeVisible()
  await expect(page.getByTestId('nav-chat')).toHaveCount(0)
})
