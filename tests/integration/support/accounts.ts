import { randomBytes } from 'node:crypto'
import { hashPassword, insertUser } from '../../../server/accounts'
import type { Database, NewUserRow, UserRow } from '../../../server/db'
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
  server: Pick<TestServer, 'database'>,
  overrides: Partial<Omit<NewUserRow, 'passwordHash'>> = {},
): Promise<TestUser> {
  return createTestUserIn(server.database.db, overrides)
}

/** createTestUser for suites that build the app without a whole server. */
export async function createTestUserIn(
  db: Database,
  overrides: Partial<Omit<NewUserRow, 'passwordHash'>> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.test`
  const password = `pw-${randomBytes(6).toString('hex')}`
  const row = await insertUser(db, {
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

/** A complete invoice address for invoice orders (application §3 "Purchase forms"). */
export const TEST_INVOICE_ADDRESS = {
  company_name: 'Example Capital GmbH',
  address_name: 'Accounts payable',
  address_line1: 'Example Capital GmbH',
  address_line2: '',
  street: 'Hauptstrasse',
  number: '12a',
  zip: '10115',
  city: 'Berlin',
  vat_number: 'DE123456789',
}
