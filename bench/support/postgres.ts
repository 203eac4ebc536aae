import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A fresh PostgreSQL database next to `adminUrl`, dropped by `drop()`. */
export async function postgresDatabase(adminUrl: string) {
  const name = `murmur_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      // BENCH_KEEP_DATABASE=1 leaves the database for looking at query plans afterwards.
      if (process.env.BENCH_KEEP_DATABASE === '1') {
        process.stdout.write(`-- kept ${url.toString()}\n`)
        return
      }
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
