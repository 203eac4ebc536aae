import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUserByEmail } from '../../server/accounts'
import { MIGRATIONS_FOLDER } from '../../server/db/migrate'
import { md5Hex } from '../../server/seed'
import { basicAuthHeader, createTestUser } from './support/accounts'
import { createPostgresDatabase, TEST_DATABASE_URL, type TestDatabase } from './support/environment'
import { makeTempDir, startTestServer, type TestServer } from './support/server'

interface Store {
  name: string
  /** Env that points two consecutive servers at the same stored database. */
  env: Record<string, string>
  cleanup(): Promise<void>
}

async function pgliteDirectory(): Promise<Store> {
  const dir = await makeTempDir('murmur-data-')
  return { name: 'pglite', env: { DATABASE_URL: '', DATA_DIR: dir.path }, cleanup: dir.remove }
}

async function postgresDatabase(adminUrl: string): Promise<Store> {
  const database: TestDatabase = await createPostgresDatabase(adminUrl)
  return { name: 'postgres', env: { DATABASE_URL: database.url }, cleanup: database.drop }
}

const adminUrl = TEST_DATABASE_URL

const STORES: readonly { name: string; open(): Promise<Store> }[] = [
  { name: 'pglite in DATA_DIR', open: pgliteDirectory },
  ...(adminUrl === null ? [] : [{ name: 'postgres', open: () => postgresDatabase(adminUrl) }]),
]

async function status(server: TestServer, email: string, password: string): Promise<number> {
  const response = await fetch(`${server.base}/v6/userdata`, {
    headers: { authorization: basicAuthHeader(email, password) },
  })
  return response.status
}

const CountResultSchema = v.object({ rows: v.tuple([v.object({ n: v.number() })]) })

const JournalSchema = v.object({ entries: v.array(v.object({ tag: v.string() })) })

/** Every committed migration, from drizzle-kit's journal. */
async function committedMigrations(): Promise<number> {
  const journal = await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')
  return v.parse(JournalSchema, JSON.parse(journal)).entries.length
}

async function appliedMigrations(server: TestServer): Promise<number> {
  const result: unknown = await server.database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )
  return v.parse(CountResultSchema, result).rows[0].n
}

describe.each(STORES)('restart on $name', ({ open }) => {
  let store: Store
  let server: TestServer | null = null

  beforeAll(async () => {
    store = await open()
  })
  afterAll(async () => {
    await server?.close()
    await store?.cleanup()
  })

  async function restart(env: Record<string, string>): Promise<TestServer> {
    await server?.close()
    server = await startTestServer('', { ...store.env, ...env })
    return server
  }

  it('creates and migrates the database, keeps data across restarts and migrates only once', async () => {
    const first = await restart({ DEMO_PASSWORD: 'first-password' })
    expect(first.demoUser.created).toBe(true)
    if (store.name === 'pglite') expect(first.databaseDescription).toMatch(/^PGlite at .*pglite$/)
    else expect(first.databaseDescription).toMatch(/^PostgreSQL at 127\.0\.0\.1/)
    const extra = await createTestUser(first)
    const demoId = first.demoUser.user.id
    const validUntil = first.demoUser.user.validUntil.getTime()
    const committed = await committedMigrations()
    expect(committed).toBeGreaterThan(0)
    expect(await appliedMigrations(first)).toBe(committed)

    const second = await restart({ DEMO_PASSWORD: 'first-password' })
    expect(second.demoUser).toMatchObject({ created: false, passwordUpdated: false })
    expect(second.demoUser.user.id).toBe(demoId)
    expect(second.demoUser.user.validUntil.getTime()).toBe(validUntil)
    expect(await appliedMigrations(second)).toBe(committed)
    expect(await status(second, extra.email, extra.password)).toBe(200)
    expect(await status(second, second.config.demo.email, 'first-password')).toBe(200)
  })

  it('re-hashes the demo password when DEMO_PASSWORD changed', async () => {
    const changed = await restart({ DEMO_PASSWORD: 'second-password' })
    expect(changed.demoUser).toMatchObject({ created: false, passwordUpdated: true })
    expect(await status(changed, changed.config.demo.email, 'second-password')).toBe(200)
    expect(await status(changed, changed.config.demo.email, 'first-password')).toBe(401)

    const row = await findUserByEmail(changed.database.db, changed.config.demo.email)
    expect(row?.passwordHash).toMatch(/^scrypt\$/)
    expect(row?.passwordHash).not.toContain(md5Hex('second-password'))
  })
})
