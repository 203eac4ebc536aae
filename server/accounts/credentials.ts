import { createHmac, randomBytes } from 'node:crypto'
import { MD5_HEX } from '../../src/core'
import type { Database, UserRow } from '../db'
import { burnVerification, verifyPassword } from './passwords'
import { findUserByEmail, normalizeEmail } from './users'

export type CredentialCheck = { ok: true; user: UserRow } | { ok: false; code: 13 | 16 }

export interface CredentialVerifierOptions {
  /** How long a successful verification is remembered (default 60 s). */
  ttlMs?: number
  /** Upper bound of remembered verifications; the oldest is dropped first. */
  maxEntries?: number
  now?: () => number
}

interface CachedVerification {
  userId: number
  /** The stored hash that was verified: a changed password misses the cache, on every node. */
  storedHash: string
  expiresAt: number
}

export interface CredentialVerifier {
  /** Username + MD5 hex → the user, or 13 (wrong or unknown) / 16 (inactive, only with the right password). */
  verifyCredentials(username: string, passwordHash: string): Promise<CredentialCheck>
  invalidateUser(userId: number): void
  readonly cacheSize: number
}

const MAX_USERNAME_LENGTH = 320

/**
 * Basic auth arrives with every request; a scrypt per request would make the server
 * slow and easy to exhaust. Successful verifications are remembered briefly, keyed by an
 * HMAC with a per-process random key so the cache never holds the credentials themselves.
 */
export function createCredentialVerifier(
  db: Database,
  { ttlMs = 60_000, maxEntries = 10_000, now = Date.now }: CredentialVerifierOptions = {},
): CredentialVerifier {
  const hmacKey = randomBytes(32)
  const cache = new Map<string, CachedVerification>()
  const keysByUser = new Map<number, Set<string>>()
  const inFlight = new Map<string, Promise<boolean>>()

  const cacheKey = (username: string, passwordHash: string) =>
    createHmac('sha256', hmacKey).update(username).update('\n').update(passwordHash).digest('base64')

  function forget(key: string): void {
    const entry = cache.get(key)
    if (!entry) return
    cache.delete(key)
    const keys = keysByUser.get(entry.userId)
    keys?.delete(key)
    if (keys?.size === 0) keysByUser.delete(entry.userId)
  }

  function remember(key: string, user: UserRow): void {
    forget(key)
    while (cache.size >= maxEntries) {
      const oldest = cache.keys().next()
      if (oldest.done) break
      forget(oldest.value)
    }
    cache.set(key, { userId: user.id, storedHash: user.passwordHash, expiresAt: now() + ttlMs })
    const keys = keysByUser.get(user.id) ?? new Set<string>()
    keys.add(key)
    keysByUser.set(user.id, keys)
  }

  function isRemembered(key: string, user: UserRow): boolean {
    const entry = cache.get(key)
    if (!entry) return false
    if (entry.expiresAt <= now() || entry.userId !== user.id || entry.storedHash !== user.passwordHash) {
      forget(key)
      return false
    }
    return true
  }

  /** Concurrent first requests with the same credentials share one scrypt. */
  function verifyOnce(key: string, passwordHash: string, storedHash: string): Promise<boolean> {
    const flightKey = `${key}\n${storedHash}`
    const running = inFlight.get(flightKey)
    if (running) return running
    const started = verifyPassword(passwordHash, storedHash).finally(() => inFlight.delete(flightKey))
    inFlight.set(flightKey, started)
    return started
  }

  return {
    async verifyCredentials(rawUsername, rawPasswordHash) {
      const username = normalizeEmail(rawUsername)
      const passwordHash = rawPasswordHash.toLowerCase()
      // The shape of the input says nothing about accounts, so rejecting it early leaks nothing.
      if (!MD5_HEX.test(passwordHash) || username === '' || username.length > MAX_USERNAME_LENGTH) {
        return { ok: false, code: 13 }
      }
      const key = cacheKey(username, passwordHash)
      const user = await findUserByEmail(db, username)
      if (!user) {
        await burnVerification(passwordHash)
        return { ok: false, code: 13 }
      }
      if (!isRemembered(key, user)) {
        if (!(await verifyOnce(key, passwordHash, user.passwordHash))) return { ok: false, code: 13 }
        remember(key, user)
      }
      if (!user.active) return { ok: false, code: 16 }
      return { ok: true, user }
    },
    invalidateUser(userId) {
      for (const key of [...(keysByUser.get(userId) ?? [])]) forget(key)
    },
    get cacheSize() {
      return cache.size
    },
  }
}
