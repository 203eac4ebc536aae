import * as v from 'valibot'

/**
 * PGlite runs one backend and no autovacuum launcher: left alone, its tables are never analyzed
 * (the planner guesses from page counts: after a backfill it walked a (partition, start) index
 * and filtered 130 rows per bucket instead of taking the primary key) and never vacuumed (dead
 * row versions of the per-batch bucket upserts pile up; the visibility map that index-only scans
 * need is never set). This does what autovacuum's default thresholds do, from the same counters.
 */

/** PostgreSQL's defaults: autovacuum_{analyze,vacuum,vacuum_insert}_{threshold,scale_factor}. */
export const AUTOVACUUM_DEFAULTS = {
  analyzeThreshold: 50,
  analyzeScale: 0.1,
  vacuumThreshold: 50,
  vacuumScale: 0.2,
  insertThreshold: 1000,
  insertScale: 0.2,
} as const

export interface TableActivity {
  table: string
  liveRows: number
  deadRows: number
  modifiedSinceAnalyze: number
  insertedSinceVacuum: number
}

export interface MaintenanceWork {
  /** Tables to vacuum (with analyze when they are due for both). */
  vacuum: { table: string; analyze: boolean }[]
  analyze: string[]
}

/** Which tables autovacuum would process now. */
export function maintenanceDue(
  tables: readonly TableActivity[],
  limits = AUTOVACUUM_DEFAULTS,
): MaintenanceWork {
  const work: MaintenanceWork = { vacuum: [], analyze: [] }
  for (const t of tables) {
    const live = Math.max(0, t.liveRows)
    const analyze = t.modifiedSinceAnalyze > limits.analyzeThreshold + limits.analyzeScale * live
    const vacuum =
      t.deadRows > limits.vacuumThreshold + limits.vacuumScale * live ||
      t.insertedSinceVacuum > limits.insertThreshold + limits.insertScale * live
    if (vacuum) work.vacuum.push({ table: t.table, analyze })
    else if (analyze) work.analyze.push(t.table)
  }
  return work
}

/** The one call maintenance makes: a statement outside any transaction (VACUUM cannot run in one). */
export interface MaintenanceClient {
  query(sql: string): Promise<{ rows: unknown[] }>
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

const count = v.pipe(v.union([v.number(), v.string()]), v.transform(Number))
const ActivityRowSchema = v.object({
  relname: v.string(),
  n_live_tup: count,
  n_dead_tup: count,
  n_mod_since_analyze: count,
  n_ins_since_vacuum: count,
})

async function tableActivity(client: MaintenanceClient): Promise<TableActivity[]> {
  // The backend reports its counters at the end of a transaction only when forced to here.
  await client.query('select pg_stat_force_next_flush()')
  const result = await client.query(
    `select relname, n_live_tup, n_dead_tup, n_mod_since_analyze, n_ins_since_vacuum
     from pg_stat_user_tables where schemaname = 'public'`,
  )
  return v.parse(v.array(ActivityRowSchema), result.rows).map((row) => ({
    table: row.relname,
    liveRows: row.n_live_tup,
    deadRows: row.n_dead_tup,
    modifiedSinceAnalyze: row.n_mod_since_analyze,
    insertedSinceVacuum: row.n_ins_since_vacuum,
  }))
}

/** One pass: reads the counters and vacuums or analyzes the tables that are due. Returns what it did. */
export async function runMaintenance(client: MaintenanceClient): Promise<MaintenanceWork> {
  const work = maintenanceDue(await tableActivity(client))
  for (const { table, analyze } of work.vacuum)
    await client.query(`vacuum${analyze ? ' (analyze)' : ''} ${quoteIdentifier(table)}`)
  for (const table of work.analyze) await client.query(`analyze ${quoteIdentifier(table)}`)
  return work
}

/** How often the embedded engine checks its tables (autovacuum_naptime is 60 s; a backfill fills tables faster). */
export const EMBEDDED_AUTOVACUUM_INTERVAL_MS = 5_000

/**
 * The engine's share of time maintenance may take: after a pass of d ms, the next waits at least
 * d × (1 / share − 1). The one backend runs maintenance between the other statements, and while a
 * backfill grows the tables every few seconds each pass re-analyzes them: on a slow 2-core machine
 * 20 s of a 115 s backfill went to analyze and vacuum.
 */
export const MAINTENANCE_SHARE = 0.1

/** When the next pass may start, after a pass that ran from `startedAt` to `endedAt`. */
export function nextPassAt(startedAt: number, endedAt: number, share = MAINTENANCE_SHARE): number {
  return endedAt + (endedAt - startedAt) * (1 / share - 1)
}

/**
 * Runs a maintenance pass every `intervalMs` (never two at once, and within MAINTENANCE_SHARE of
 * the time; the timer does not keep the process alive). Statements queue behind the running
 * transaction like any other. A failed pass is reported and the next one tries again. Returns a
 * stop function that waits for a running pass.
 */
export function startEmbeddedAutovacuum(
  client: MaintenanceClient,
  onError: (error: unknown) => void,
  intervalMs = EMBEDDED_AUTOVACUUM_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null
  let notBefore = 0
  const timer = setInterval(() => {
    if (running || performance.now() < notBefore) return
    const startedAt = performance.now()
    running = runMaintenance(client)
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        notBefore = nextPassAt(startedAt, performance.now())
        running = null
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
