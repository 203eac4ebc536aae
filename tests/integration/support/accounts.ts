import { randomBytes } from 'node:crypto'
import { hashPassword, insertUser } from '../../../server/accounts'
import type { NewUserRow, UserRow } from '../../../server/db'
import { md5Hex } from '../../../server/seed'
import { basicAuthorization } from '../../../src/core'
import type { TestServer } from './server'

const DAY_MS = 86_400_000

export interface TestUser {
  email: string
  password: string
  row: UserRow
}

/** Inserts a user the way accounts are stored: scrypt of the password's MD5 hex. */
export async function createTestUser(
  server: TestServer,
  overrides: Partial<Omit<NewUserRow, 'passwordHash'>> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.test`
  const password = `pw-${randomBytes(6).toString('hex')}`
  const row = await insertUser(server.database.db, {
    firstName: 'Test',
    lastName: 'User',
    subscriptionType: 'basic',
    validUntil: new Date(Date.now() + 30 * DAY_MS),
    ...overrides,
    email,
    passwordHash: await hashPassword(md5Hex(password)),
  })
  return { email, password, row }
}

/** The Authorization header the app sends: basic auth with the MD5 hex of the password. */
export function basicAuthHeader(username: string, password: string): string {
  return basicAuthorization({ username, passwordHash: md5Hex(password) })
}

export function demoAuthHeader(server: TestServer): string {
  return basicAuthHeader(server.config.demo.email, server.config.demo.password)
}
