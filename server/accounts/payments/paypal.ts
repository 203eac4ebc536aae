import * as v from 'valibot'

/**
 * PayPal Orders v2 (REST): OAuth2 client-credentials token, create an order with return and
 * cancel URLs, send the buyer to the approval link, capture after approval.
 * https://developer.paypal.com/docs/api/orders/v2/
 */

export interface PaypalConfig {
  clientId: string
  clientSecret: string
  apiBaseUrl: string
}

export class PaypalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** PayPal's issue code, e.g. ORDER_NOT_APPROVED or ORDER_ALREADY_CAPTURED. */
    readonly issue: string | null = null,
  ) {
    super(message)
    this.name = 'PaypalError'
  }
}

const TokenAnswer = v.object({ access_token: v.string(), expires_in: v.number() })
const Link = v.object({ href: v.string(), rel: v.string() })
const CreateAnswer = v.object({ id: v.string(), status: v.string(), links: v.optional(v.array(Link), []) })
const CaptureAnswer = v.object({
  id: v.string(),
  status: v.string(),
  purchase_units: v.optional(
    v.array(
      v.object({
        payments: v.optional(
          v.object({ captures: v.optional(v.array(v.object({ id: v.string(), status: v.string() })), []) }),
        ),
      }),
    ),
    [],
  ),
})
const ErrorAnswer = v.object({
  name: v.optional(v.string()),
  message: v.optional(v.string()),
  details: v.optional(v.array(v.object({ issue: v.optional(v.string()) }))),
})

export interface CreatedPaypalOrder {
  id: string
  approvalUrl: string
}

export interface PaypalClient {
  createOrder(order: {
    referenceId: string
    description: string
    amountUsd: number
    returnUrl: string
    cancelUrl: string
    requestId: string
  }): Promise<CreatedPaypalOrder>
  /** True when the capture completed. */
  captureOrder(paypalOrderId: string, requestId: string): Promise<boolean>
}

export function createPaypalClient(
  config: PaypalConfig,
  { fetch: doFetch = fetch, now = Date.now }: { fetch?: typeof fetch; now?: () => number } = {},
): PaypalClient {
  let cached: { token: string; expiresAt: number } | null = null

  async function answer<T extends v.GenericSchema>(response: Response, schema: T): Promise<v.InferOutput<T>> {
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const error = v.safeParse(ErrorAnswer, body)
      const issue = error.success ? (error.output.details?.[0]?.issue ?? null) : null
      const name = error.success ? (error.output.name ?? 'error') : 'error'
      throw new PaypalError(`PayPal answered ${response.status} (${issue ?? name})`, response.status, issue)
    }
    const parsed = v.safeParse(schema, body)
    if (!parsed.success) throw new PaypalError('PayPal answered an unexpected shape', response.status)
    return parsed.output
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > now()) return cached.token
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')
    const response = await doFetch(`${config.apiBaseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    const token = await answer(response, TokenAnswer)
    // Renew a minute early so a token never expires between check and use.
    cached = { token: token.access_token, expiresAt: now() + Math.max(0, token.expires_in - 60) * 1000 }
    return token.access_token
  }

  async function call<T extends v.GenericSchema>(
    path: string,
    requestId: string,
    body: unknown,
    schema: T,
  ): Promise<v.InferOutput<T>> {
    const response = await doFetch(`${config.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    })
    return answer(response, schema)
  }

  return {
    async createOrder(order) {
      const created = await call(
        '/v2/checkout/orders',
        order.requestId,
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.referenceId,
              description: order.description,
              amount: { currency_code: 'USD', value: order.amountUsd.toFixed(2) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        CreateAnswer,
      )
      const approval = created.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve')
      if (!approval) throw new PaypalError('PayPal answered no approval link', 200)
      return { id: created.id, approvalUrl: approval.href }
    },
    async captureOrder(paypalOrderId, requestId) {
      const captured = await call(
        `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
        requestId,
        {},
        CaptureAnswer,
      )
      const capture = captured.purchase_units[0]?.payments?.captures[0]
      return captured.status === 'COMPLETED' && (capture === undefined || capture.status === 'COMPLETED')
    },
  }
}
