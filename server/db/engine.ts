import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type DatabaseConfig, DEFAULT_DATABASE_POOL_SIZE } from '../config'
import { withTimeout } from '../with-timeout'
import { startEmbeddedAutovacuum } from './embedded-autovacuum'
import { existingPgliteTemplate } from './pglite-template'
import { PgliteThread } from './pglite-thread'
import * as schema from './schema'

/** One Drizzle type for both engines: code above this folder never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** The handle a `db.transaction` callback gets. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface DatabaseHandle {
  db: Database
  kind: DatabaseConfig['kind']
  /** Applies the committed migrations with the engine's own migrator. */
  migrate(migrationsFolder: string): Promise<void>
  close(): Promise<void>
  /** One round trip to the database (readiness); rejects when it does not answer in time. */
  ping(timeoutMs: number): Promise<void>
}

async function openPglite(
  dataDir: string | null,
  template: string | null,
  onMaintenanceError: MaintenanceErrorListener,
): Promise<DatabaseHandle> {
  // In its own thread: a slow statement must not stall the server's event loop (pglite-thread.ts).
  // A new data directory starts from the migrated template when the build made one.
  const client = await PgliteThread.open(
    dataDir,
    template ?? (dataDir === null ? null : await existingPgliteTemplate()),
  )
  const stopAutovacuum = startEmbeddedAutovacuum(client, onMaintenanceError)
  // drizzle's PGlite driver calls only query() and transaction(), which the thread implements.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema })
  return {
    db,
    kind: 'pglite',
    async migrate(migrationsFolder) {
      await migratePglite(db, { migrationsFolder })
    },
    async close() {
      await stopAutovacuum()
      await client.close()
    },
    async ping(timeoutMs) {
      await withTimeout(client.query('select 1'), timeoutMs, 'PGlite')
    },
  }
}

/** Arbitrary constant identifying Murmur's migration lock among advisory locks. */
const MIGRATION_LOCK_KEY = 7_340_211

/** Told when the server drops an idle pooled connection (restart, failover, terminated backend). */
export type PoolErrorListener = (error: Error) => void
/** Told when the embedded engine's table maintenance (embedded-autovacuum.ts) fails; the next pass retries. */
export type MaintenanceErrorListener = (error: unknown) => void

function openPostgres(url: string, poolSize: number, onPoolError: PoolErrorListener): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // Without a listener node-postgres rethrows an idle client's error and the process dies; the
  // pool has already discarded that client and the next query opens a fresh connection.
  pool.on('error', onPoolError)
  // A client checked out of the pool (a transaction between two statements, the migration lock)
  // has no pool listener: without its own, a terminated backend kills the process. The failed
  // statement rejects where it was awaited; the broken client is discarded on release.
  pool.on('connect', (client) => client.on('error', onPoolError))
  const db = drizzlePostgres({ client: pool, schema })
  return {
    db,
    kind: 'postgres',
    async migrate(migrationsFolder) {
      // Several nodes may start at once against one database: migrate one at a time.
      const lock = await pool.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migratePostgres(db, { migrationsFolder })
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
        lock.release()
      }
    },
    async close() {
      await pool.end()
    },
    async ping(timeoutMs) {
      await withTimeout(pool.query('select 1'), timeoutMs, 'PostgreSQL')
    },
  }
}

export interface DatabaseListeners {
  onPoolError?: PoolErrorListener
  onMaintenanceError?: MaintenanceErrorListener
}

export async function openDatabase(
  config: DatabaseConfig,
  { onPoolError = () => undefined, onMaintenanceError = () => undefined }: DatabaseListeners = {},
): Promise<DatabaseHandle> {
  return config.kind === 'pglite'
    ? openPglite(config.dataDir, config.template ?? null, onMaintenanceError)
    : openPostgres(config.url, config.poolSize ?? DEFAULT_DATABASE_POOL_SIZE, onPoolError)
}
