import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { InvoiceAddress, OrderStatus, PaidAccountType, SubscriptionInterval } from '../../../src/core'
import { users } from './users'

/** Subscription orders (POST /v6/subscriptions/order) and their payment state. */
export const subscriptionOrders = pgTable(
  'subscription_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionTypeId: integer('subscription_type_id').notNull(),
    tier: text('tier').$type<PaidAccountType>().notNull(),
    interval: text('interval').$type<SubscriptionInterval>().notNull(),
    months: integer('months').notNull(),
    paymentOption: text('payment_option').$type<'invoice' | 'paypal'>().notNull(),
    promotionCode: text('promotion_code'),
    /** Invoice data of the purchase form (wire InvoiceAddress); null for older orders. */
    invoiceAddress: jsonb('invoice_address').$type<InvoiceAddress>(),
    discountPercent: integer('discount_percent').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The payment provider's order id (PayPal). */
    providerOrderId: text('provider_order_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('subscription_orders_user').on(table.userId),
    check(
      'subscription_orders_status_known',
      sql`${table.status} in ('awaiting_payment', 'approval_required', 'paid', 'cancelled', 'failed')`,
    ),
    check('subscription_orders_interval_known', sql`${table.interval} in ('MONTH', 'YEAR')`),
  ],
)

/** Promotion codes created by the operator; stored uppercase. */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    code: text('code').primaryKey(),
    discountPercent: integer('discount_percent').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** null: unlimited. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('promotion_codes_upper', sql`${table.code} = upper(${table.code})`),
    check('promotion_codes_percent', sql`${table.discountPercent} between 1 and 100`),
  ],
)

/**
 * Single-use tokens sent by mail: password reset and address confirmation. Only a
 * SHA-256 of the token is stored, so a database dump cannot reset passwords.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'reset' | 'confirm_email'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_tokens_user_purpose').on(table.userId, table.purpose, table.createdAt)],
)

/** Mail written when no SMTP server is configured; the operator reads it (npm run admin -- outbox). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Contract cancellation requests (POST /v6/subscriptions/cancel), from visitors or users. */
export const cancellationRequests = pgTable('cancellation_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Morning-briefing subscriptions of a user (capacity: users.max_subscriptions). */
export const morningBriefingSubscriptions = pgTable(
  'morning_briefing_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    edition: text('edition').notNull(),
    language: text('language').$type<'en' | 'de'>().notNull(),
    timezone: text('timezone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('morning_briefing_subscriptions_user').on(table.userId)],
)

/** Solved bot-check challenges, so one proof of work signs up once. */
export const botCheckUses = pgTable('bot_check_uses', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

export type SubscriptionOrderRow = typeof subscriptionOrders.$inferSelect
export type PromotionCodeRow = typeof promotionCodes.$inferSelect
export type MailOutboxRow = typeof mailOutbox.$inferSelect
export type MorningBriefingSubscriptionRow = typeof morningBriefingSubscriptions.$inferSelect
