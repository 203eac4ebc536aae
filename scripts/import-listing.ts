import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { loadConfig } from '../server/config'
import { openDatabase, runMigrations } from '../server/db'
import { importListings, parseListingFile } from '../server/market/reference/import-listings'
import { seedReferenceData } from '../server/seed/reference'

/**
 * npm run import:listing -- <file.csv | file.jsonl>
 *
 * Loads a listing file into the database the server uses (same env: DATABASE_URL, DATA_DIR).
 * Each line is checked on its own: good lines are stored, bad lines are printed as
 * "<file>:<line>: <field>: <problem>". Exit code 0 when every line was good, 2 when some
 * were rejected, 1 when the file could not be read. Running servers pick the change up at
 * their next /v6/inventory request (the inventory version is bumped).
 */
async function main(): Promise<number> {
  const file = process.argv[2]
  if (!file) {
    console.error('usage: npm run import:listing -- <file.csv | file.jsonl>')
    return 1
  }
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
  const parsed = parseListingFile(basename(file), text)
  const config = loadConfig(process.env)
  const database = await openDatabase(config.database)
  try {
    await runMigrations(database)
    await seedReferenceData(database.db)
    const result = await importListings(database.db, parsed)
    for (const error of result.errors) console.error(`${file}:${error.line}: ${error.message}`)
    console.log(
      `${file}: ${result.inserted} inserted, ${result.updated} updated, ${result.errors.length} rejected`,
    )
    return result.errors.length > 0 ? 2 : 0
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
