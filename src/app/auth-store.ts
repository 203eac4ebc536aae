import * as v from 'valibot'
import type { ApiError, ApiResult } from '../api'
import { isAuthRejection } from '../api'
import {
  AUTH_STORE_KEY,
  AUTH_STORE_VERSION,
  type BasicCredentials,
  MD5_HEX,
  type UserData,
  UserDataSchema,
} from '../core'

/**
 * The auth store (application §4 "Authentication", §9 "Auth store version 1"). Framework-free:
 * React reads it through useSyncExternalStore, the router through its context.
 *
 * - guest → logged in after a successful user data fetch with basic credentials (login);
 * - the credentials and the user are kept in storage as {version: 1, state: {...}};
 * - on start the stored user shows at once (quick start, also offline) and is re-verified in the
 *   background: a rejection (401/403) resets the stored state; a network failure keeps it
 *   (marked unverified) so the app starts offline;
 * - logout returns to guest and clears the storage;
 * - other tabs follow through the `storage` event (logging out in one tab logs out all).
 */

/** `Storage` (localStorage) or an in-memory stand-in. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** The part of a `StorageEvent` the store reads. A null key means the whole storage was cleared. */
export interface StorageChange {
  key: string | null
}

export type GetUserData = (credentials: BasicCredentials) => Promise<ApiResult<UserData>>

export interface AuthStoreOptions {
  storage: StorageLike
  getUserData: GetUserData
  /** Subscribes to changes of the storage made by other tabs; returns the unsubscribe function. */
  onStorageChange?: (listener: (change: StorageChange) => void) => () => void
  /** MD5 hex of the password (spark-md5, loaded with the first login, by default). */
  hashPassword?: (password: string) => string | Promise<string>
  /**
   * Whether the device has a network (always, by default). Without one the session check is not
   * sent: it could only fail after its retries, and the stored session shows as unverified at once.
   */
  isOnline?: () => boolean
}

/** How far the shown user is confirmed by the server in this session. */
export type Verification = 'pending' | 'verified' | 'unverified'

export type AuthSnapshot =
  | { status: 'guest' }
  | {
      status: 'logged-in'
      username: string
      passwordHash: string
      user: UserData
      /** pending: restored from storage, check running; unverified: the check could not reach the server. */
      verification: Verification
    }

export type LoggedIn = Extract<AuthSnapshot, { status: 'logged-in' }>

export type LoginResult = { ok: true; user: UserData } | { ok: false; error: ApiError }

export type VerifyOutcome = 'verified' | 'rejected' | 'unreachable' | 'skipped'

export interface AuthStore {
  getSnapshot(): AuthSnapshot
  subscribe(listener: () => void): () => void
  /** Reads the stored state (shown at once) and re-verifies it; resolves when the check is done. */
  restore(): Promise<VerifyOutcome>
  /** Re-checks the current credentials against the server (e.g. when the browser is back online). */
  verify(): Promise<VerifyOutcome>
  login(email: string, password: string): Promise<LoginResult>
  logout(): void
  dispose(): void
}

/** The persisted record, version 1. */
export const PersistedAuthSchema = v.object({
  version: v.literal(AUTH_STORE_VERSION),
  state: v.object({
    username: v.string(),
    passwordHash: v.string(),
    user: v.nullable(UserDataSchema),
  }),
})
export type PersistedAuth = v.InferOutput<typeof PersistedAuthSchema>

const CredentialsSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1)),
  passwordHash: v.pipe(v.string(), v.regex(MD5_HEX)),
})

export const GUEST: AuthSnapshot = Object.freeze({ status: 'guest' })

/** spark-md5 loads with the first login, not with every start. */
async function lazyMd5Hex(password: string): Promise<string> {
  return (await import('./md5')).md5Hex(password)
}

export function isLoggedIn(snapshot: AuthSnapshot): snapshot is LoggedIn {
  return snapshot.status === 'logged-in'
}

type ReadResult =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'guest' }
  | { kind: 'user'; username: string; passwordHash: string; user: UserData }

/** Reads and checks the stored record; anything but a well-formed version-1 record is invalid. */
export function readPersistedAuth(storage: StorageLike): ReadResult {
  let raw: string | null
  try {
    raw = storage.getItem(AUTH_STORE_KEY)
  } catch {
    return { kind: 'empty' }
  }
  if (raw === null) return { kind: 'empty' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { kind: 'invalid' }
  }
  const parsed = v.safeParse(PersistedAuthSchema, json)
  if (!parsed.success) return { kind: 'invalid' }
  const { username, passwordHash, user } = parsed.output.state
  // A record without user data is the guest state; credentials without user data were never verified.
  if (user === null) return username === '' || username === 'guest' ? { kind: 'guest' } : { kind: 'invalid' }
  if (!v.is(CredentialsSchema, { username, passwordHash })) return { kind: 'invalid' }
  return { kind: 'user', username, passwordHash, user }
}

function sameCredentials(a: AuthSnapshot, b: { username: string; passwordHash: string }): boolean {
  return isLoggedIn(a) && a.username === b.username && a.passwordHash === b.passwordHash
}

export function createAuthStore(options: AuthStoreOptions): AuthStore {
  const { storage, getUserData } = options
  const hashPassword = options.hashPassword ?? lazyMd5Hex
  const listeners = new Set<() => void>()
  let snapshot: AuthSnapshot = GUEST
  /** Bumped whenever the credentials change: answers to older requests are then ignored. */
  let epoch = 0

  function set(next: AuthSnapshot): void {
    if (next === snapshot) return
    snapshot = next
    for (const listener of [...listeners]) listener()
  }

  function persist(state: LoggedIn): void {
    const record: PersistedAuth = {
      version: AUTH_STORE_VERSION,
      state: { username: state.username, passwordHash: state.passwordHash, user: state.user },
    }
    try {
      storage.setItem(AUTH_STORE_KEY, JSON.stringify(record))
    } catch (error) {
      // Storage full or blocked: the session still works in this tab.
      console.warn('[murmur] could not persist the auth state', error)
    }
  }

  function clear(): void {
    try {
      storage.removeItem(AUTH_STORE_KEY)
    } catch {
      // Nothing stored that could be removed.
    }
  }

  function resetToGuest(): void {
    epoch += 1
    clear()
    set(GUEST)
  }

  async function verify(): Promise<VerifyOutcome> {
    const current = snapshot
    if (!isLoggedIn(current)) return 'skipped'
    const started = epoch
    const credentials = { username: current.username, passwordHash: current.passwordHash }
    if (options.isOnline?.() === false) {
      if (current.verification !== 'unverified') set({ ...current, verification: 'unverified' })
      return 'unreachable'
    }
    if (current.verification !== 'pending') set({ ...current, verification: 'pending' })
    const result = await getUserData(credentials)
    // A login, logout or another tab changed the credentials meanwhile: this answer is stale.
    if (started !== epoch || !sameCredentials(snapshot, credentials)) return 'skipped'
    // Another tab may have logged out (or in as someone else) while the answer was on its way, and
    // its storage event may still be queued. Storage is the shared truth: never write back a
    // session it no longer holds, follow it instead.
    const stored = readPersistedAuth(storage)
    const storedHolds =
      stored.kind === 'user' &&
      stored.username === credentials.username &&
      stored.passwordHash === credentials.passwordHash
    if (!storedHolds) {
      onStorageChange({ key: AUTH_STORE_KEY })
      return 'skipped'
    }
    if (result.ok) {
      acceptVerified(credentials, result.value)
      return 'verified'
    }
    if (isAuthRejection(result.error)) {
      resetToGuest()
      return 'rejected'
    }
    // Offline, a server failure or an answer we cannot read: keep the stored state for an offline start.
    const latest = snapshot
    if (isLoggedIn(latest)) set({ ...latest, verification: 'unverified' })
    return 'unreachable'
  }

  /** The server confirmed these credentials: keep them with the fresh user data. */
  function acceptVerified(credentials: BasicCredentials, user: UserData): void {
    const next: LoggedIn = { status: 'logged-in', ...credentials, user, verification: 'verified' }
    persist(next)
    set(next)
  }

  function restore(): Promise<VerifyOutcome> {
    const stored = readPersistedAuth(storage)
    epoch += 1
    switch (stored.kind) {
      case 'user':
        set({
          status: 'logged-in',
          username: stored.username,
          passwordHash: stored.passwordHash,
          user: stored.user,
          verification: 'pending',
        })
        return verify()
      case 'invalid':
        // Wrong version or malformed: reset.
        clear()
        set(GUEST)
        return Promise.resolve('skipped')
      default:
        set(GUEST)
        return Promise.resolve('skipped')
    }
  }

  async function login(email: string, password: string): Promise<LoginResult> {
    epoch += 1
    const started = epoch
    const credentials = { username: email.trim(), passwordHash: await hashPassword(password) }
    const result = await getUserData(credentials)
    if (!result.ok) return { ok: false, error: result.error }
    if (started === epoch) acceptVerified(credentials, result.value)
    return { ok: true, user: result.value }
  }

  function logout(): void {
    resetToGuest()
  }

  /** Another tab logged in, refreshed the user, logged out or reset the record. */
  function onStorageChange(change: StorageChange): void {
    if (change.key !== null && change.key !== AUTH_STORE_KEY) return
    const stored = readPersistedAuth(storage)
    if (stored.kind !== 'user') {
      if (isLoggedIn(snapshot)) {
        epoch += 1
        set(GUEST)
      }
      return
    }
    if (sameCredentials(snapshot, stored)) {
      // Same session, fresher user data (the other tab verified it).
      const current = snapshot
      if (isLoggedIn(current) && JSON.stringify(current.user) !== JSON.stringify(stored.user)) {
        set({ ...current, user: stored.user })
      }
      return
    }
    epoch += 1
    // Only a successful user data fetch writes a user record, so it was verified by the other tab.
    set({
      status: 'logged-in',
      username: stored.username,
      passwordHash: stored.passwordHash,
      user: stored.user,
      verification: 'verified',
    })
  }

  const unsubscribeStorage = options.onStorageChange?.(onStorageChange)

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    restore,
    verify,
    login,
    logout,
    dispose() {
      unsubscribeStorage?.()
      listeners.clear()
    },
  }
}

/** The browser's wiring: localStorage, and the `storage` events other tabs cause on it. */
export function browserStorageChanges(
  storage: Storage,
): (listener: (change: StorageChange) => void) => () => void {
  return (listener) => {
    const handler = (event: StorageEvent) => {
      if (event.storageArea === storage) listener({ key: event.key })
    }
    window.addEventListener('storage', handler)
    return () => window.removeEventListener('storage', handler)
  }
}
