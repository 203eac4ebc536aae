import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * Which databases the integration suites run on: always PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set. In CI both PostgreSQL and Redis are required: a missing
 * variable fails the run instead of silently testing less.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || null

if (process.env.CI === 'true') {
  const missing = [
    TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL',
    TEST_REDIS_URL ? null : 'TEST_REDIS_URL',
  ].filter((name) => name !== null)
  if (missing.length > 0) {
    throw new Error(
      `CI=true but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: the integration suites must run on PostgreSQL and Redis in CI.`,
    )
  }
}

export interface TestDatabase {
  /** DATABASE_URL for the server under test. */
  url: string
  drop(): Promise<void>
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres'
  /** A fresh, empty database. */
  create(): Promise<TestDatabase>
}

/** CREATE DATABASE murmur_test_<random> next to TEST_DATABASE_URL's database. */
export async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `murmur_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  async create() {
    return { url: 'memory://', drop: async () => undefined }
  },
}

export const DATABASE_TARGETS: readonly DatabaseTarget[] = TEST_DATABASE_URL
  ? [
      pglite,
      {
        name: 'postgres',
        create: () => createPostgresDatabase(TEST_DATABASE_URL),
      },
    ]
  : [pglite]
