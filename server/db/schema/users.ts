import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { AccountType } from '../../../src/core'

export interface StoredUiFeatures {
  filters: string[]
  views: string[]
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lowercase, so lookups by the lowercased username are case-insensitive. */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    language: text('language').$type<'en' | 'de'>().notNull().default('en'),
    subscriptionType: text('subscription_type').$type<AccountType>().notNull().default('trial'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    timespanDays: integer('timespan_days').notNull().default(0),
    historyMonths: integer('history_months').notNull().default(0),
    aiTextgen: integer('ai_textgen').notNull().default(0),
    aiChat: integer('ai_chat').notNull().default(0),
    uiFeatures: jsonb('ui_features').$type<StoredUiFeatures>().notNull().default({ filters: [], views: [] }),
    availableTags: jsonb('available_tags').$type<string[]>().notNull().default([]),
    maxSubscriptions: integer('max_subscriptions').notNull().default(0),
    active: boolean('active').notNull().default(true),
    // Profile (application §3, user data form).
    salutation: text('salutation').notNull().default(''),
    /** YYYY-MM-DD or ''. */
    birthday: text('birthday').notNull().default(''),
    phone: text('phone').notNull().default(''),
    street: text('street').notNull().default(''),
    streetNumber: text('street_number').notNull().default(''),
    city: text('city').notNull().default(''),
    zip: text('zip').notNull().default(''),
    /** ISO 3166-1 alpha-2 or ''. */
    country: text('country').notNull().default(''),
    newsletter: boolean('newsletter').notNull().default(false),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** User options (application §3): a JSON string, stored as given. */
    opts: text('opts').notNull().default('{}'),
    /** `scrypt$N$r$p$saltB64$hashB64` of the MD5 hex the client sends; never the MD5 itself. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('users_language_known', sql`${table.language} in ('en', 'de')`),
    check(
      'users_subscription_type_known',
      sql`${table.subscriptionType} in ('trial', 'basic', 'premium', 'platinum', 'professional')`,
    ),
    check('users_password_hash_scrypt', sql`${table.passwordHash} like 'scrypt$%'`),
  ],
)

export type UserRow = typeof users.$inferSelect
export type NewUserRow = typeof users.$inferInsert
