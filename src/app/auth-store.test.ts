import { describe, expect, it, vi } from 'vitest'
import type { ApiError, ApiResult } from '../api'
import {
  AUTH_STORE_KEY,
  AUTH_STORE_VERSION,
  apiErrorBody,
  type BasicCredentials,
  TEXT,
  type UserData,
} from '../core'
import { userDataFixture } from '../core/wire/userdata.test-support'
import { loginFailureText } from '../features/login'
import {
  type AuthSnapshot,
  type AuthStore,
  createAuthStore,
  type GetUserData,
  isLoggedIn,
  type StorageChange,
  type StorageLike,
} from './auth-store'
import { md5Hex } from './md5'

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>()
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
}

/** A storage event bus standing in for the window's `storage` events between tabs. */
class StorageEvents {
  private readonly listeners = new Set<(change: StorageChange) => void>()
  readonly subscribe = (listener: (change: StorageChange) => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }
  emit(change: StorageChange): void {
    for (const listener of this.listeners) listener(change)
  }
}

const PASSWORD = 'murmur-demo'
const HASH = md5Hex(PASSWORD)

const user = userDataFixture

function record(
  state: { username: string; passwordHash: string; user: UserData | null },
  version = 1,
): string {
  return JSON.stringify({ version, state })
}

const ok = (value: UserData): ApiResult<UserData> => ({ ok: true, value, status: 200 })
const fail = (error: ApiError): ApiResult<UserData> => ({ ok: false, error })
const INVALID_CREDENTIALS: ApiError = {
  kind: 'http',
  status: 401,
  body: { code: 13, internalCode: 'INVALID_CREDENTIALS', en: 'The credentials do not match' },
}
const INACTIVE: ApiError = { kind: 'http', status: 403, body: apiErrorBody(16) }
const OFFLINE: ApiError = { kind: 'network', status: 0 }

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

function setup(getUserData: GetUserData, storage = new MemoryStorage(), events = new StorageEvents()) {
  const fetcher = vi.fn(getUserData)
  const store = createAuthStore({ storage, getUserData: fetcher, onStorageChange: events.subscribe })
  const seen: AuthSnapshot[] = []
  store.subscribe(() => seen.push(store.getSnapshot()))
  return { store, storage, events, fetcher, seen }
}

function stored(storage: MemoryStorage): unknown {
  const raw = storage.getItem(AUTH_STORE_KEY)
  return raw === null ? null : JSON.parse(raw)
}

function expectGuest(store: AuthStore): void {
  expect(store.getSnapshot()).toEqual({ status: 'guest' })
}

describe('auth store: restore', () => {
  it('starts as guest with nothing stored, without calling the server', async () => {
    const { store, fetcher } = setup(async () => ok(user()))
    await expect(store.restore()).resolves.toBe('skipped')
    expectGuest(store)
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('shows a valid stored user at once and confirms it in the background', async () => {
    const storage = new MemoryStorage()
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() }),
    )
    const answer = deferred<ApiResult<UserData>>()
    const { store, fetcher } = setup(() => answer.promise, storage)

    const done = store.restore()
    const shown = store.getSnapshot()
    expect(isLoggedIn(shown) && shown.user.first_name).toBe('Dana')
    expect(isLoggedIn(shown) && shown.verification).toBe('pending')
    expect(fetcher).toHaveBeenCalledWith({ username: 'demo@murmur.local', passwordHash: HASH })

    const fresher = user({ first_name: 'Danielle' })
    answer.resolve(ok(fresher))
    await expect(done).resolves.toBe('verified')
    const confirmed = store.getSnapshot()
    expect(isLoggedIn(confirmed) && confirmed.verification).toBe('verified')
    expect(isLoggedIn(confirmed) && confirmed.user.first_name).toBe('Danielle')
    // The fresher user data is persisted too.
    expect(stored(storage)).toEqual({
      version: 1,
      state: { username: 'demo@murmur.local', passwordHash: HASH, user: fresher },
    })
  })

  it('resets a record of another version', async () => {
    const storage = new MemoryStorage()
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() }, 2),
    )
    const { store, fetcher } = setup(async () => ok(user()), storage)
    await store.restore()
    expectGuest(store)
    expect(storage.getItem(AUTH_STORE_KEY)).toBeNull()
    expect(fetcher).not.toHaveBeenCalled()
  })

  it.each([
    ['not JSON', '{"version":1,'],
    ['no state', JSON.stringify({ version: 1 })],
    [
      'a user of the wrong shape',
      JSON.stringify({ version: 1, state: { username: 'a', passwordHash: HASH, user: {} } }),
    ],
    [
      'a password hash that is no MD5',
      record({ username: 'demo@murmur.local', passwordHash: 'secret', user: user() }),
    ],
    ['an empty username', record({ username: '', passwordHash: HASH, user: user() })],
    [
      'credentials without user data',
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: null }),
    ],
    ['a plain string', JSON.stringify('demo')],
  ])('resets a malformed record (%s)', async (_name, raw) => {
    const storage = new MemoryStorage()
    storage.setItem(AUTH_STORE_KEY, raw)
    const { store, fetcher } = setup(async () => ok(user()), storage)
    await store.restore()
    expectGuest(store)
    expect(storage.getItem(AUTH_STORE_KEY)).toBeNull()
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('keeps a stored guest record as guest', async () => {
    const storage = new MemoryStorage()
    const guest = record({ username: 'guest', passwordHash: '', user: null })
    storage.setItem(AUTH_STORE_KEY, guest)
    const { store } = setup(async () => ok(user()), storage)
    await store.restore()
    expectGuest(store)
    expect(storage.getItem(AUTH_STORE_KEY)).toBe(guest)
  })

  it.each([
    ['401 invalid credentials', INVALID_CREDENTIALS],
    ['403 inactive account', INACTIVE],
  ])('resets the stored state and logs out when re-verification fails (%s)', async (_name, error) => {
    const storage = new MemoryStorage()
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() }),
    )
    const { store, seen } = setup(async () => fail(error), storage)
    await expect(store.restore()).resolves.toBe('rejected')
    expectGuest(store)
    expect(storage.getItem(AUTH_STORE_KEY)).toBeNull()
    expect(seen.map((s) => s.status)).toEqual(['logged-in', 'guest'])
  })

  it('keeps the stored state, marked unverified, when the server cannot be reached (offline start)', async () => {
    const storage = new MemoryStorage()
    const raw = record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() })
    storage.setItem(AUTH_STORE_KEY, raw)
    const { store } = setup(async () => fail(OFFLINE), storage)
    await expect(store.restore()).resolves.toBe('unreachable')
    const snapshot = store.getSnapshot()
    expect(isLoggedIn(snapshot) && snapshot.verification).toBe('unverified')
    expect(isLoggedIn(snapshot) && snapshot.user.last_name).toBe('Demo')
    expect(storage.getItem(AUTH_STORE_KEY)).toBe(raw)
  })

  it.each([
    ['a server error', { kind: 'http', status: 503 } satisfies ApiError],
    ['an unreadable answer', { kind: 'parse', status: 200 } satisfies ApiError],
  ])('keeps the stored state on %s', async (_name, error) => {
    const storage = new MemoryStorage()
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() }),
    )
    const { store } = setup(async () => fail(error), storage)
    await expect(store.restore()).resolves.toBe('unreachable')
    expect(store.getSnapshot().status).toBe('logged-in')
    expect(storage.getItem(AUTH_STORE_KEY)).not.toBeNull()
  })

  it('does not ask the server without a network: unverified at once, confirmed once back online', async () => {
    const storage = new MemoryStorage()
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() }),
    )
    let online = false
    const fetcher = vi.fn(async () => ok(user()))
    const store = createAuthStore({ storage, getUserData: fetcher, isOnline: () => online })
    await expect(store.restore()).resolves.toBe('unreachable')
    const offline = store.getSnapshot()
    expect(isLoggedIn(offline) && offline.verification).toBe('unverified')
    expect(fetcher).not.toHaveBeenCalled()
    online = true
    await expect(store.verify()).resolves.toBe('verified')
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('verifies again later (back online) and then confirms', async () => {
    const storage = new MemoryStorage()
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() }),
    )
    const answers = [fail(OFFLINE), ok(user())]
    const { store } = setup(async () => answers.shift() ?? fail(OFFLINE), storage)
    await store.restore()
    await expect(store.verify()).resolves.toBe('verified')
    const snapshot = store.getSnapshot()
    expect(isLoggedIn(snapshot) && snapshot.verification).toBe('verified')
  })

  it('ignores a re-verification answer that arrives after logout', async () => {
    const storage = new MemoryStorage()
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() }),
    )
    const answer = deferred<ApiResult<UserData>>()
    const { store } = setup(() => answer.promise, storage)
    const done = store.restore()
    store.logout()
    answer.resolve(ok(user()))
    await expect(done).resolves.toBe('skipped')
    expectGuest(store)
    expect(storage.getItem(AUTH_STORE_KEY)).toBeNull()
  })
})

describe('auth store: login', () => {
  it('hashes the password with MD5, checks it with the server and persists version 1', async () => {
    const { store, storage, fetcher, seen } = setup(async () => ok(user()))
    await store.restore()
    const result = await store.login('  demo@murmur.local ', PASSWORD)
    expect(result).toEqual({ ok: true, user: user() })
    expect(HASH).toBe('7ae54d30afd6b4b0d0cccb558b9a6a23')
    expect(md5Hex('password')).toBe('5f4dcc3b5aa765d61d8327deb882cf99')
    expect(fetcher).toHaveBeenCalledWith({
      username: 'demo@murmur.local',
      passwordHash: HASH,
    } satisfies BasicCredentials)
    expect(stored(storage)).toEqual({
      version: AUTH_STORE_VERSION,
      state: { username: 'demo@murmur.local', passwordHash: HASH, user: user() },
    })
    expect(seen.at(-1)).toEqual({
      status: 'logged-in',
      username: 'demo@murmur.local',
      passwordHash: HASH,
      user: user(),
      verification: 'verified',
    })
    // The stored password is only ever the hash.
    expect(storage.getItem(AUTH_STORE_KEY)).not.toContain(PASSWORD)
  })

  it.each([
    ['invalid credentials', INVALID_CREDENTIALS],
    ['an inactive account', INACTIVE],
    ['a network failure', OFFLINE],
  ])('stays guest and returns the error on %s', async (_name, error) => {
    const { store, storage } = setup(async () => fail(error))
    await store.restore()
    const result = await store.login('demo@murmur.local', 'wrong')
    expect(result).toEqual({ ok: false, error })
    expectGuest(store)
    expect(storage.getItem(AUTH_STORE_KEY)).toBeNull()
  })

  it('gives the page what it needs for the spec texts of a failed login', async () => {
    const answers = [fail(INVALID_CREDENTIALS), fail(INACTIVE)]
    const { store } = setup(async () => answers.shift() ?? fail(OFFLINE))
    const invalid = await store.login('demo@murmur.local', 'wrong')
    const inactive = await store.login('demo@murmur.local', PASSWORD)
    expect(TEXT.loginFailed).toBe('Login failed')
    expect(!invalid.ok && loginFailureText(invalid.error)).toBe(
      'You have entered an invalid username or password',
    )
    expect(!inactive.ok && loginFailureText(inactive.error)).toBe('This account is inactive.')
  })

  it('hashes UTF-8 passwords', () => {
    // md5 of the UTF-8 bytes of 'passwört' (as node:crypto computes it)
    expect(md5Hex('passwört')).toBe('d0b4d889d99817fe4381ece909c25d68')
  })
})

describe('auth store: logout', () => {
  it('returns to guest and clears the storage', async () => {
    const { store, storage } = setup(async () => ok(user()))
    await store.login('demo@murmur.local', PASSWORD)
    expect(storage.getItem(AUTH_STORE_KEY)).not.toBeNull()
    store.logout()
    expectGuest(store)
    expect(storage.getItem(AUTH_STORE_KEY)).toBeNull()
  })
})

describe('auth store: other tabs', () => {
  it('logs out when another tab logs out', async () => {
    const storage = new MemoryStorage()
    const events = new StorageEvents()
    const { store } = setup(async () => ok(user()), storage, events)
    await store.login('demo@murmur.local', PASSWORD)
    // The other tab removes the shared record, and the browser tells this tab.
    storage.removeItem(AUTH_STORE_KEY)
    events.emit({ key: AUTH_STORE_KEY })
    expectGuest(store)
  })

  it('does not bring back a session another tab logged out while its check was on the way', async () => {
    const storage = new MemoryStorage()
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() }),
    )
    const answer = deferred<ApiResult<UserData>>()
    const { store } = setup(() => answer.promise, storage)
    const done = store.restore()
    // The other tab removed the record; its storage event has not reached this tab yet.
    storage.removeItem(AUTH_STORE_KEY)
    answer.resolve(ok(user()))
    await expect(done).resolves.toBe('skipped')
    expectGuest(store)
    expect(storage.getItem(AUTH_STORE_KEY)).toBeNull()
  })

  it('logs out when the whole storage is cleared', async () => {
    const storage = new MemoryStorage()
    const events = new StorageEvents()
    const { store } = setup(async () => ok(user()), storage, events)
    await store.login('demo@murmur.local', PASSWORD)
    storage.items.clear()
    events.emit({ key: null })
    expectGuest(store)
  })

  it('logs in when another tab logs in, without asking the server again', async () => {
    const storage = new MemoryStorage()
    const events = new StorageEvents()
    const { store, fetcher } = setup(async () => ok(user()), storage, events)
    await store.restore()
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user() }),
    )
    events.emit({ key: AUTH_STORE_KEY })
    expect(store.getSnapshot()).toEqual({
      status: 'logged-in',
      username: 'demo@murmur.local',
      passwordHash: HASH,
      user: user(),
      verification: 'verified',
    })
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('takes fresher user data of the same session and ignores other keys', async () => {
    const storage = new MemoryStorage()
    const events = new StorageEvents()
    const { store, seen } = setup(async () => ok(user()), storage, events)
    await store.login('demo@murmur.local', PASSWORD)
    const count = seen.length
    events.emit({ key: 'something.else' })
    expect(seen.length).toBe(count)
    storage.setItem(
      AUTH_STORE_KEY,
      record({ username: 'demo@murmur.local', passwordHash: HASH, user: user({ first_name: 'Dee' }) }),
    )
    events.emit({ key: AUTH_STORE_KEY })
    const snapshot = store.getSnapshot()
    expect(isLoggedIn(snapshot) && snapshot.user.first_name).toBe('Dee')
  })

  it('stops listening after dispose', async () => {
    const storage = new MemoryStorage()
    const events = new StorageEvents()
    const { store } = setup(async () => ok(user()), storage, events)
    await store.login('demo@murmur.local', PASSWORD)
    store.dispose()
    storage.removeItem(AUTH_STORE_KEY)
    events.emit({ key: AUTH_STORE_KEY })
    expect(store.getSnapshot().status).toBe('logged-in')
  })
})
