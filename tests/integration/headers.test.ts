import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../../server'
import { STRICT_TRANSPORT_SECURITY } from '../../server/http/security-headers'
import { DOCUMENT_ONLY_HEADERS } from '../../server/http/static-files'
import { md5Hex } from '../../server/seed'
import { RuntimeConfigSchema } from '../../src/core'
import { demoAuthHeader } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { makeTempDir, startTestServer, type TestServer } from './support/server'

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name, values)
  }
  return map
}

async function writeBuiltApp(root: string): Promise<void> {
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Murmur</title><div id="root"></div>')
  await writeFile(join(root, 'assets', 'index-AbC123.js'), 'console.log("app")')
  // What the build's precompress plugin writes next to a file.
  await writeFile(join(root, 'assets', 'index-AbC123.js.br'), brotliCompressSync('console.log("app")'))
  await writeFile(join(root, 'assets', 'index-AbC123.js.gz'), gzipSync('console.log("app")'))
  await writeFile(join(root, 'assets', 'app-AbC123.css'), 'body{margin:0}')
  await writeFile(join(root, 'assets', 'shared-worker-AbC123.js'), 'self.onconnect = () => {}')
  await writeFile(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  await writeFile(join(root, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js")')
  await writeFile(join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'Murmur' }))
}

describe.each(DATABASE_TARGETS)('headers, runtime config, static app and request logs on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let staticDir: Awaited<ReturnType<typeof makeTempDir>>
  const logLines: Record<string, unknown>[] = []

  beforeAll(async () => {
    database = await target.create()
    staticDir = await makeTempDir('murmur-static-')
    await writeBuiltApp(staticDir.path)
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) logLines.push(JSON.parse(line))
        done()
      },
    })
    server = await startTestServer(
      database.url,
      {
        STATIC_DIR: staticDir.path,
        API_BASE_URL: 'https://api.murmur.example',
        WEBSOCKET_URL: 'wss://live.murmur.example',
        APP_ENV: 'staging',
        ANALYTICS_ENABLED: 'true',
        ANALYTICS_BASE_URL: 'https://stats.murmur.example/collect',
        PAYMENT_CLIENT_ID: 'client-1',
        SOCKET_FINGERPRINT: 'fixed-fingerprint',
      },
      { logger: createLogger('info', sink) },
    )
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
    await staticDir?.remove()
  })

  it('sends a CSP that allows the app, its socket and its workers', async () => {
    const response = await fetch(`${server.base}/healthz`)
    const csp = directives(response.headers.get('content-security-policy'))
    const host = `127.0.0.1:${server.port}`
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('style-src')).toEqual(["'self'"])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(csp.get('worker-src')).toEqual(["'self'"])
    expect(csp.get('manifest-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    const connect = csp.get('connect-src') ?? []
    for (const source of [
      "'self'",
      `ws://${host}`,
      `wss://${host}`,
      'https://api.murmur.example',
      'wss://live.murmur.example',
      'https://live.murmur.example',
      'https://stats.murmur.example',
    ]) {
      expect(connect).toContain(source)
    }
  })

  it('sends the other security headers, without COEP', async () => {
    const response = await fetch(`${server.base}/v6/userdata`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    // Plain HTTP, and X-Forwarded-Proto is not trusted without TRUST_PROXY.
    expect(response.headers.get('strict-transport-security')).toBeNull()
    const forwarded = await fetch(`${server.base}/v6/userdata`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(forwarded.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull()
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('serves the runtime configuration from the environment', async () => {
    const response = await fetch(`${server.base}/runtime-config.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(v.parse(v.strictObject(RuntimeConfigSchema.entries), await response.json())).toEqual({
      appBaseUrl: '',
      apiBaseUrl: 'https://api.murmur.example',
      websocketUrl: 'wss://live.murmur.example',
      environment: 'staging',
      analyticsBaseUrl: 'https://stats.murmur.example/collect',
      analyticsEnabled: true,
      paymentClientId: 'client-1',
      paymentPlanId: '',
      botCheckSiteKey: '',
      socketFingerprint: 'fixed-fingerprint',
    })
  })

  it('answers /healthz', async () => {
    const response = await fetch(`${server.base}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await fetch(`${server.base}/assets/index-AbC123.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    for (const path of ['/', '/index.html', '/sw.js', '/registerSW.js', '/manifest.webmanifest']) {
      const response = await fetch(`${server.base}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  it("sends a page's scripts and stylesheets without the headers only documents and workers read", async () => {
    for (const path of ['/assets/index-AbC123.js', '/assets/app-AbC123.css']) {
      for (const encoding of ['br', 'identity']) {
        const response = await fetch(`${server.base}${path}`, { headers: { 'accept-encoding': encoding } })
        expect(response.status, path).toBe(200)
        for (const name of DOCUMENT_ONLY_HEADERS)
          expect(response.headers.get(name), `${path} ${name}`).toBeNull()
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
        expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin')
      }
    }
    // The hub's and the service worker's scripts carry their own CSP; documents theirs.
    for (const path of ['/assets/shared-worker-AbC123.js', '/sw.js', '/', '/manifest.webmanifest']) {
      const response = await fetch(`${server.base}${path}`)
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'")
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
    }
  })

  it('sends the precompressed copy the browser accepts, and the plain file otherwise', async () => {
    const url = `${server.base}/assets/index-AbC123.js`
    const brotli = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await brotli.text()).toBe('console.log("app")')
    const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(await gzipped.text()).toBe('console.log("app")')
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('console.log("app")')
  })

  it('serves the web manifest as application/manifest+json', async () => {
    const response = await fetch(`${server.base}/manifest.webmanifest`)
    expect(response.headers.get('content-type')).toContain('application/manifest+json')
  })

  it('answers client routes that want HTML with index.html', async () => {
    for (const path of ['/asset?title_id=1', '/settings', '/trend_radar/news?query=x', '/no/such/page']) {
      const response = await fetch(`${server.base}${path}`, { headers: { accept: 'text/html,*/*' } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type'), path).toContain('text/html')
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
      expect(await response.text()).toContain('<div id="root">')
    }
  })

  it('never answers server paths or non-HTML requests with index.html', async () => {
    for (const path of ['/v6/unknown', '/metrics/x', '/healthz/x', '/socket.io/x']) {
      const response = await fetch(`${server.base}${path}`, { headers: { accept: 'text/html' } })
      expect(response.headers.get('content-type'), path).toContain('application/json')
    }
    const script = await fetch(`${server.base}/assets/missing.js`, { headers: { accept: '*/*' } })
    expect(script.status).toBe(404)
  })

  it('writes one structured log line per request with the app version and no credentials', async () => {
    const authorization = demoAuthHeader(server)
    const response = await fetch(`${server.base}/v6/userdata?withPendingSubscriptions=true`, {
      headers: { authorization, 'x-app-version': '2.3.4-test' },
    })
    expect(response.status).toBe(200)
    const requestId = response.headers.get('x-request-id')
    const line = logLines.find((entry) => entry.reqId === requestId && entry.msg === 'request completed')
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/v6/userdata?withPendingSubscriptions=true',
      statusCode: 200,
      appVersion: '2.3.4-test',
    })
    expect(typeof line?.responseTimeMs).toBe('number')
    // Secrets in the query string (a client that sends a password or token there by mistake).
    const leaky = await fetch(
      `${server.base}/v6/accounts/login?email=x%40y.z&password=Query-Secret-1&newpassword=Query-Secret-2&reset_token=Query-Secret-3`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'Body-Secret-4' }),
      },
    )
    expect(leaky.status).toBeGreaterThanOrEqual(400)
    const everything = JSON.stringify(logLines)
    for (const secret of ['Query-Secret-1', 'Query-Secret-2', 'Query-Secret-3', 'Body-Secret-4']) {
      expect(everything).not.toContain(secret)
    }
    expect(everything).not.toContain(authorization.slice('Basic '.length))
    expect(everything).not.toContain(md5Hex(server.config.demo.password))
  })
})

describe('HSTS behind a TLS-terminating proxy', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('memory://', { TRUST_PROXY: 'true', DEMO_FEED: 'false' })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('sends Strict-Transport-Security only when the trusted proxy says the request came over HTTPS', async () => {
    const overHttps = await fetch(`${server.base}/healthz`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(overHttps.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY)
    const overHttp = await fetch(`${server.base}/healthz`, { headers: { 'x-forwarded-proto': 'http' } })
    expect(overHttp.headers.get('strict-transport-security')).toBeNull()
    const direct = await fetch(`${server.base}/healthz`)
    expect(direct.headers.get('strict-transport-security')).toBeNull()
  })
})
