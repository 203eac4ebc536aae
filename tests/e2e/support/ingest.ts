import { type APIRequestContext, expect } from '@playwright/test'
import { OPERATOR_TOKEN } from '../../../playwright.config'
import { apiHeaders } from '../pages/account-api'
import { DEMO } from '../pages/login-page'

/**
 * Posts `count` distinct messages about a title to the pipeline (POST /v6/ingest, operator
 * token) and waits until the server's message search counts them for the last day.
 */
export async function ingestMessages(
  request: APIRequestContext,
  titleId: number,
  count: number,
): Promise<void> {
  const run = Date.now().toString(36)
  const now = Date.now()
  const messages = Array.from({ length: count }, (_, index) => ({
    source: 'e2e-wire.example',
    source_id: `e2e-list-${run}-${index}`,
    type: 'news',
    time: now - index * 60_000,
    sub: `List journey item ${index + 1} of run ${run}`,
    author: `e2e-list-author-${index % 5}`,
    titles: [titleId],
  }))
  const response = await request.post('/v6/ingest', {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    data: messages,
  })
  expect(response.ok(), await response.text()).toBe(true)
  await expect
    .poll(async () => {
      const search = await request.post('/v6/messages/search', {
        headers: apiHeaders(DEMO),
        data: {
          titles: [titleId],
          startDate: now - 86_400_000,
          endDate: Date.now(),
          limit: 0,
          include_stats: true,
        },
      })
      if (!search.ok()) return 0
      const answer: { counts?: { messages?: number } } = await search.json()
      return answer.counts?.messages ?? 0
    })
    .toBeGreaterThanOrEqual(count)
}
