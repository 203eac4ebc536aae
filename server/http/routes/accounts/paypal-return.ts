import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { type AccountServices, cancelPaypalOrder, completePaypalOrder } from '../../../accounts'

/** PayPal appends ?token=<its order id>&PayerID=… to the return and cancel URLs. */
const ReturnQuerySchema = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(64))) })

/**
 * Where PayPal sends the buyer back: the return captures the payment and upgrades the
 * account; both redirect to /purchase?payment=success|cancelled|failed&order=<id>.
 */
export function paypalReturnRoutes(app: FastifyInstance /* the /v6 scope */, services: AccountServices) {
  app.get('/payments/paypal/return', async (request, reply) => {
    const query = v.safeParse(ReturnQuerySchema, request.query)
    const token = query.success ? query.output.token : undefined
    if (!token) return reply.redirect(services.links.purchaseResult('failed'), 303)
    const result = await completePaypalOrder(services, token)
    return reply.redirect(services.links.purchaseResult(result.payment, result.orderId), 303)
  })

  app.get('/payments/paypal/cancel', async (request, reply) => {
    const query = v.safeParse(ReturnQuerySchema, request.query)
    const token = query.success ? query.output.token : undefined
    const orderId = token ? await cancelPaypalOrder(services.db, token) : null
    return reply.redirect(services.links.purchaseResult('cancelled', orderId ?? undefined), 303)
  })
}
