import { and, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import { firstRunAt, latestSlot, nextSlotAfter } from '../../src/core'
import type { Mailer } from '../accounts'
import type { LlmConfig } from '../config'
import type { Database } from '../db'
import { researchReports, researchRequests, users } from '../db/schema'
import { researchMail } from './mail'
import { buildReport } from './report'
import { dueRequests } from './store'

const DAY_MS = 86_400_000
/** Requests run per pass; the rest wait for the next tick. */
const PASS_LIMIT = 20

export interface ResearchScheduler {
  start(): void
  stop(): Promise<void>
  /** Runs what is due now; resolves with the reports written. */
  runDue(): Promise<number>
}

export interface ResearchSchedulerDeps {
  db: Database
  llm: LlmConfig | null
  mailer: Mailer
  logger: Logger
  /** The app's origin for the report link in the mail. */
  linkBase: () => string
  clock?: () => number
  /** How often due requests are looked for (default 10 s, so a new request's first report comes soon; 0: only runDue). */
  tickMs?: number
}

/**
 * Runs research requests on their schedule. A run computes the report, then stores it and moves
 * the request to its next slot in one transaction; (request, run) is unique, so a restart or a
 * second node never stores or mails a run twice, and a server that was down runs the latest
 * missed slot when it is back.
 */
export function createResearchScheduler(deps: ResearchSchedulerDeps): ResearchScheduler {
  const clock = deps.clock ?? Date.now
  let timer: NodeJS.Timeout | null = null
  let running: Promise<number> | null = null

  async function pass(): Promise<number> {
    const now = clock()
    let written = 0
    for (const row of await dueRequests(deps.db, now, PASS_LIMIT)) {
      const first = firstRunAt(row.startDate, row.scheduledTime)
      const runAt = latestSlot(first, row.repeatIntervalDays, now) ?? first
      const start = runAt - row.repeatIntervalDays * DAY_MS
      const elements = await buildReport(deps.db, deps.llm, row.elements, start, runAt)
      const stored = await deps.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(researchReports)
          .values({
            requestId: row.id,
            runAt: new Date(runAt),
            windowStart: new Date(start),
            windowEnd: new Date(runAt),
            elements,
          })
          .onConflictDoNothing()
          .returning({ id: researchReports.id })
        const guard = row.nextRunAt ? eq(researchRequests.nextRunAt, row.nextRunAt) : undefined
        await tx
          .update(researchRequests)
          .set({ nextRunAt: new Date(nextSlotAfter(first, row.repeatIntervalDays, runAt)) })
          .where(guard ? and(eq(researchRequests.id, row.id), guard) : eq(researchRequests.id, row.id))
        return inserted.length > 0
      })
      if (!stored) continue
      written += 1
      const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId))
      if (user) {
        await deps.mailer
          .send(
            researchMail({
              to: user.email,
              name: row.name,
              runAt,
              elements,
              link: `${deps.linkBase()}/trend_radar/research?requestId=${row.id}`,
            }),
          )
          .catch((error: unknown) =>
            deps.logger.warn({ err: error, request: row.id }, 'research mail failed'),
          )
      }
    }
    return written
  }

  function runDue(): Promise<number> {
    running ??= pass().finally(() => {
      running = null
    })
    return running
  }

  return {
    start() {
      const tickMs = deps.tickMs ?? 10_000
      if (tickMs <= 0 || timer) return
      timer = setInterval(() => {
        runDue().catch((error: unknown) => deps.logger.error({ err: error }, 'research pass failed'))
      }, tickMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running?.catch(() => undefined)
    },
    runDue,
  }
}
