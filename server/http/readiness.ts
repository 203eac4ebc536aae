import { sql } from 'drizzle-orm'
import type { Database } from '../db'
import type { RedisHealth } from '../redis'

/** One dependency's state: `ok` false makes the node not ready. */
export interface CheckResult {
  ok: boolean
  detail: string
}

export type ReadinessCheck = () => Promise<CheckResult>

export interface ReadinessReport {
  ready: boolean
  checks: Record<string, CheckResult>
}

/** Time one check may take before it counts as failed: /readyz must answer fast either way. */
export const READINESS_TIMEOUT_MS = 2000

async function bounded(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, detail: `no answer within ${READINESS_TIMEOUT_MS} ms` }),
      READINESS_TIMEOUT_MS,
    )
  })
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({
        ok: false,
        detail: error instanceof Error ? error.message : String(error),
      })),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The dependencies /readyz reports: the database always, Redis when configured (added by the
 * parts that use it once they exist). Liveness (/healthz) never looks at them.
 */
export class Readiness {
  private readonly checks = new Map<string, ReadinessCheck>()

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check)
  }

  async report(): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => [name, await bounded(check)] as const),
    )
    return { ready: entries.every(([, result]) => result.ok), checks: Object.fromEntries(entries) }
  }
}

export function databaseCheck(db: Database): ReadinessCheck {
  return async () => {
    await db.execute(sql`select 1`)
    return { ok: true, detail: 'answers' }
  }
}

/** Every Redis client of this node connected; while one is not, the node serves degraded (this node only). */
export function redisCheck(health: RedisHealth): ReadinessCheck {
  return async () => {
    const down = [...health.states()].filter(([, ready]) => !ready).map(([name]) => name)
    return down.length === 0
      ? { ok: true, detail: 'connected' }
      : {
          ok: false,
          detail: `unreachable (${down.join(', ')}): rate limits and live fan-out work on this node only`,
        }
  }
}
