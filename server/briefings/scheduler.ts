import { eq, gte } from 'drizzle-orm'
import type { Logger } from 'pino'
import {
  addDays,
  BRIEFING_BACKFILL_DAYS,
  BRIEFING_EDITIONS,
  type BriefingLanguage,
  briefingEdition,
  latestBriefingDay,
  localDay,
} from '../../src/core'
import type { Mailer } from '../accounts'
import type { Database } from '../db'
import { briefingDeliveries, morningBriefingSubscriptions, users } from '../db/schema'
import { briefingMail } from './mail'
import { type BriefingKey, briefingOf, writeBriefing, writtenDays } from './store'

/** Briefings written per pass at most; the rest wait for the next tick (the newest go first). */
const PASS_LIMIT = 40
const LANGUAGES: readonly BriefingLanguage[] = ['en', 'de']

export interface BriefingScheduler {
  /** Starts the passes once `after` has settled (the demo feed's backfill: briefings read its messages). */
  start(after?: Promise<unknown>): void
  stop(): Promise<void>
  /** One pass now: writes what is due, then delivers to the subscribers whose morning has come. */
  runDue(): Promise<{ written: number; delivered: number }>
}

export interface BriefingSchedulerDeps {
  db: Database
  mailer: Mailer
  logger: Logger
  /** The app's origin for the link in the mail. */
  linkBase: () => string
  clock?: () => number
  /** Between two passes (default 60 s; 0: only runDue). */
  tickMs?: number
}

type Target = Omit<BriefingKey, 'day'>

const targetId = (target: Target) => `${target.edition}|${target.language}|${target.timezone}`

/**
 * Writes each edition's briefing at its zone's morning, for the edition's own zone and for every
 * zone a subscriber chose, and hands it to each subscriber once per local day: the delivery row
 * (subscription, day) is stored before the mail goes, so a restart or a second node never mails a
 * day twice, and a server that was down delivers the day's briefing when it is back.
 */
export function createBriefingScheduler(deps: BriefingSchedulerDeps): BriefingScheduler {
  const clock = deps.clock ?? Date.now
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  let running: Promise<{ written: number; delivered: number }> | null = null

  async function subscriptions() {
    return deps.db
      .select({
        id: morningBriefingSubscriptions.id,
        edition: morningBriefingSubscriptions.edition,
        language: morningBriefingSubscriptions.language,
        timezone: morningBriefingSubscriptions.timezone,
        email: users.email,
      })
      .from(morningBriefingSubscriptions)
      .innerJoin(users, eq(users.id, morningBriefingSubscriptions.userId))
  }

  async function write(now: number, subscribed: readonly Target[]): Promise<number> {
    const targets = new Map<string, Target>()
    for (const edition of BRIEFING_EDITIONS)
      for (const language of LANGUAGES) {
        const target = { edition: edition.key, language, timezone: edition.timezone }
        targets.set(targetId(target), target)
      }
    for (const target of subscribed)
      if (briefingEdition(target.edition)) targets.set(targetId(target), target)
    // Every target's latest day first, then the history back to BRIEFING_BACKFILL_DAYS.
    const due: BriefingKey[][] = Array.from({ length: BRIEFING_BACKFILL_DAYS + 1 }, () => [])
    for (const target of targets.values()) {
      const latest = latestBriefingDay(now, target.timezone)
      const written = await writtenDays(deps.db, target, addDays(latest, -BRIEFING_BACKFILL_DAYS))
      for (let back = 0; back <= BRIEFING_BACKFILL_DAYS; back += 1) {
        const day = addDays(latest, -back)
        if (!written.has(day)) due[back]?.push({ ...target, day })
      }
    }
    let count = 0
    for (const key of due.flat()) {
      if (count >= PASS_LIMIT || stopped) break
      await writeBriefing(deps.db, key)
      count += 1
    }
    return count
  }

  async function deliver(
    now: number,
    subscribed: Awaited<ReturnType<typeof subscriptions>>,
  ): Promise<number> {
    // Days delivered lately, read once: a subscriber already served today costs the pass nothing.
    const recent = await deps.db
      .select({ id: briefingDeliveries.subscriptionId, day: briefingDeliveries.day })
      .from(briefingDeliveries)
      .where(gte(briefingDeliveries.day, addDays(localDay(now, 'UTC'), -2)))
    const delivered = new Set(recent.map((row) => `${row.id}|${row.day}`))
    let count = 0
    for (const subscription of subscribed) {
      if (stopped || !briefingEdition(subscription.edition)) continue
      const day = latestBriefingDay(now, subscription.timezone)
      if (delivered.has(`${subscription.id}|${day}`)) continue
      const { edition, language, timezone } = subscription
      const briefing = await writeBriefing(deps.db, { edition, language, timezone, day })
      const [claimed] = await deps.db
        .insert(briefingDeliveries)
        .values({ subscriptionId: subscription.id, day, briefingId: briefing.id })
        .onConflictDoNothing()
        .returning({ day: briefingDeliveries.day })
      if (!claimed) continue
      count += 1
      const link = `${deps.linkBase()}/morning_briefings?edition=${subscription.edition}&briefing=${briefing.id}`
      await deps.mailer
        .send(briefingMail({ to: subscription.email, briefing: briefingOf(briefing), link }))
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, subscription: subscription.id }, 'briefing mail failed'),
        )
    }
    return count
  }

  async function pass() {
    const now = clock()
    const subscribed = await subscriptions()
    // Subscribers first: their morning's briefing is the one somebody waits for.
    const delivered = await deliver(now, subscribed)
    const written = await write(now, subscribed)
    return { written, delivered }
  }

  function runDue() {
    running ??= pass().finally(() => {
      running = null
    })
    return running
  }

  const tick = () => {
    runDue()
      .then((pass) => {
        // A first start's history: the next pass comes at once while passes fill up.
        if (pass.written >= PASS_LIMIT && !stopped) setTimeout(tick, 1_000).unref()
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'briefing pass failed'))
  }

  return {
    start(after = Promise.resolve()) {
      const tickMs = deps.tickMs ?? 60_000
      if (tickMs <= 0 || timer) return
      void after
        .catch(() => undefined)
        .then(() => {
          if (stopped) return
          tick()
          timer = setInterval(tick, tickMs)
          timer.unref()
        })
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      timer = null
      await running?.catch(() => undefined)
    },
    runDue,
  }
}
