import type { FastifyInstance } from 'fastify'
import {
  createPromotionCode,
  listOrders,
  listOutbox,
  listPromotionCodes,
  registerInvoicePayment,
} from '../accounts'
import type { Database } from '../db'
import { parseRequest } from '../http/validate'
import { operatorAuth } from './auth'
import {
  endOfDay,
  orderSummary,
  promotionSummary,
  requireAccount,
  setFields,
  setTags,
  setTier,
  userSummary,
} from './users'
import {
  CreatePromotionRequestSchema,
  LimitQuerySchema,
  OPERATOR_BASE_PATH,
  OrdersQuerySchema,
  RegisterPaymentRequestSchema,
  SetFieldsRequestSchema,
  SetTierRequestSchema,
  TagsRequestSchema,
  UserParamsSchema,
} from './wire'

/**
 * The operator's calls (npm run admin is their client): register invoice payments, set
 * tiers, per-user fields and tags, promotion codes, read orders and the mail outbox.
 * PGlite admits one process per data directory, so the CLI goes through the running server.
 */
export async function operatorRoutes(app: FastifyInstance, db: Database, operatorToken: string | null) {
  await app.register(
    async (op) => {
      op.addHook('onRequest', operatorAuth(operatorToken))
      op.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store')
      })

      op.post('/payments/invoice', async (request) => {
        const { order_id } = parseRequest(RegisterPaymentRequestSchema, request.body)
        const { order, user } = await registerInvoicePayment(db, order_id)
        request.log.info({ orderId: order_id, userId: user.id }, 'operator registered an invoice payment')
        return { order: orderSummary(order, user.email), user: userSummary(user) }
      })

      op.get('/orders', async (request) => {
        const { status } = parseRequest(OrdersQuerySchema, request.query)
        const rows = await listOrders(db, status)
        return { orders: rows.map((row) => orderSummary(row.order, row.email)) }
      })

      op.get('/users/:email', async (request) => {
        const { email } = parseRequest(UserParamsSchema, request.params)
        return { user: userSummary(await requireAccount(db, email)) }
      })

      op.post('/users/tier', async (request) => {
        const body = parseRequest(SetTierRequestSchema, request.body)
        const user = await setTier(db, body.email, body.tier, body.valid_until)
        request.log.info({ userId: user.id, tier: body.tier }, 'operator set a tier')
        return { user: userSummary(user) }
      })

      op.post('/users/fields', async (request) => {
        const body = parseRequest(SetFieldsRequestSchema, request.body)
        const user = await setFields(db, body)
        request.log.info({ userId: user.id, fields: Object.keys(body.fields) }, 'operator set user fields')
        return { user: userSummary(user) }
      })

      op.post('/users/tags', async (request) => {
        const body = parseRequest(TagsRequestSchema, request.body)
        const user = await setTags(db, body.email, body.add, body.remove)
        return { user: userSummary(user) }
      })

      op.post('/promotion-codes', async (request) => {
        const body = parseRequest(CreatePromotionRequestSchema, request.body)
        const code = await createPromotionCode(db, {
          code: body.code,
          discountPercent: body.discount_percent,
          validUntil: body.valid_until ? endOfDay(body.valid_until) : null,
          maxUses: body.max_uses ?? null,
        })
        return { promotion: promotionSummary(code) }
      })

      op.get('/promotion-codes', async () => ({
        promotions: (await listPromotionCodes(db)).map(promotionSummary),
      }))

      op.get('/outbox', async (request) => {
        const { limit } = parseRequest(LimitQuerySchema, request.query)
        const mails = await listOutbox(db, Math.min(limit, 500))
        return {
          mails: mails.map((mail) => ({
            id: mail.id,
            to: mail.recipient,
            subject: mail.subject,
            body: mail.body,
            created: mail.createdAt.toISOString(),
          })),
        }
      })
    },
    { prefix: OPERATOR_BASE_PATH },
  )
}
