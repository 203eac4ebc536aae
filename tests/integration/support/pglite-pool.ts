import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { DatabaseConfig } from '../../../server/config'
import { type Database, type DatabaseHandle, type DatabaseListeners, openDatabase } from '../../../server/db'
import { selectRows } from '../../../server/pipeline/store/rows'
import { withTimeout } from '../../../server/with-timeout'

/**
 * In-memory databases this test process has opened from the migrated template, reset and kept
 * for the next server. Opening one starts PostgreSQL in WebAssembly in a new thread and loads the
 * 43 MB template (about 2 s on 2 cores, once per suite and engine); emptying every table of a
 * used one takes a tenth of that. A server started on a reset database sees what a fresh one
 * holds: the migrated schema and no rows, with every sequence at its start. A database whose
 * schema a test changed (a table of its own, say) is closed instead of kept.
 */
const idle: Pooled[] = []
const MAX_IDLE = 2
/** A database that cannot be emptied in this time (a transaction left open) is closed instead. */
const RESET_TIMEOUT_MS = 10_000

interface Pooled {
  handle: DatabaseHandle
  /** Its schema as the template made it (schemaOf). */
  schema: string
}

/** Schemas of the template that are not the application's data (drizzle keeps its journal). */
const KEPT_SCHEMAS = ['pg_catalog', 'information_schema', 'drizzle', 'pg_toast']
const NOT_KEPT = `not in ('${KEPT_SCHEMAS.join("', '")}')`

/** Every relation, function and type outside the system schemas, with its kind: one text. */
async function schemaOf(handle: DatabaseHandle): Promise<string> {
  const rows = await selectRows(
    handle.db,
    sql.raw(`select string_agg(name, ',' order by name) as schema from (
      select format('%s.%s:%s', n.nspname, c.relname, c.relkind) as name from pg_class c
        join pg_namespace n on n.oid = c.relnamespace where n.nspname ${NOT_KEPT}
      union all select format('%s.%s:f', n.nspname, p.proname) from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace where n.nspname ${NOT_KEPT}
      union all select format('%s.%s:t', n.nspname, t.typname) from pg_type t
        join pg_namespace n on n.oid = t.typnamespace where n.nspname ${NOT_KEPT}) objects`),
    v.object({ schema: v.nullable(v.string()) }),
  )
  return rows[0]?.schema ?? ''
}

async function resetToTemplate({ handle, schema }: Pooled): Promise<void> {
  if ((await schemaOf(handle)) !== schema) throw new Error('the schema was changed: not reused')
  // One statement: the truncation and the sequence resets commit together or not at all.
  await handle.db.execute(
    sql.raw(`do $$
    declare tables text;
    declare seq record;
    begin
      select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
        from pg_tables where schemaname ${NOT_KEPT};
      if tables is not null then execute 'truncate ' || tables || ' cascade'; end if;
      for seq in select format('%I.%I', schemaname, sequencename) as name, start_value from pg_sequences
          where schemaname ${NOT_KEPT} loop
        perform setval(seq.name, seq.start_value, false);
      end loop;
    end $$`),
  )
}

async function openFromTemplate(config: DatabaseConfig, listeners?: DatabaseListeners): Promise<Pooled> {
  const handle = await openDatabase(config, listeners)
  try {
    return { handle, schema: await schemaOf(handle) }
  } catch (error) {
    await handle.close()
    throw error
  }
}

/**
 * The server's database opener for the integration suites: an in-memory database from the
 * template comes from the pool, and its close() empties it and gives it back. Any other database
 * (PostgreSQL, PGlite on disk) opens and closes as in production.
 */
export async function openPooledDatabase(
  config: DatabaseConfig,
  listeners?: DatabaseListeners,
): Promise<DatabaseHandle> {
  if (config.kind !== 'pglite' || config.dataDir !== null || !config.template)
    return openDatabase(config, listeners)
  const pooled = idle.pop() ?? (await openFromTemplate(config, listeners))
  const { handle } = pooled
  let closing: Promise<void> | null = null
  // A database object of its own for each server, over the same connection: what the server keeps
  // per database object (market/query-cache.ts) starts empty, as on a fresh database.
  const db: Database = Object.create(handle.db)
  return {
    ...handle,
    db,
    close() {
      closing ??= withTimeout(resetToTemplate(pooled), RESET_TIMEOUT_MS, 'the reset').then(
        () => (idle.length < MAX_IDLE ? void idle.push(pooled) : handle.close()),
        () => handle.close(),
      )
      return closing
    },
  }
}

/** How many reset databases wait for the next server (the pool's own test reads it). */
export const idleDatabases = (): number => idle.length
