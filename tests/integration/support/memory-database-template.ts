import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER } from '../../../server/db'

/**
 * Vitest global setup of the integration suites: one migrated in-memory database, dumped once, that
 * every memory:// server of the run starts from (MEMORY_DATABASE_TEMPLATE). An empty PGlite runs
 * initdb in WebAssembly (about 2 s); loading the dump takes a fifth of that. The servers still run
 * the migrations on top, which finds them applied.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'murmur-template-'))
  const file = join(dir, 'migrated.tar')
  const database = new PGlite()
  await migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS_FOLDER })
  await writeFile(file, Buffer.from(await (await database.dumpDataDir('none')).arrayBuffer()))
  await database.close()
  process.env.MEMORY_DATABASE_TEMPLATE = file
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
