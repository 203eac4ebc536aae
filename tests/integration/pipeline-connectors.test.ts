import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RssConnector } from '../../server/pipeline/connectors/rss'
import { makeTempDir, startTestServer, type TestServer } from './support/server'

const TOKEN = 'operator-token-for-connectors-0123456789'

const RSS = `<?xml version="1.0"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Test wire</title>
<item><title>Apple shares rise after iPhone sales beat estimates</title><link>https://feed.test.example/a</link>
  <guid>urn:test:a</guid><pubDate>Mon, 05 Jan 2026 14:00:00 GMT</pubDate><dc:creator>Desk</dc:creator>
  <description>&lt;p&gt;Strong &lt;b&gt;quarter&lt;/b&gt; for Apple&lt;/p&gt;</description></item>
<item><title>Microsoft raises dividend</title><link>https://feed.test.example/b</link>
  <pubDate>Mon, 05 Jan 2026 15:00:00 GMT</pubDate></item>
<item><title></title><description></description><guid>urn:test:empty</guid></item>
<item><title>Bad date item</title><guid>urn:test:bad-date</guid><pubDate>not a date</pubDate></item>
</channel></rss>`

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom test</title>
<entry><title>Nvidia unveils new AI chips</title><id>urn:atom:1</id><updated>2026-01-06T10:00:00Z</updated>
  <link rel="alternate" href="https://atom.test.example/1"/><summary>Data centre demand stays strong.</summary></entry>
</feed>`

const CountSchema = v.object({ rows: v.array(v.object({ n: v.union([v.number(), v.string()]) })) })

describe('connectors: RSS/Atom and the JSON-lines CLI (PGlite)', () => {
  let server: TestServer
  let feedServer: Server
  let feedBase = ''
  const conditional: string[] = []

  beforeAll(async () => {
    server = await startTestServer('memory://', { OPERATOR_TOKEN: TOKEN })
    feedServer = createServer((request, response) => {
      if (request.url === '/rss') {
        if (request.headers['if-none-match'] === '"v1"') {
          conditional.push('rss 304')
          response.writeHead(304).end()
          return
        }
        response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"' }).end(RSS)
      } else if (request.url === '/atom') {
        const since = request.headers['if-modified-since']
        if (since === 'Tue, 06 Jan 2026 10:00:00 GMT') {
          conditional.push('atom 304')
          response.writeHead(304).end()
          return
        }
        response
          .writeHead(200, {
            'content-type': 'application/atom+xml',
            'last-modified': 'Tue, 06 Jan 2026 10:00:00 GMT',
          })
          .end(ATOM)
      } else if (request.url === '/broken') {
        response.writeHead(200, { 'content-type': 'text/xml' }).end('<html><body>not a feed')
      } else {
        response.writeHead(500).end()
      }
    })
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
    feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await new Promise((resolve) => feedServer?.close(resolve))
  })

  it('polls RSS and Atom with conditional GETs, rejects malformed items and never stops on a bad feed', async () => {
    const connector = new RssConnector({
      db: server.database.db,
      pipeline: server.ingest.pipeline,
      intervalMs: 60_000,
      feeds: [
        { url: `${feedBase}/broken`, type: 'news', lang: null },
        { url: `${feedBase}/rss`, type: 'news', lang: null },
        { url: `${feedBase}/atom`, type: 'blog', lang: 'en' },
        { url: `${feedBase}/missing`, type: 'news', lang: null },
      ],
    })
    const first = await connector.pollAll()
    expect(first.map((r) => r.status)).toEqual(['error', 200, 200, 'error'])
    expect(first[0]?.error).toContain('not a valid RSS/Atom document')
    expect(first[1]).toMatchObject({ items: 4, stored: 2 })
    expect(first[1]?.rejected).toEqual([
      { line: 3, code: 32, reason: 'sub or body must hold text' },
      { line: 4, code: 32, reason: 'field time: expected an ISO 8601 time or epoch milliseconds' },
    ])
    expect(first[2]).toMatchObject({ items: 1, stored: 1 })

    const second = await connector.pollAll()
    expect(second.map((r) => r.status)).toEqual(['error', 304, 304, 'error'])
    expect(conditional).toEqual(['rss 304', 'atom 304'])

    const result = await server.database.db.execute(sql`
      select count(*) as n from messages where source in ('127.0.0.1') and source_id in ('urn:test:a', 'https://feed.test.example/b', 'urn:atom:1')`)
    expect(Number(v.parse(CountSchema, result).rows[0]?.n)).toBe(3)
    const apple = await server.database.db.execute(
      sql`select body, primary_title_id as n from messages where source_id = 'urn:test:a'`,
    )
    expect(
      v.parse(v.object({ rows: v.array(v.object({ body: v.string(), n: v.number() })) }), apple).rows[0],
    ).toEqual({
      body: 'Strong quarter for Apple',
      n: 1001,
    })
  })

  it('imports a JSON-lines file with the CLI and reports bad lines by number', async () => {
    const dir = await makeTempDir('murmur-ingest-cli-')
    try {
      const file = join(dir.path, 'messages.jsonl')
      const good = (id: string) =>
        JSON.stringify({
          source: 'cli.example',
          source_id: id,
          type: 'tweets',
          time: '2026-01-07T09:00:00Z',
          sub: `$NVDA looking strong ${id}`,
        })
      await writeFile(file, [good('c1'), 'not json', good('c2'), '', good('c3')].join('\n'))
      const run = (args: string[]) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ingest.ts', ...args], {
            env: { ...process.env, OPERATOR_TOKEN: TOKEN },
          })
          let out = ''
          child.stdout.on('data', (chunk) => {
            out += String(chunk)
          })
          child.stderr.on('data', (chunk) => {
            out += String(chunk)
          })
          child.on('close', (code) => resolve({ code, out }))
        })
      const first = await run(['--url', server.base, '--batch', '2', file])
      expect(first.out).toContain('line 2: invalid JSON')
      expect(first.out).toContain('received 4, stored 3, duplicates 0, rejected 1')
      expect(first.code).toBe(2)
      const again = await run(['--url', server.base, file])
      expect(again.out).toContain('stored 0, duplicates 3, rejected 1')
    } finally {
      await dir.remove()
    }
  }, 60_000)
})
