import { createServer, request as forward } from 'node:http'
import { startFakePaypal } from '../../support/fake-paypal'

/**
 * The fake PayPal (tests/support/fake-paypal.ts) as a webServer of the end-to-end run. The
 * fake listens on a free port; the app server is started with a fixed PAYPAL_API_BASE_URL, so
 * this process answers on E2E_PAYPAL_PORT and forwards every request to the fake. The approval
 * page links point at the fake's own port, which the browser reaches on loopback.
 */
const port = Number(process.env.E2E_PAYPAL_PORT ?? 8189)
const fake = await startFakePaypal({
  clientId: process.env.PAYPAL_CLIENT_ID ?? 'fake-client-id',
  clientSecret: process.env.PAYPAL_CLIENT_SECRET ?? 'fake-client-secret',
})
const target = new URL(fake.url)

const proxy = createServer((incoming, outgoing) => {
  if (incoming.url === '/healthz') {
    outgoing.writeHead(200, { 'content-type': 'text/plain' })
    outgoing.end('ok')
    return
  }
  const upstream = forward(
    {
      hostname: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: target.host },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    },
  )
  upstream.on('error', () => {
    outgoing.writeHead(502)
    outgoing.end()
  })
  incoming.pipe(upstream)
})
proxy.listen(port, '127.0.0.1', () => {
  console.log(`fake PayPal on http://127.0.0.1:${port} (forwarding to ${fake.url})`)
})

const stop = () => {
  proxy.close()
  void fake.close().finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
