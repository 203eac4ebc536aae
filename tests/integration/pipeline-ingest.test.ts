import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const TOKEN = 'operator-token-for-ingest-0123456789'
const T0 = Date.parse('2026-01-05T14:00:00Z')

function line(id: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    source: 'https://wire.test.example/x',
    source_id: id,
    type: 'news',
    time: new Date(T0).toISOString(),
    sub: `Headline ${id}`,
    ...fields,
  })
}

function post(
  server: TestServer,
  body: string,
  type = 'application/x-ndjson',
  token = TOKEN,
): Promise<Response> {
  return fetch(`${server.base}/v6/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
  })
}

const RowSchema = v.object({
  source: v.string(),
  source_id: v.string(),
  lang: v.string(),
  sentiment: v.nullable(v.number()),
  sentiment_model: v.nullable(v.string()),
  sub: v.string(),
  body: v.string(),
  primary_title_id: v.nullable(v.number()),
  key_events: v.record(v.string(), v.number()),
  titles: v.nullable(v.array(v.number())),
  demo: v.boolean(),
})

async function storedMessage(server: TestServer, sourceId: string) {
  const result = await server.database.db.execute(sql`
    select m.source, m.source_id, m.lang, m.sentiment, m.sentiment_model, m.sub, m.body, m.primary_title_id, m.key_events, m.demo,
      (select array_agg(t.title_id order by t.title_id) from message_titles t where t.message_id = m.id) as titles
    from messages m where m.source_id = ${sourceId}`)
  const rows = v.parse(v.object({ rows: v.array(RowSchema) }), result).rows
  return rows[0]
}

async function count(server: TestServer, query: ReturnType<typeof sql>): Promise<number> {
  const result = await server.database.db.execute(query)
  const rows = v.parse(
    v.object({ rows: v.array(v.object({ n: v.union([v.number(), v.string()]) })) }),
    result,
  ).rows
  return Number(rows[0]?.n ?? 0)
}

describe.each(DATABASE_TARGETS)('POST /v6/ingest on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, { OPERATOR_TOKEN: TOKEN })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('requires the operator token', async () => {
    const missing = await fetch(`${server.base}/v6/ingest`, { method: 'POST', body: line('a') })
    expect(missing.status).toBe(401)
    expect(await missing.json()).toMatchObject({ code: 14 })
    expect((await post(server, line('a'), 'application/x-ndjson', 'wrong-token')).status).toBe(401)
  })

  it('stores valid lines, rejects bad ones by line number and reason, and answers after commit', async () => {
    const before = server.analytics.stats().messages
    const body = [
      line('ok-1', {
        sub: '<p>Apple <b>beats</b> estimates &amp; raises buyback</p>',
        body: '$AAPL Q3 results beat analyst estimates',
      }),
      '{"source": "x.example", oops',
      '',
      line('ok-2', { sub: 'Microsoft Azure growth accelerates', author: 'jane', author_verified: true }),
      JSON.stringify({ source: 'x.example', type: 'news', time: new Date(T0).toISOString(), sub: 'no id' }),
      line('bad-type', { type: 'gossip' }),
      line('ok-3', { sub: 'Die Aktie von Siemens steigt nach starken Quartalszahlen deutlich', lang: null }),
    ].join('\n')
    const response = await post(server, body)
    expect(response.status).toBe(200)
    const result = await response.json()
    expect(result).toMatchObject({ received: 6, stored: 3, duplicates: 0 })
    expect(result.rejected).toEqual([
      { line: 2, code: 33, reason: expect.stringContaining('invalid JSON') },
      { line: 5, code: 8, reason: 'missing field source_id' },
      { line: 6, code: 32, reason: expect.stringContaining('field type') },
    ])
    // Committed before the answer: visible at once, handed to the analytics half.
    expect(await storedMessage(server, 'ok-1')).toBeDefined()
    expect(server.analytics.stats().messages - before).toBe(3)
  })

  it('stores texts exactly, whatever they quote or escape', async () => {
    const tricky = [
      'He said "buy", then {sold}, \\ back\\slash; NULL, null, comma, and 📈',
      '"',
      '\\',
      'null',
      '{1,2}',
    ]
    const body = tricky
      .map((text, i) => line(`tricky-${i}`, { sub: `Apple ${text}`, body: text, author: `a"u\\${i}` }))
      .join('\n')
    const response = await post(server, body)
    expect(await response.json()).toMatchObject({ received: tricky.length, stored: tricky.length })
    for (const [i, text] of tricky.entries()) {
      const stored = await storedMessage(server, `tricky-${i}`)
      expect(stored?.body).toBe(text)
      expect(stored?.sub).toBe(`Apple ${text}`)
    }
  })

  it('rejects unstorable values and impossible times line by line, and stores the rest', async () => {
    const now = Date.now()
    const body = [
      line('keep-1'),
      line('nul', { sub: 'Apple \u0000 beats' }),
      line('surrogate', { body: 'broken \ud800 pair' }),
      line('author-surrogate', { author: 'x\udc00y' }),
      line('huge-time', { time: 1e20 }),
      line('future', { time: new Date(now + 3_600_000).toISOString() }),
      line('year-9999', { time: '9999-12-31T00:00:00Z' }),
      line('ancient', { time: '1970-01-02T00:00:00Z' }),
      line('huge-title', { titles: [1e20] }),
      line('keep-2', { time: new Date(now - 60_000).toISOString(), sub: 'Emoji pairs are fine 📈' }),
    ].join('\n')
    const response = await post(server, body)
    expect(response.status).toBe(200)
    const result = await response.json()
    expect(result).toMatchObject({ received: 10, stored: 2 })
    expect(result.rejected).toEqual([
      { line: 2, code: 32, reason: expect.stringContaining('NUL') },
      { line: 3, code: 32, reason: expect.stringContaining('surrogate') },
      { line: 4, code: 32, reason: expect.stringContaining('surrogate') },
      { line: 5, code: 32, reason: expect.stringContaining('time') },
      { line: 6, code: 32, reason: expect.stringContaining('in the future') },
      { line: 7, code: 32, reason: expect.stringContaining('in the future') },
      { line: 8, code: 32, reason: expect.stringContaining('before 2011') },
      { line: 9, code: 32, reason: expect.stringContaining('titles') },
    ])
    expect(await storedMessage(server, 'keep-1')).toBeDefined()
    expect(await storedMessage(server, 'keep-2')).toBeDefined()
    expect(await storedMessage(server, 'future')).toBeUndefined()
  })

  it('normalises, detects the language, links seeded titles and classifies key events', async () => {
    const apple = await storedMessage(server, 'ok-1')
    expect(apple).toMatchObject({
      source: 'wire.test.example',
      sub: 'Apple beats estimates & raises buyback',
      lang: 'en',
      primary_title_id: 1001,
      demo: false,
    })
    expect(apple?.titles).toEqual([1001])
    // English is covered by the sentiment model: scored (beating estimates reads positive).
    expect(apple?.sentiment).toBeGreaterThan(0)
    expect(apple?.key_events['2']).toBeGreaterThanOrEqual(4)
    const microsoft = await storedMessage(server, 'ok-2')
    expect(microsoft?.titles).toEqual([1002])
    const siemens = await storedMessage(server, 'ok-3')
    // German is scored by the German lexicon model: a clear rise.
    expect(siemens).toMatchObject({ lang: 'de', primary_title_id: 2002 })
    expect(siemens?.sentiment).toBeGreaterThan(0)
    // Each message records the model that scored it: old messages keep theirs when a model changes.
    expect(siemens?.sentiment_model).toBe('de-lexicon-1')
    expect(apple?.sentiment_model).toMatch(/^fin-sentiment-linear-/)
    const authors = await count(
      server,
      sql`select count(*) as n from authors where author = 'jane' and category = 'verified'`,
    )
    expect(authors).toBe(1)
  })

  it('fills each title row with its message columns and other titles; other writers get them from the triggers', async () => {
    const body = line('multi-1', {
      sub: '$AAPL and $MSFT lead the rally after record results',
      author: 'sam',
    })
    expect((await (await post(server, body)).json()).stored).toBe(1)
    const TitleRowSchema = v.object({
      title_id: v.number(),
      same: v.boolean(),
      other_title_ids: v.nullable(v.array(v.number())),
    })
    // The copy the row trigger made before the ingest filled the rows itself (migration 0004).
    const titleRows = async () =>
      v.parse(
        v.object({ rows: v.array(TitleRowSchema) }),
        await server.database.db.execute(sql`
          select t.title_id, t.other_title_ids,
            (t.source, t.type, t.author, t.lang, t.author_category, t.key_events, t.sentiment)
              is not distinct from
            (m.source, m.type, m.author, m.lang, m.author_category, nullif(m.key_events, '{}'::jsonb), m.sentiment) as same
          from message_titles t join messages m on m.id = t.message_id
          where m.source_id = 'multi-1' order by t.title_id`),
      ).rows
    expect(await titleRows()).toEqual([
      { title_id: 1001, same: true, other_title_ids: [1002] },
      { title_id: 1002, same: true, other_title_ids: [1001] },
    ])
    // A row written without them (a tool, a fixture) is completed by the triggers, as before.
    await server.database.db.execute(sql`
      insert into message_titles (message_id, title_id, message_time)
      select id, 2002, message_time from messages where source_id = 'multi-1'`)
    expect(await titleRows()).toEqual([
      { title_id: 1001, same: true, other_title_ids: [1002, 2002] },
      { title_id: 1002, same: true, other_title_ids: [1001, 2002] },
      { title_id: 2002, same: true, other_title_ids: [1001, 1002] },
    ])
  })

  it('rebuilds the linker when the inventory changes', async () => {
    await server.database.db.execute(sql`
      insert into titles (id, name, type, symbol, aliases) values (999001, 'Zebra Quux Corporation', 'company', 'ZZQX', '["Zebra Quux"]'::jsonb)`)
    server.ingest.pipeline.linker.invalidate()
    await post(
      server,
      [line('inv-1', { sub: 'Zebra Quux wins a contract' }), line('inv-2', { sub: '$ZZQX up 5%' })].join(
        '\n',
      ),
    )
    expect((await storedMessage(server, 'inv-1'))?.titles).toEqual([999001])
    expect((await storedMessage(server, 'inv-2'))?.primary_title_id).toBe(999001)
  })

  it('is idempotent: the same messages again store nothing', async () => {
    const before = await count(server, sql`select count(*) as n from messages`)
    const response = await post(server, [line('ok-1'), line('ok-2')].join('\n'))
    expect(await response.json()).toMatchObject({ received: 2, stored: 0, duplicates: 2, rejected: [] })
    expect(await count(server, sql`select count(*) as n from messages`)).toBe(before)
  })

  it('drops the same text from the same author within the window', async () => {
    const text = { sub: 'Buy $TSLA now, link in bio', author: 'spammer' }
    const response = await post(server, [line('s-1', text), line('s-2', text)].join('\n'))
    expect(await response.json()).toMatchObject({ stored: 1, duplicates: 1 })
    // A later batch: the stored post is found within the window (an hour on), not beyond it.
    const hourLater = line('s-h', { ...text, time: new Date(T0 + 3_600_000).toISOString() })
    expect(await (await post(server, hourLater)).json()).toMatchObject({ stored: 0, duplicates: 1 })
    const later = line('s-3', { ...text, time: new Date(T0 + 2 * 86_400_000).toISOString() })
    expect(await (await post(server, later)).json()).toMatchObject({ stored: 1 })
    expect(await count(server, sql`select duplicate_count as n from authors where author = 'spammer'`)).toBe(
      2,
    )
  })

  it('takes JSON arrays too, and answers catalogue errors when nothing is valid', async () => {
    const array = await post(server, JSON.stringify([JSON.parse(line('j-1'))]), 'application/json')
    expect(await array.json()).toMatchObject({ stored: 1 })
    const allBad = await post(server, '{broken\n{"also": "bad"}')
    expect(allBad.status).toBe(400)
    expect(await allBad.json()).toMatchObject({ code: 33, en: expect.stringContaining('Line 1') })
    const empty = await post(server, '\n\n')
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ code: 8 })
    const badJson = await post(server, '{"messages": [', 'application/json')
    expect(badJson.status).toBe(400)
    expect(await badJson.json()).toMatchObject({ code: 33 })
  })

  it('takes earnings calendar releases from the operator, checked whole: a bad one stores none', async () => {
    const calendar = (body: unknown, token = TOKEN) =>
      fetch(`${server.base}/v6/ingest/earnings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const stored = () =>
      count(
        server,
        sql`select count(*) as n from earnings where title_id = 1001 and release_date = '2026-01-29'`,
      )
    expect((await calendar([], 'wrong-token')).status).toBe(401)

    const release = { title_id: 1001, release_date: '2026-01-29', consensus: 2.1 }
    const first = await calendar([release])
    expect(await first.json()).toEqual({ stored: 1 })
    // The same release again, now reported: the newer figures win.
    await calendar([{ ...release, actual: 2.25, prior: 1.9 }])
    const figures = await server.database.db.execute(
      sql`select consensus, actual, prior from earnings where title_id = 1001 and release_date = '2026-01-29'`,
    )
    expect(v.parse(v.object({ rows: v.array(v.unknown()) }), figures).rows).toEqual([
      { consensus: 2.1, actual: 2.25, prior: 1.9 },
    ])

    const badDate = await calendar([{ title_id: 1001, release_date: '2026-02-30' }])
    expect(badDate.status).toBe(400)
    expect(await badDate.json()).toMatchObject({ code: 32, en: expect.stringContaining('release_date') })
    const unknown = await calendar([
      { title_id: 1001, release_date: '2026-04-29' },
      { title_id: 987654, release_date: '2026-04-29' },
    ])
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ code: 32, en: expect.stringContaining('987654') })
    expect(
      await count(server, sql`select count(*) as n from earnings where release_date = '2026-04-29'`),
    ).toBe(0)
    const empty = await calendar([])
    expect(empty.status).toBe(400)
    expect(await stored()).toBe(1)
  })
})
