import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase, runMigrations } from '../db'
import { md5Hex } from '../seed'
import { createCredentialVerifier } from './credentials'
import { hashPassword } from './passwords'
import { insertUser, updateUser } from './users'

describe('createCredentialVerifier', () => {
  let handle: DatabaseHandle
  let userId: number
  const md5 = md5Hex('password-1')

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null })
    await runMigrations(handle)
    const row = await insertUser(handle.db, {
      email: 'ada@example.test',
      validUntil: new Date(Date.now() + 86_400_000),
      passwordHash: await hashPassword(md5),
    })
    userId = row.id
    // Migrations of every area on a cold PGlite can take longer than the default 10 s on a busy machine.
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  it('answers the user, 13 for wrong or unknown credentials, 16 for inactive', async () => {
    const verifier = createCredentialVerifier(handle.db)
    const ok = await verifier.verifyCredentials('ADA@example.test', md5.toUpperCase())
    expect(ok.ok && ok.user.id).toBe(userId)
    expect(await verifier.verifyCredentials('ada@example.test', md5Hex('nope'))).toEqual({
      ok: false,
      code: 13,
    })
    expect(await verifier.verifyCredentials('bob@example.test', md5)).toEqual({ ok: false, code: 13 })
    expect(await verifier.verifyCredentials('ada@example.test', 'password-1')).toEqual({
      ok: false,
      code: 13,
    })
    await updateUser(handle.db, userId, { active: false })
    expect(await verifier.verifyCredentials('ada@example.test', md5)).toEqual({ ok: false, code: 16 })
    await updateUser(handle.db, userId, { active: true })
  })

  it('remembers successes only, for the TTL, and forgets a user on demand', async () => {
    let now = 1_000_000
    const verifier = createCredentialVerifier(handle.db, { ttlMs: 60_000, now: () => now })
    await verifier.verifyCredentials('ada@example.test', md5Hex('nope'))
    expect(verifier.cacheSize).toBe(0)
    await verifier.verifyCredentials('ada@example.test', md5)
    expect(verifier.cacheSize).toBe(1)
    verifier.invalidateUser(userId)
    expect(verifier.cacheSize).toBe(0)

    await verifier.verifyCredentials('ada@example.test', md5)
    now += 60_001
    const started = performance.now()
    const again = await verifier.verifyCredentials('ada@example.test', md5)
    expect(again.ok).toBe(true)
    // An expired entry costs a fresh scrypt (tens of milliseconds), not a cache hit.
    expect(performance.now() - started).toBeGreaterThan(5)
    expect(verifier.cacheSize).toBe(1)
  })

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const other = await insertUser(handle.db, {
      email: 'grace@example.test',
      validUntil: new Date(Date.now() + 86_400_000),
      passwordHash: await hashPassword(md5),
    })
    const verifier = createCredentialVerifier(handle.db, { maxEntries: 1 })
    await verifier.verifyCredentials('ada@example.test', md5)
    await verifier.verifyCredentials('grace@example.test', md5)
    expect(verifier.cacheSize).toBe(1)
    verifier.invalidateUser(userId)
    expect(verifier.cacheSize).toBe(1)
    verifier.invalidateUser(other.id)
    expect(verifier.cacheSize).toBe(0)
  })
})
