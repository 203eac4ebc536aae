import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MessageSearchAnswerSchema, NewsbotTitleAnswerSchema } from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { fakeLlm } from './support/fake-llm'
import { DAY, HOUR, type SeededMarket, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

const STREAM = 'stream=ai-executive-summaries'

describe.each(DATABASE_TARGETS)('GET /v6/newsbot/titles/{ident} on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let seed: SeededMarket
  let full: DataClient
  let basic: DataClient

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
    seed = await seedMarketData(server.database.db)
    ;({ full, basic } = await dataUsers(server))
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('answers the extractive summary as an RSS-style channel item with title highlights', async () => {
    const answer = await answerOf(
      await full.get(`/v6/newsbot/titles/${T.apple}?${STREAM}`),
      NewsbotTitleAnswerSchema,
    )
    const [item] = answer.channel.item
    expect(item?.generator).toBe('extractive')
    // The newest news message about Apple is m1, two hours before the seed.
    expect(item?.pubDate).toBe(new Date(seed.nowMs - 2 * HOUR).toUTCString())
    const text = item?.description ?? ''
    expect(text.length).toBeGreaterThan(40)
    expect(item?.text_highlights.length).toBeGreaterThan(0)
    for (const range of item?.text_highlights ?? [])
      expect(text.slice(range.start, range.end)).toMatch(/^(Apple|Microsoft)$/)
    const plain = await answerOf(
      await full.get(
        `/v6/newsbot/titles/${T.apple}?${STREAM}&highlight_titles_in_text=false&plaintext=true&language=en`,
      ),
      NewsbotTitleAnswerSchema,
    )
    expect(plain.channel.item[0]?.text_highlights).toEqual([])
  })

  it('summarises only the messages in the asked language', async () => {
    const english = await answerOf(
      await full.get(`/v6/newsbot/titles/${T.apple}?${STREAM}&language=en`),
      NewsbotTitleAnswerSchema,
    )
    expect(english.channel.item).toHaveLength(1)
    // Apple's news in the seed are all English: no German summary.
    const german = await answerOf(
      await full.get(`/v6/newsbot/titles/${T.apple}?${STREAM}&language=de`),
      NewsbotTitleAnswerSchema,
    )
    expect(german.channel.item).toEqual([])
  })

  it('answers an empty channel when the title has no news', async () => {
    const answer = await answerOf(
      await full.get(`/v6/newsbot/titles/${T.siemens}?${STREAM}`),
      NewsbotTitleAnswerSchema,
    )
    expect(answer.channel.item).toEqual([])
  })

  it('answers 38 without AI functions and 32 for unknown streams', async () => {
    await expectError(await basic.get(`/v6/newsbot/titles/${T.apple}?${STREAM}`), 403, 38)
    await expectError(await full.get(`/v6/newsbot/titles/${T.apple}?stream=tweets`), 400, 32)
    await expectError(await full.get(`/v6/newsbot/titles/${T.apple}?language=fr`), 400, 32)
  })
})

describe('executive summaries improved by an OpenAI-compatible endpoint', () => {
  const cases = [
    {
      name: "uses the endpoint's text",
      mode: { kind: 'reply', text: 'Apple reported record revenue and raised guidance.' },
    },
    { name: 'falls back to extractive on an error', mode: { kind: 'fail' } },
    { name: 'falls back to extractive on a timeout', mode: { kind: 'stall' } },
  ] as const

  for (const { name, mode } of cases) {
    it(name, async () => {
      const llm = fakeLlm(mode)
      const base = await llm.start()
      const server = await startTestServer('memory://', {
        LLM_BASE_URL: base,
        LLM_API_KEY: 'test-key',
        LLM_MODEL: 'tiny-test-model',
        LLM_TIMEOUT_MS: '300',
      })
      try {
        const seed = await seedMarketData(server.database.db)
        const { full } = await dataUsers(server)
        const feed = await answerOf(
          await full.get(`/v6/newsbot/titles/${T.apple}?${STREAM}`),
          NewsbotTitleAnswerSchema,
        )
        const search = await answerOf(
          await full.post('/v6/messages/search', {
            startDate: seed.nowMs - 3 * DAY,
            endDate: seed.nowMs,
            titles: [T.apple],
            include_exec_summary: true,
          }),
          MessageSearchAnswerSchema,
        )
        const item = feed.channel.item[0]
        expect(llm.requests.length).toBe(2)
        expect(llm.requests[0]).toMatchObject({
          url: '/v1/chat/completions',
          authorization: 'Bearer test-key',
          body: { model: 'tiny-test-model' },
        })
        if (mode.kind === 'reply') {
          expect(item).toMatchObject({ generator: 'llm', description: mode.text })
          expect(item?.text_highlights).toEqual([{ title_id: T.apple, start: 0, end: 5 }])
          expect(search.executive_summary).toBe(mode.text)
        } else {
          expect(item?.generator).toBe('extractive')
          expect(search.executive_summary).toBe(item?.description)
        }
      } finally {
        await server.close()
        await llm.stop()
      }
    })
  }
})
