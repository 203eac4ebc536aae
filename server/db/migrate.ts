import { fileURLToPath } from 'node:url'
import type { DatabaseHandle } from './engine'

/**
 * From source this file sits next to `migrations/`; in the bundle (dist/server/main.js)
 * the build copies them to dist/server/migrations, so the same relative URL holds.
 * Keep this computation in a module directly inside server/db.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url))

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.migrate(MIGRATIONS_FOLDER)
}
