import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { postgresDatabase } from './postgres'

export type EngineName = 'pglite' | 'postgres'

/**
 * Runs `bench` on PGlite and on a fresh PostgreSQL database (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL), as BENCH_ENGINES selects; answers the results in that order.
 */
export async function onEachEngine<T>(
  label: string,
  bench: (engine: EngineName, databaseUrl: string, dataDir: string) => Promise<T>,
): Promise<T[]> {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',')
  const results: T[] = []
  const dataDir = await mkdtemp(join(tmpdir(), `murmur-bench-${label}-`))
  try {
    if (engines.includes('pglite')) results.push(await bench('pglite', '', dataDir))
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
    if (engines.includes('postgres') && adminUrl) {
      const database = await postgresDatabase(adminUrl)
      try {
        results.push(await bench('postgres', database.url, dataDir))
      } finally {
        await database.drop()
      }
    } else if (engines.includes('postgres')) {
      process.stdout.write('-- postgres skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL\n')
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
  return results
}
