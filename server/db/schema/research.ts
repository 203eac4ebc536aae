import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ResearchElement, ResearchElementReport } from '../../../src/core'
import { users } from './users'

/** Research requests: what a user asked to be researched, on a schedule (server/research). */
export const researchRequests = pgTable(
  'research_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    elements: jsonb('elements').$type<ResearchElement[]>().notNull(),
    /** HH:MM, UTC. */
    scheduledTime: text('scheduled_time').notNull(),
    repeatIntervalDays: integer('repeat_interval_days').notNull(),
    /** YYYY-MM-DD, UTC. */
    startDate: text('start_date').notNull(),
    active: boolean('active').notNull().default(true),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('research_requests_user_idx').on(table.userId, table.id),
    index('research_requests_due_idx').on(table.nextRunAt),
  ],
)
export type ResearchRequestRow = typeof researchRequests.$inferSelect

/** One run's report; (request, run_at) is unique, so a restart or a second node never writes it twice. */
export const researchReports = pgTable(
  'research_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => researchRequests.id, { onDelete: 'cascade' }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    elements: jsonb('elements').$type<ResearchElementReport[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('research_reports_run_uq').on(table.requestId, table.runAt)],
)
export type ResearchReportRow = typeof researchReports.$inferSelect
