import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import type { Logger } from 'pino'
import {
  ACCOUNT_TEXT,
  discountedPrice,
  FORM_TEXT,
  findPaymentOption,
  findPlan,
  isPaymentOptionAllowed,
  type OrderAnswer,
  OrderRequestSchema,
  type OrderStatus,
  userFieldsForTier,
} from '../../src/core'
import type { Database, UserRow } from '../db'
import { type SubscriptionOrderRow, subscriptionOrders, users } from '../db/schema'
import { ApiError } from '../http/api-error'
import { parseRequest, requiredParameterError } from '../http/validate'
import type { Links } from './links'
import { type Mailer, orderMail } from './mail'
import type { PaypalClient } from './payments/paypal'
import { checkPromotionCode, redeemPromotionCode } from './promotions'

export interface OrderDeps {
  db: Database
  mailer: Mailer
  links: Links
  /** null when PayPal is not configured. */
  paypal: PaypalClient | null
  logger: Logger
}

function toAnswer(row: SubscriptionOrderRow, approvalUrl?: string): OrderAnswer {
  return {
    order_id: row.id,
    status: row.status,
    subscription_type_id: row.subscriptionTypeId,
    subscription_type: row.tier,
    interval: row.interval,
    payment_option: row.paymentOption,
    price_usd: row.priceCents / 100,
    discount_percent: row.discountPercent,
    ...(approvalUrl ? { approval_url: approvalUrl } : {}),
  }
}

async function setStatus(db: Database, id: number, status: OrderStatus, from: OrderStatus[]) {
  const rows = await db
    .update(subscriptionOrders)
    .set({ status })
    .where(and(eq(subscriptionOrders.id, id), inArray(subscriptionOrders.status, from)))
    .returning()
  return rows[0] ?? null
}

/**
 * POST /v6/subscriptions/order. Unknown plan or payment option: 32; invoice for a monthly
 * plan: 0; an unusable promotion code: 39; PayPal without configuration: 0. An earlier open
 * order of the user is replaced. Invoice orders wait for the operator; PayPal orders
 * answer the approval link.
 */
export async function placeOrder(
  deps: OrderDeps,
  user: UserRow,
  body: unknown,
  now = new Date(),
): Promise<OrderAnswer> {
  const request = parseRequest(OrderRequestSchema, body)
  const plan = findPlan(request.subscription_type_id)
  if (!plan)
    throw new ApiError(400, 32, 'Malformed parameter subscription_type_id: unknown subscription type')
  const option = findPaymentOption(request.payment_option_id)
  if (!option) throw new ApiError(400, 32, 'Malformed parameter payment_option_id: unknown payment option')
  if (!isPaymentOptionAllowed(plan, option)) throw new ApiError(400, 0, FORM_TEXT.invoiceYearlyOnly)
  if (option.key === 'paypal' && !deps.paypal) throw new ApiError(400, 0, ACCOUNT_TEXT.paypalUnavailable)
  if (option.key === 'invoice' && !request.invoice_address) {
    throw requiredParameterError('invoice_address', 'orderSubscription')
  }
  const code = request.promotion_code ?? ''
  // Check first so a refused order does not use the code up; redeem once the order is sure.
  if (code !== '') await checkPromotionCode(deps.db, code, now)

  await deps.db
    .update(subscriptionOrders)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(subscriptionOrders.userId, user.id),
        inArray(subscriptionOrders.status, ['awaiting_payment', 'approval_required']),
      ),
    )
  const promotion = code === '' ? null : await redeemPromotionCode(deps.db, code, now)
  const discount = promotion?.discountPercent ?? 0
  const priceUsd = discountedPrice(plan.price_usd, discount)
  const inserted = await deps.db
    .insert(subscriptionOrders)
    .values({
      userId: user.id,
      subscriptionTypeId: plan.subscription_type_id,
      tier: plan.tier,
      interval: plan.interval,
      months: plan.months,
      paymentOption: option.key,
      promotionCode: promotion?.code ?? null,
      invoiceAddress: request.invoice_address ?? null,
      discountPercent: discount,
      priceCents: Math.round(priceUsd * 100),
      status: option.key === 'invoice' ? 'awaiting_payment' : 'approval_required',
      createdAt: now,
    })
    .returning()
  const order = inserted[0]
  if (!order) throw new Error('insert into subscription_orders returned no row')

  if (option.key === 'invoice' || !deps.paypal) {
    await deps.mailer.send(
      orderMail(user.email, {
        id: order.id,
        tier: plan.tier,
        interval: plan.interval,
        priceUsd,
        invoice: true,
      }),
    )
    return toAnswer(order)
  }
  try {
    const created = await deps.paypal.createOrder({
      referenceId: `murmur-order-${order.id}`,
      description: `Murmur ${plan.tier} (${plan.interval === 'YEAR' ? 'yearly' : 'monthly'})`,
      amountUsd: priceUsd,
      returnUrl: deps.links.paypalReturn(),
      cancelUrl: deps.links.paypalCancel(),
      requestId: `murmur-order-${order.id}`,
    })
    const rows = await deps.db
      .update(subscriptionOrders)
      .set({ providerOrderId: created.id })
      .where(eq(subscriptionOrders.id, order.id))
      .returning()
    return toAnswer(rows[0] ?? order, created.approvalUrl)
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'paypal order creation failed')
    await setStatus(deps.db, order.id, 'failed', ['approval_required'])
    throw new ApiError(502, 0, `${ACCOUNT_TEXT.paypalError}. ${ACCOUNT_TEXT.paypalErrorDetail}`)
  }
}

function addMonths(from: Date, months: number): Date {
  const next = new Date(from)
  const day = next.getUTCDate()
  next.setUTCDate(1)
  next.setUTCMonth(next.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(day, lastDay))
  return next
}

/**
 * Marks an order paid and upgrades its user: the tier's fields, valid and paid until one
 * period from now (or from the end of a still valid subscription of the same tier).
 * Runs once per order: a second call finds it paid and changes nothing.
 */
export async function applyPaidOrder(
  db: Database,
  orderId: number,
  now = new Date(),
): Promise<UserRow | null> {
  const paid = await db
    .update(subscriptionOrders)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(subscriptionOrders.id, orderId), ne(subscriptionOrders.status, 'paid')))
    .returning()
  const order = paid[0]
  if (!order) return null
  const userRows = await db.select().from(users).where(eq(users.id, order.userId)).limit(1)
  const user = userRows[0]
  if (!user) return null
  const extends_ = user.subscriptionType === order.tier && user.validUntil > now
  const validUntil = addMonths(extends_ ? user.validUntil : now, order.months)
  const fields = userFieldsForTier(order.tier)
  const updated = await db
    .update(users)
    .set({
      subscriptionType: order.tier,
      validUntil,
      paidUntil: validUntil,
      historyMonths: fields.history_months,
      timespanDays: fields.timespan_days,
      aiTextgen: fields.ai_textgen,
      aiChat: fields.ai_chat,
      maxSubscriptions: fields.max_subscriptions,
      uiFeatures: fields.ui_features,
    })
    .where(eq(users.id, user.id))
    .returning()
  return updated[0] ?? null
}

/** The operator registers the payment of an invoice order; the account is upgraded. */
export async function registerInvoicePayment(db: Database, orderId: number, now = new Date()) {
  const rows = await db.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, orderId)).limit(1)
  const order = rows[0]
  if (!order) throw new ApiError(404, 32, `No order ${orderId}.`)
  if (order.paymentOption !== 'invoice')
    throw new ApiError(409, 0, `Order ${orderId} is not an invoice order.`)
  if (order.status !== 'awaiting_payment') {
    throw new ApiError(409, 0, `Order ${orderId} is ${order.status}, not awaiting payment.`)
  }
  const user = await applyPaidOrder(db, orderId, now)
  if (!user) throw new ApiError(409, 0, `Order ${orderId} could not be applied.`)
  return { order: { ...order, status: 'paid' as const, paidAt: now }, user }
}

export type PaypalReturn = { payment: 'success' | 'failed'; orderId?: number }

/**
 * The buyer comes back from PayPal's approval page (?token=<PayPal order id>): capture,
 * then upgrade. A repeated return of a paid order is a success again.
 */
export async function completePaypalOrder(
  deps: Pick<OrderDeps, 'db' | 'paypal' | 'logger'>,
  paypalOrderId: string,
  now = new Date(),
): Promise<PaypalReturn> {
  const rows = await deps.db
    .select()
    .from(subscriptionOrders)
    .where(eq(subscriptionOrders.providerOrderId, paypalOrderId))
    .limit(1)
  const order = rows[0]
  if (!order || !deps.paypal) return { payment: 'failed' }
  if (order.status === 'paid') return { payment: 'success', orderId: order.id }
  if (order.status !== 'approval_required') return { payment: 'failed', orderId: order.id }
  let completed = false
  try {
    completed = await deps.paypal.captureOrder(paypalOrderId, `murmur-capture-${order.id}`)
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'paypal capture failed')
  }
  if (!completed) {
    const again = await deps.db.select().from(subscriptionOrders).where(eq(subscriptionOrders.id, order.id))
    if (again[0]?.status === 'paid') return { payment: 'success', orderId: order.id }
    await setStatus(deps.db, order.id, 'failed', ['approval_required'])
    return { payment: 'failed', orderId: order.id }
  }
  await applyPaidOrder(deps.db, order.id, now)
  return { payment: 'success', orderId: order.id }
}

/** The buyer cancelled on PayPal's page. */
export async function cancelPaypalOrder(db: Database, paypalOrderId: string): Promise<number | null> {
  const rows = await db
    .update(subscriptionOrders)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(subscriptionOrders.providerOrderId, paypalOrderId),
        eq(subscriptionOrders.status, 'approval_required'),
      ),
    )
    .returning({ id: subscriptionOrders.id })
  return rows[0]?.id ?? null
}

export async function listOrders(db: Database, status?: OrderStatus, limit = 100) {
  const query = db
    .select({ order: subscriptionOrders, email: users.email })
    .from(subscriptionOrders)
    .innerJoin(users, eq(users.id, subscriptionOrders.userId))
  const filtered = status ? query.where(eq(subscriptionOrders.status, status)) : query
  return filtered.orderBy(desc(subscriptionOrders.id)).limit(limit)
}
