import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { MIGRATIONS_FOLDER } from './migrate'

/**
 * A migrated, empty embedded database as a data-directory dump, made once per PGlite version and
 * set of migrations and kept in node_modules/.cache. A new data directory starts from it instead
 * of running initdb and every migration in WebAssembly: about 6–7 s of a first start on 2 cores,
 * against about 1 s to load the dump. The build makes it (npm start builds first); without it a
 * database is created the slow way, with the same result. The migrations still run at every start
 * and find themselves applied.
 */

const TEMPLATE_PREFIX = 'pglite-migrated-'

/**
 * Of the PGlite package's version and what the migrator reads (the SQL files and the journal; not
 * drizzle-kit's 2 MB of schema snapshots, which every open of a data directory would hash).
 */
async function templateKey(pgliteFolder: string): Promise<string> {
  const hash = createHash('sha256')
  const { version } = JSON.parse(await readFile(join(pgliteFolder, 'package.json'), 'utf8')) as {
    version?: unknown
  }
  hash.update(`pglite ${String(version)}\n`)
  const files = (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith('.sql')).sort()
  for (const file of [...files, join('meta', '_journal.json')]) {
    hash.update(`${file}\n`)
    hash.update(await readFile(join(MIGRATIONS_FOLDER, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/** Where the template of this PGlite version and these migrations is (whether or not it exists yet). */
export async function pgliteTemplatePath(): Promise<string> {
  // node_modules/@electric-sql/pglite/dist/index.cjs: the package two folders up, node_modules two more.
  const pgliteFolder = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')))
  const key = await templateKey(pgliteFolder)
  return join(dirname(dirname(pgliteFolder)), '.cache', 'murmur', `${TEMPLATE_PREFIX}${key}.tar`)
}

/** The template's path when it has been made, else null. */
export async function existingPgliteTemplate(): Promise<string | null> {
  const path = await pgliteTemplatePath()
  return existsSync(path) ? path : null
}

/**
 * Makes the template unless it exists (made: whether this call made it) and removes the templates
 * of other versions and migrations. Safe to run in several processes at once.
 */
export async function ensurePgliteTemplate(): Promise<{ path: string; made: boolean }> {
  const path = await pgliteTemplatePath()
  if (existsSync(path)) return { path, made: false }
  const folder = dirname(path)
  await mkdir(folder, { recursive: true })
  for (const stale of await readdir(folder))
    if (stale.startsWith(TEMPLATE_PREFIX)) await rm(join(folder, stale), { force: true })
  const database = new PGlite()
  try {
    await migrate(drizzle({ client: database }), { migrationsFolder: MIGRATIONS_FOLDER })
    const dump = Buffer.from(await (await database.dumpDataDir('none')).arrayBuffer())
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${path}.${process.pid}.partial`
    await writeFile(partial, dump)
    await rename(partial, path).catch(async (error: unknown) => {
      await rm(partial, { force: true })
      throw error
    })
  } finally {
    await database.close()
  }
  return { path, made: true }
}
