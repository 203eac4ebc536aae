import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import * as v from 'valibot'

/**
 * A local stand-in for PayPal's REST API (Orders v2) and its approval page, for the
 * integration and end-to-end suites:
 * - POST /v1/oauth2/token (basic auth with client id and secret, grant_type=client_credentials)
 * - POST /v2/checkout/orders (bearer token) → PAYER_ACTION_REQUIRED with a payer-action link
 * - GET  /checkoutnow?token=<id>: an approval page with "Pay now" and "Cancel"
 *   (…&approve=1 approves and redirects to return_url?token=<id>&PayerID=…;
 *    …&cancel=1 redirects to cancel_url?token=<id>)
 * - POST /v2/checkout/orders/<id>/capture → COMPLETED once approved, 422 otherwise
 * - GET  /v2/checkout/orders/<id>
 */

export type FakeOrderStatus = 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'

export interface FakePaypalOrder {
  id: string
  status: FakeOrderStatus
  amount: { currency_code: string; value: string }
  referenceId: string
  returnUrl: string
  cancelUrl: string
  requestId: string | undefined
  captures: number
}

export interface FakePaypal {
  /** e.g. http://127.0.0.1:41234, for PAYPAL_API_BASE_URL. */
  url: string
  clientId: string
  clientSecret: string
  orders: Map<string, FakePaypalOrder>
  /** Requests received, as "METHOD /path". */
  requests: string[]
  /** Marks an order approved, as the buyer's click on "Pay now" does. */
  approve(id: string): void
  /** Makes every following capture fail with 422 (e.g. INSTRUMENT_DECLINED). */
  failCaptures(issue: string | null): void
  close(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

function paypalError(response: ServerResponse, status: number, name: string, issue?: string): void {
  json(response, status, { name, message: name, ...(issue ? { details: [{ issue }] } : {}) })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The part of PayPal's create-order request this fake reads. */
const CreateOrderBody = v.object({
  intent: v.literal('CAPTURE'),
  purchase_units: v.pipe(
    v.array(
      v.object({
        reference_id: v.optional(v.string(), 'default'),
        amount: v.object({
          currency_code: v.string(),
          value: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/)),
        }),
      }),
    ),
    v.minLength(1),
  ),
  payment_source: v.object({
    paypal: v.object({
      experience_context: v.object({
        return_url: v.pipe(v.string(), v.url()),
        cancel_url: v.pipe(v.string(), v.url()),
      }),
    }),
  }),
})

export async function startFakePaypal(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<FakePaypal> {
  const clientId = options.clientId ?? 'fake-client-id'
  const clientSecret = options.clientSecret ?? 'fake-client-secret'
  const tokens = new Set<string>()
  const orders = new Map<string, FakePaypalOrder>()
  const requests: string[] = []
  let captureFailure: string | null = null
  let base = ''

  const authorized = (request: IncomingMessage) => {
    const match = request.headers.authorization?.match(/^Bearer (\S+)$/)
    return match?.[1] !== undefined && tokens.has(match[1])
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', base)
    requests.push(`${request.method} ${url.pathname}`)

    if (request.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
      const body = await readBody(request)
      if (request.headers.authorization !== expected) return paypalError(response, 401, 'invalid_client')
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return paypalError(response, 400, 'unsupported_grant_type')
      }
      const token = `A21.${randomBytes(12).toString('hex')}`
      tokens.add(token)
      return json(response, 200, { scope: 'x', access_token: token, token_type: 'Bearer', expires_in: 32400 })
    }

    if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      if (!authorized(request)) return paypalError(response, 401, 'AUTHENTICATION_FAILURE')
      let body: unknown
      try {
        body = JSON.parse(await readBody(request))
      } catch {
        return paypalError(response, 400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON')
      }
      const requestId =
        typeof request.headers['paypal-request-id'] === 'string'
          ? request.headers['paypal-request-id']
          : undefined
      const repeated = [...orders.values()].find((o) => requestId !== undefined && o.requestId === requestId)
      const parsed = v.safeParse(CreateOrderBody, body)
      if (!parsed.success)
        return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'MISSING_REQUIRED_PARAMETER')
      const [unit] = parsed.output.purchase_units
      const context = parsed.output.payment_source.paypal.experience_context
      if (!unit) return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'MISSING_REQUIRED_PARAMETER')
      const order: FakePaypalOrder = repeated ?? {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: 'PAYER_ACTION_REQUIRED',
        amount: unit.amount,
        referenceId: unit.reference_id,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
        requestId,
        captures: 0,
      }
      orders.set(order.id, order)
      return json(response, 200, {
        id: order.id,
        status: order.status,
        links: [
          { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
          { href: `${base}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
        ],
      })
    }

    const orderPath = url.pathname.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/)
    if (orderPath) {
      if (!authorized(request)) return paypalError(response, 401, 'AUTHENTICATION_FAILURE')
      const order = orders.get(orderPath[1] ?? '')
      if (!order) return paypalError(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID')
      if (request.method === 'GET' && !orderPath[2])
        return json(response, 200, { id: order.id, status: order.status })
      if (request.method === 'POST' && orderPath[2]) {
        await readBody(request)
        if (order.status === 'COMPLETED')
          return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED')
        if (order.status !== 'APPROVED')
          return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED')
        if (captureFailure) return paypalError(response, 422, 'UNPROCESSABLE_ENTITY', captureFailure)
        order.status = 'COMPLETED'
        order.captures += 1
        return json(response, 201, {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [
            {
              reference_id: order.referenceId,
              payments: {
                captures: [
                  {
                    id: randomBytes(6).toString('hex').toUpperCase(),
                    status: 'COMPLETED',
                    amount: order.amount,
                  },
                ],
              },
            },
          ],
        })
      }
    }

    if (request.method === 'GET' && url.pathname === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '')
      if (!order) {
        response.writeHead(404, { 'content-type': 'text/plain' })
        return void response.end('Unknown order')
      }
      if (url.searchParams.get('approve') === '1') {
        if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED'
        const target = new URL(order.returnUrl)
        target.searchParams.set('token', order.id)
        target.searchParams.set('PayerID', 'FAKEPAYER123')
        response.writeHead(302, { location: target.toString() })
        return void response.end()
      }
      if (url.searchParams.get('cancel') === '1') {
        const target = new URL(order.cancelUrl)
        target.searchParams.set('token', order.id)
        response.writeHead(302, { location: target.toString() })
        return void response.end()
      }
      const id = escapeHtml(order.id)
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return void response.end(
        `<!doctype html><html lang="en"><head><title>Fake PayPal checkout</title></head><body>` +
          `<main><h1>Fake PayPal checkout</h1>` +
          `<p>Order ${id}: ${escapeHtml(order.amount.value)} ${escapeHtml(order.amount.currency_code)}</p>` +
          `<p><a id="approve" href="/checkoutnow?token=${id}&amp;approve=1">Pay now</a></p>` +
          `<p><a id="cancel" href="/checkoutnow?token=${id}&amp;cancel=1">Cancel and return</a></p>` +
          `</main></body></html>`,
      )
    }

    paypalError(response, 404, 'NOT_FOUND')
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => paypalError(response, 500, 'INTERNAL_SERVER_ERROR'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('fake PayPal is not listening on TCP')
  base = `http://127.0.0.1:${address.port}`

  return {
    url: base,
    clientId,
    clientSecret,
    orders,
    requests,
    approve(id) {
      const order = orders.get(id)
      if (!order) throw new Error(`fake PayPal has no order ${id}`)
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED'
    },
    failCaptures(issue) {
      captureFailure = issue
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
