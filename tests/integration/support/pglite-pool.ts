import { sql } from 'drizzle-orm'
import type { DatabaseConfig } from '../../../server/config'
import { type DatabaseHandle, type DatabaseListeners, openDatabase } from '../../../server/db'

/**
 * In-memory databases this test process has opened from the migrated template, reset and kept
 * for the next server. Opening one starts PostgreSQL in WebAssembly in a new thread and loads the
 * 43 MB template (about 2 s on 2 cores, once per suite and engine); emptying every table of a
 * used one takes a tenth of that. A server started on a reset database sees what a fresh one
 * holds: the migrated schema and no rows, with every sequence at its start.
 */
const idle: DatabaseHandle[] = []
const MAX_IDLE = 2
/** A database that cannot be emptied in this time (a transaction left open) is closed instead. */
const RESET_TIMEOUT_MS = 10_000

/** Schemas of the template that are not the application's data (drizzle keeps its journal). */
const KEPT_SCHEMAS = ['pg_catalog', 'information_schema', 'drizzle', 'pg_toast']

async function resetToTemplate(handle: DatabaseHandle): Promise<void> {
  // One statement: the truncation and the sequence resets commit together or not at all.
  await handle.db.execute(
    sql.raw(`do $$
    declare tables text;
    declare seq record;
    begin
      select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
        from pg_tables where schemaname <> all (array['${KEPT_SCHEMAS.join("','")}']);
      if tables is not null then execute 'truncate ' || tables || ' cascade'; end if;
      for seq in select format('%I.%I', schemaname, sequencename) as name, start_value from pg_sequences
          where schemaname <> all (array['${KEPT_SCHEMAS.join("','")}']) loop
        perform setval(seq.name, seq.start_value, false);
      end loop;
    end $$`),
  )
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not reset within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
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
  const handle = idle.pop() ?? (await openDatabase(config, listeners))
  let closing: Promise<void> | null = null
  return {
    ...handle,
    close() {
      closing ??= withTimeout(resetToTemplate(handle), RESET_TIMEOUT_MS).then(
        () => (idle.length < MAX_IDLE ? void idle.push(handle) : handle.close()),
        () => handle.close(),
      )
      return closing
    },
  }
}

/** How many reset databases wait for the next server (the pool's own test reads it). */
export const idleDatabases = (): number => idle.length
