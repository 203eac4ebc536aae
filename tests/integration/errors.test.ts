import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server'
import { type DatabaseHandle, openDatabase, runMigrations } from '../../server/db'
import { buildApp, parseRequest } from '../../server/http'
import { ApiErrorBodySchema, apiErrorBody } from '../../src/core'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { makeTempDir, testEnv } from './support/server'

const EchoBodySchema = v.object({ name: v.pipe(v.string(), v.minLength(1)), count: v.optional(v.number()) })

/**
 * No POST route exists yet, so the error handling of buildApp is exercised through
 * routes this suite registers on the app itself, over real HTTP.
 */
describe.each(DATABASE_TARGETS)('error answers on $name', (target) => {
  let database: TestDatabase
  let handle: DatabaseHandle
  let app: FastifyInstance
  let base: string
  let staticDir: Awaited<ReturnType<typeof makeTempDir>>

  beforeAll(async () => {
    database = await target.create()
    // A built app, so the SPA fallback is active and must leave the server's paths alone.
    staticDir = await makeTempDir('murmur-errors-static-')
    await writeFile(join(staticDir.path, 'index.html'), '<!doctype html><div id="root"></div>')
    const config = loadConfig(testEnv(database.url, { STATIC_DIR: staticDir.path }))
    handle = await openDatabase(config.database)
    await runMigrations(handle)
    app = await buildApp({ config, db: handle.db })
    app.post('/v6/test/echo', async (request) => parseRequest(EchoBodySchema, request.body))
    app.get<{ Params: { text: string } }>('/v6/test/lookup/:text', async (request) => {
      await handle.db.execute(sql`select ${request.params.text}::text as text`)
      return { ok: true }
    })
    app.get('/v6/test/crash', async () => {
      throw new Error('secret internal detail at /srv/murmur/server.ts:42')
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('not listening')
    base = `http://127.0.0.1:${address.port}`
  })
  afterAll(async () => {
    await app?.close()
    await handle?.close()
    await database?.drop()
    await staticDir?.remove()
  })

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${base}/v6/test/echo`, { method: 'POST', headers: { 'content-type': contentType }, body })

  async function expectError(response: Response, status: number, code: number) {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = v.parse(v.strictObject(ApiErrorBodySchema.entries), await response.json())
    expect(body.code).toBe(code)
    expect(typeof body.en).toBe('string')
    return body
  }

  it('answers 32, not 500, when the database refuses a request value (a NUL byte in text)', async () => {
    await expectError(await fetch(`${base}/v6/test/lookup/a%00b`), 400, 32)
    expect((await fetch(`${base}/v6/test/lookup/ab`)).status).toBe(200)
  })

  it('answers a valid body', async () => {
    const response = await post(JSON.stringify({ name: 'x', count: 2 }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ name: 'x', count: 2 })
  })

  it('answers 400 with code 33 for invalid JSON', async () => {
    const body = await expectError(await post('{"name": "x",'), 400, 33)
    expect(body.internalCode).toBe('INVALID_JSON')
  })

  it('answers 400 with code 33 for an empty JSON body', async () => {
    await expectError(await post(''), 400, 33)
  })

  it('answers 400 with code 8 when a required field is missing', async () => {
    const body = await expectError(await post(JSON.stringify({ count: 1 })), 400, 8)
    expect(body.en).toContain('name')
  })

  it('answers 400 with code 32 when a field is malformed', async () => {
    const body = await expectError(await post(JSON.stringify({ name: 'x', count: 'two' })), 400, 32)
    expect(body.en).toContain('count')
  })

  it('answers 415 with code 21 for an unsupported content type', async () => {
    await expectError(await post('name=x', 'application/x-www-form-urlencoded'), 415, 21)
  })

  it('answers 404 with code 32 for an unknown /v6 route, without authentication', async () => {
    const body = await expectError(await fetch(`${base}/v6/no/such/route?x=1`), 404, 32)
    expect(body).toEqual({
      code: 32,
      internalCode: 'MALFORMED_PARAMETERS',
      en: 'No such route: GET /v6/no/such/route',
    })
  })

  it('answers unknown routes outside /v6 with the same body shape', async () => {
    await expectError(await fetch(`${base}/nothing-here.json`), 404, 32)
    await expectError(await fetch(`${base}/v6/userdata`, { method: 'DELETE' }), 404, 32)
  })

  it('answers 403 with code 34 under another API version, never the app shell', async () => {
    const html = { accept: 'text/html,*/*' }
    const shell = await fetch(`${base}/some/page`, { headers: html })
    expect(shell.status).toBe(200)
    expect(await shell.text()).toContain('<div id="root">')
    const requests: [string, RequestInit][] = [
      ['/v5/titles/1001', {}],
      ['/v5/titles/1001', { headers: html }],
      ['/v1', { headers: html }],
      ['/v7/userdata?withPendingSubscriptions=true', {}],
      [
        '/v7/messages/search',
        { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
      ],
      ['/v12/inventory', { method: 'DELETE' }],
    ]
    for (const [path, init] of requests) {
      const response = await fetch(`${base}${path}`, init)
      expect(response.status, path).toBe(403)
      expect(response.headers.get('content-type'), path).toContain('application/json')
      expect(await response.json(), path).toEqual(apiErrorBody(34))
    }
    expect(apiErrorBody(34)).toMatchObject({ internalCode: 'NOT_ELIGIBLE_API_VERSION' })
    // Neighbours that are no API version stay app routes.
    const app = await fetch(`${base}/v5x/page`, { headers: html })
    expect(app.status).toBe(200)
  })

  it('answers 500 with a generic body and never leaks the error', async () => {
    const response = await fetch(`${base}/v6/test/crash`)
    const text = await response.text()
    expect(response.status).toBe(500)
    expect(text).not.toContain('secret internal detail')
    expect(text).not.toContain('server.ts')
    expect(v.parse(ApiErrorBodySchema, JSON.parse(text))).toMatchObject({
      code: 500,
      internalCode: 'INTERNAL_ERROR',
    })
  })

  it('answers a malformed URL with a catalogue body', async () => {
    await expectError(await fetch(`${base}/v6/%E0%A4%A`), 400, 32)
  })
})
