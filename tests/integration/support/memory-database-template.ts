import { ensurePgliteTemplate } from '../../../server/db/pglite-template'

/**
 * Vitest global setup of the integration suites: the migrated database dump (the one a new data
 * directory starts from, kept in node_modules/.cache) that every memory:// server of the run
 * starts from (MEMORY_DATABASE_TEMPLATE). An empty PGlite runs initdb in WebAssembly (about 2 s);
 * loading the dump takes a fifth of that. The servers still run the migrations on top, which
 * finds them applied.
 */
export default async function setup(): Promise<void> {
  process.env.MEMORY_DATABASE_TEMPLATE = (await ensurePgliteTemplate()).path
}
