import { and, eq, gte } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayWindow } from '../../server/ai/chat/buzz-today'
import { buzzBuckets, titles } from '../../server/db/schema'
import {
  ChatConversationSchema,
  ChatConversationsAnswerSchema,
  type ChatStreamEvent,
  ChatStreamEventSchema,
  DEFAULT_DAILY_PARTITION,
  ExecutiveSummaryAnswerSchema,
  MessageStatisticsAnswerSchema,
  TitleMessagesAnswerSchema,
  TopicsListAnswerSchema,
} from '../../src/core'
import { basicAuthHeader, createTestUser } from './support/accounts'
import { answerOf, type DataClient, dataClient, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { fakeLlm } from './support/fake-llm'
import { ingestAll } from './support/ingest'
import { startTestServer, type TestServer } from './support/server'

const TOKEN = 'operator-token-for-chat-0123456'
const HOUR = 3_600_000
const TITLE = 7501
const NAME = 'Qzc Orbital Systems'
const QUIET = 7513

/** The NDJSON events of one chat answer. */
async function ask(client: DataClient, body: unknown): Promise<ChatStreamEvent[]> {
  const response = await client.post('/v6/ai/chat', body)
  expect(response.status, await response.clone().text()).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/x-ndjson')
  const text = await response.text()
  return text
    .trim()
    .split('\n')
    .map((line) => v.parse(ChatStreamEventSchema, JSON.parse(line)))
}

function answerOfEvents(events: ChatStreamEvent[]) {
  const last = events.at(-1)
  if (last?.type !== 'answer') throw new Error(`no answer: ${JSON.stringify(last)}`)
  return last.message
}

describe.each(DATABASE_TARGETS)('AI chat and text generation on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let chat: DataClient
  let other: DataClient
  let platinum: DataClient
  let basic: DataClient

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, { OPERATOR_TOKEN: TOKEN }, { analyticsTickMs: 0 })
    await server.database.db.insert(titles).values([
      { id: TITLE, name: NAME, symbol: 'QZCO', type: 'company', country: 'US' },
      { id: QUIET, name: 'Qzc Quiet Dynamics', symbol: 'QZQD', type: 'company', country: 'US' },
    ])
    const now = Date.now()
    const subs = [
      'Qzc Orbital Systems wins a record satellite contract, shares surge',
      'Qzc Orbital Systems beats expectations with strong growth',
      'Qzc Orbital Systems launch delayed after a failed engine test',
      'Qzc Orbital Systems opens a new assembly plant',
      'Qzc Orbital Systems names a new chief financial officer',
    ]
    const lines = subs.map((sub, i) =>
      JSON.stringify({
        source: `wire${i % 2}.chat.example`,
        source_id: `chat-${i}`,
        type: 'news',
        time: new Date(now - (i + 1) * 5 * HOUR).toISOString(),
        sub,
        author: `desk-${i}`,
        titles: [TITLE],
      }),
    )
    await ingestAll(server, TOKEN, lines)
    const client = async (fields: Parameters<typeof createTestUser>[1]) => {
      const user = await createTestUser(server, fields)
      return dataClient(server, basicAuthHeader(user.email, user.password))
    }
    chat = await client({ subscriptionType: 'platinum', aiChat: 1, aiTextgen: 1 })
    other = await client({ subscriptionType: 'platinum', aiChat: 1 })
    platinum = await client({ subscriptionType: 'platinum' })
    basic = await client({ subscriptionType: 'basic' })
  })

  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('answers about a named asset with the statistics call’s figures and cites real messages, streaming', async () => {
    const events = await ask(chat, { message: `How is the sentiment of ${NAME} this week?` })
    expect(events[0]?.type).toBe('question')
    expect(events.filter((event) => event.type === 'text').length).toBeGreaterThanOrEqual(2)
    const answer = answerOfEvents(events)
    const [figures] = answer.figures
    expect(figures?.title_id).toBe(TITLE)
    expect(figures?.end).toBeGreaterThan(figures?.start ?? 0)
    expect((figures?.end ?? 0) - (figures?.start ?? 0)).toBe(7 * 24 * HOUR)
    const stats = await answerOf(
      await chat.get(
        `/v6/titles/${TITLE}/message_statistics?startDate=${figures?.start}&endDate=${figures?.end}`,
      ),
      MessageStatisticsAnswerSchema,
    )
    expect({ messages: figures?.messages, pos: figures?.pos, neg: figures?.neg, neu: figures?.neu }).toEqual({
      messages: stats.counts.messages,
      pos: stats.counts.pos,
      neg: stats.counts.neg,
      neu: stats.counts.neu,
    })
    expect(figures?.messages).toBe(5)
    expect(answer.text).toContain(`${NAME} (QZCO) in the last 7 days: sentiment`)
    expect(answer.text).toContain('from 5 messages')
    const stored = await answerOf(
      await chat.get(
        `/v6/titles/${TITLE}/messages?startDate=${figures?.start}&endDate=${figures?.end}&limit=50`,
      ),
      TitleMessagesAnswerSchema,
    )
    const ids = new Set(stored.messages.map((message) => message.id))
    expect(answer.citations).toHaveLength(3)
    for (const citation of answer.citations) {
      expect(ids.has(citation.message_id)).toBe(true)
      expect(answer.text).toContain(`[${citation.n}]`)
    }
    // The streamed text is the stored answer.
    const streamed = events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('')
    expect(streamed).toBe(answer.text)
  })

  it('keeps each user’s conversations: a follow-up joins its conversation, others cannot read it', async () => {
    const first = await ask(chat, { message: 'Why is QZCO buzzing today?' })
    const question = first[0]
    if (question?.type !== 'question') throw new Error('no question event')
    await ask(chat, { message: 'And what is buzzing today?', conversation_id: question.conversation_id })
    const list = await answerOf(await chat.get('/v6/ai/chat/conversations'), ChatConversationsAnswerSchema)
    expect(list.conversations[0]).toMatchObject({
      id: question.conversation_id,
      title: 'Why is QZCO buzzing today?',
    })
    const conversation = await answerOf(
      await chat.get(`/v6/ai/chat/conversations/${question.conversation_id}`),
      ChatConversationSchema,
    )
    expect(conversation.messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ])
    expect(conversation.messages[1]?.figures[0]?.title_id).toBe(TITLE)
    expect(conversation.messages[3]?.text).toMatch(
      /^(The most buzzing assets today \(5 messages or more\):|Nothing stands out yet today)/,
    )
    await expectError(await other.get(`/v6/ai/chat/conversations/${question.conversation_id}`), 404, 32)
    await expectError(
      await other.post('/v6/ai/chat', { message: 'hello', conversation_id: question.conversation_id }),
      404,
      32,
    )
    expect((await other.delete(`/v6/ai/chat/conversations/${question.conversation_id}`)).status).toBe(404)
    expect((await chat.delete(`/v6/ai/chat/conversations/${question.conversation_id}`)).status).toBe(200)
    await expectError(await chat.get(`/v6/ai/chat/conversations/${question.conversation_id}`), 404, 32)
  })

  it('lists what is buzzing today among assets with five messages or more', async () => {
    // Today's daily buckets (05:00 UTC): two messages at 9× their usual level, six at 3×.
    const dayStart = Math.floor((Date.now() - 5 * HOUR) / (24 * HOUR)) * 24 * HOUR + 5 * HOUR
    await server.database.db.insert(titles).values([
      { id: 7511, name: 'Qzc Quiet Loudco', type: 'company', country: 'US' },
      { id: 7512, name: 'Qzc Busy Talkers', type: 'company', country: 'US' },
    ])
    await server.database.db.insert(buzzBuckets).values(
      [
        { titleId: 7511, messages: 2, buzz: 9 },
        { titleId: 7512, messages: 6, buzz: 3 },
      ].map((row) => ({
        ...row,
        partition: DEFAULT_DAILY_PARTITION,
        bucketStart: new Date(dayStart),
        bucketEnd: new Date(dayStart + 24 * HOUR),
      })),
    )
    const answer = answerOfEvents(await ask(chat, { message: 'What is buzzing today?' }))
    // The file's own asset may be in today's list too, depending on the hour the suite runs
    // (its messages fall into today's or yesterday's daily bucket): only these two are asserted.
    expect(answer.text).toMatch(/^The most buzzing assets today \(5 messages or more\):\n/)
    expect(answer.text).toMatch(/\n\d+\. Qzc Busy Talkers: buzz 300% of its normal level, 6 messages/)
    expect(answer.text).not.toContain('Qzc Quiet Loudco')
  })

  it('says what it can answer when no asset is named', async () => {
    const answer = answerOfEvents(await ask(chat, { message: 'hello there' }))
    expect(answer.text).toContain('Ask about an asset by name or ticker')
    expect(answer.figures).toEqual([])
  })

  it('writes an executive summary and a topics list from the asset’s messages', async () => {
    const summary = await answerOf(
      await chat.post('/v6/ai/textgen/executive-summary', { title_ids: [TITLE] }),
      ExecutiveSummaryAnswerSchema,
    )
    expect(summary.generator).toBe('extractive')
    expect(summary.text).toContain('Qzc Orbital Systems')
    const topics = await answerOf(
      await chat.post('/v6/ai/textgen/topics-list', { title_ids: [TITLE] }),
      TopicsListAnswerSchema,
    )
    expect(topics.topics[0]).toEqual({ topic: 'orbital systems', count: 5 })
  })

  it('refuses without the AI permissions (38) and answers bad bodies with catalogue codes (8 missing, 32 malformed)', async () => {
    await expectError(await platinum.post('/v6/ai/chat', { message: 'How is Apple?' }), 403, 38)
    await expectError(await platinum.get('/v6/ai/chat/conversations'), 403, 38)
    await expectError(await basic.post('/v6/ai/textgen/executive-summary', {}), 403, 38)
    await expectError(await basic.post('/v6/ai/textgen/topics-list', {}), 403, 38)
    // Platinum has AI text generation without the chat.
    expect((await platinum.post('/v6/ai/textgen/topics-list', { title_ids: [TITLE] })).status).toBe(200)
    await expectError(await chat.post('/v6/ai/chat', {}), 400, 8)
    await expectError(await chat.post('/v6/ai/chat', { message: '   ' }), 400, 32)
    await expectError(await chat.post('/v6/ai/chat', { message: 'x'.repeat(1001) }), 400, 32)
    await expectError(await chat.post('/v6/ai/chat', { message: 'hi', extra: 1 }), 400, 32)
    await expectError(await chat.post('/v6/ai/textgen/executive-summary', { title_ids: ['x'] }), 400, 32)
    await expectError(
      await chat.post('/v6/ai/textgen/executive-summary', { start_date: 2_000, end_date: 1_000 }),
      400,
      32,
    )
  })

  it('cites first, asked why, the key event that holds a tenth of the talk or more', async () => {
    // Four older messages of its CFO leaving, beside five newer ones (the weightiest by time):
    // the departure drives the talk, but the newest messages alone would be cited.
    const now = Date.now()
    await ingestAll(
      server,
      TOKEN,
      Array.from({ length: 4 }, (_, i) =>
        JSON.stringify({
          source: 'wire9.chat.example',
          source_id: `chat-cfo-${i}`,
          type: 'news',
          time: new Date(now - (40 + i) * HOUR).toISOString(),
          sub: `Qzc Orbital Systems CFO steps down after a review, report ${i}`,
          author: `cfo-desk-${i}`,
          titles: [TITLE],
        }),
      ),
    )
    const answer = answerOfEvents(await ask(chat, { message: 'Why is QZCO buzzing this week?' }))
    expect(answer.figures[0]?.key_events[0]).toMatchObject({ name: 'Executive departure', count: 4 })
    expect(answer.citations[0]?.sub).toMatch(/^Qzc Orbital Systems CFO steps down/)
    // The other citations are the weightiest messages, as before.
    expect(answer.citations.slice(1).map((citation) => citation.sub)).toEqual([
      'Qzc Orbital Systems wins a record satellite contract, shares surge',
      'Qzc Orbital Systems beats expectations with strong growth',
    ])
  })

  it('says first that an asset asked about as buzzing is not, and reads today’s buzz otherwise', async () => {
    const now = Date.now()
    await ingestAll(
      server,
      TOKEN,
      [1, 2, 3].map((i) =>
        JSON.stringify({
          source: 'wire7.chat.example',
          source_id: `chat-quiet-${i}`,
          type: 'news',
          time: new Date(now - i * 60_000).toISOString(),
          sub: `Qzc Quiet Dynamics files its annual report, part ${i}`,
          author: `quiet-desk-${i}`,
          titles: [QUIET],
        }),
      ),
    )
    await server.analytics.idle()
    // Its daily buckets "today" reads (the latest since 05:00 UTC the day before, as the answer
    // takes it) at 45 % of normal, and the other asset's at 300 %: the latest one's messages.
    const today = async (titleId: number, buzz: number) => {
      const rows = await server.database.db
        .update(buzzBuckets)
        .set({ buzz })
        .where(
          and(
            eq(buzzBuckets.titleId, titleId),
            eq(buzzBuckets.partition, DEFAULT_DAILY_PARTITION),
            gte(buzzBuckets.bucketStart, new Date(todayWindow(now).fromMs)),
          ),
        )
        .returning({ messages: buzzBuckets.messages, start: buzzBuckets.bucketStart })
      return rows.sort((a, b) => b.start.getTime() - a.start.getTime())[0]?.messages ?? 0
    }
    const quietMessages = await today(QUIET, 0.45)
    expect(quietMessages).toBeGreaterThan(0)
    const quiet = answerOfEvents(await ask(chat, { message: 'Why is QZQD buzzing?' }))
    expect(quiet.text).toMatch(
      new RegExp(
        `^Qzc Quiet Dynamics \\(QZQD\\) is not buzzing today: its buzz is 45% of its normal level \\(${quietMessages} messages? so far\\)\\. In the last \\d+ days: 3 messages`,
      ),
    )
    const busyMessages = await today(TITLE, 3)
    const busy = answerOfEvents(await ask(chat, { message: 'Is QZCO buzzing?' }))
    // One message or several, by the hour the test runs (the asset's messages are 5 hours apart).
    const soFar = `${busyMessages} ${busyMessages === 1 ? 'message' : 'messages'} so far`
    expect(busy.text).toContain(`Buzz today: 300% of its normal level (${soFar}).`)
  })

  it('cites English messages first: the answer is English', async () => {
    await ingestAll(server, TOKEN, [
      JSON.stringify({
        source: 'wire8.chat.example',
        source_id: 'chat-de-1',
        type: 'news',
        time: new Date(Date.now() - 30_000).toISOString(),
        sub: 'Qzc Orbital Systems: Aktie steigt nach einem Rekordauftrag, Anleger greifen zu',
        author: 'de-desk',
        titles: [TITLE],
      }),
    ])
    const messages = await answerOf(
      await chat.get(`/v6/titles/${TITLE}/messages?limit=1`),
      TitleMessagesAnswerSchema,
    )
    // The German message is the newest, so the weightiest by time.
    expect(messages.messages[0]?.sub).toMatch(/Aktie steigt/)
    const answer = answerOfEvents(await ask(chat, { message: 'How is QZCO doing this week?' }))
    expect(answer.citations).toHaveLength(3)
    expect(answer.citations.map((citation) => citation.sub).join(' ')).not.toContain('Aktie')
  })
})

describe('chat answers rewritten by an OpenAI-compatible endpoint', () => {
  const cases = [
    {
      name: 'keeps a rewrite that states no figure of its own',
      reply: 'Talk about Qzc Orbital Systems is mixed this week, led by its satellite contract [1].',
      kept: true,
    },
    {
      name: 'drops a rewrite that invents a figure',
      reply: 'Qzc Orbital Systems drew 4242 messages this week [1].',
      kept: false,
    },
  ] as const

  for (const { name, reply, kept } of cases) {
    it(name, async () => {
      const llm = fakeLlm({ kind: 'reply', text: reply })
      const base = await llm.start()
      const server = await startTestServer(
        'memory://',
        { OPERATOR_TOKEN: TOKEN, LLM_BASE_URL: base, LLM_MODEL: 'tiny-test-model', LLM_TIMEOUT_MS: '500' },
        { analyticsTickMs: 0 },
      )
      try {
        await server.database.db.insert(titles).values([
          { id: TITLE, name: NAME, symbol: 'QZCO', type: 'company', country: 'US' },
          { id: QUIET, name: 'Qzc Quiet Dynamics', symbol: 'QZQD', type: 'company', country: 'US' },
        ])
        await ingestAll(server, TOKEN, [
          JSON.stringify({
            source: 'wire.chat.example',
            source_id: 'llm-1',
            type: 'news',
            time: new Date(Date.now() - HOUR).toISOString(),
            sub: 'Qzc Orbital Systems wins a record satellite contract',
            titles: [TITLE],
          }),
        ])
        const user = await createTestUser(server, { subscriptionType: 'platinum', aiChat: 1 })
        const client = dataClient(server, basicAuthHeader(user.email, user.password))
        const events = await ask(client, { message: `How is ${NAME} doing this week?` })
        const answer = answerOfEvents(events)
        expect(llm.requests).toHaveLength(1)
        if (kept) expect(answer.text).toBe(reply)
        else expect(answer.text).toContain(`${NAME} (QZCO) in the last 7 days: sentiment`)
        // Buffered for the rewrite: the text comes as one piece, equal to the stored answer.
        expect(
          events
            .filter((event) => event.type === 'text')
            .map((event) => (event.type === 'text' ? event.text : '')),
        ).toEqual([answer.text])
        expect(answer.citations[0]?.n).toBe(1)
      } finally {
        await server.close()
        await llm.stop()
      }
    })
  }
})
