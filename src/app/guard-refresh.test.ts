import { describe, expect, it, vi } from 'vitest'
import { AUTH_STORE_KEY, AUTH_STORE_VERSION } from '../core'
import { userDataFixture } from '../core/wire/userdata.test-support'
import { createAuthStore, type StorageLike } from './auth-store'
import { guardStateKey, watchAuthForGuards } from './guard-refresh'
import { md5Hex } from './md5'

const HASH = md5Hex('murmur-demo')

const NOW = Date.UTC(2026, 5, 1)
const session = (overrides: Parameters<typeof userDataFixture>[0] = {}) =>
  ({
    status: 'logged-in',
    username: 'demo@murmur.local',
    passwordHash: 'e10adc3949ba59abbe56e057f20f883e',
    user: userDataFixture({ valid_until: NOW / 1000 + 86_400, ...overrides }),
    verification: 'verified',
  }) as const

describe('guard state', () => {
  it('changes when what the guards read changes', () => {
    const base = guardStateKey(session(), NOW)
    expect(guardStateKey({ status: 'guest' }, NOW)).toBe('guest')
    expect(guardStateKey(session({ valid_until: NOW / 1000 - 1 }), NOW)).not.toBe(base)
    expect(guardStateKey(session({ subscription_type: 'basic' }), NOW)).not.toBe(base)
    expect(guardStateKey(session({ available_tags: [{ name: 'trendradar' }] }), NOW)).not.toBe(base)
    expect(guardStateKey(session({ ai_chat: 1 }), NOW)).not.toBe(base)
  })

  it('stays the same for changes the guards do not read', () => {
    expect(guardStateKey(session({ first_name: 'Other' }), NOW)).toBe(guardStateKey(session(), NOW))
  })
})

describe('watching the auth store for the guards', () => {
  const stored = (valid_until: number) =>
    JSON.stringify({
      version: AUTH_STORE_VERSION,
      state: { username: 'demo@murmur.local', passwordHash: HASH, user: userDataFixture({ valid_until }) },
    })
  const memory = (initial: string): StorageLike => {
    const items = new Map([[AUTH_STORE_KEY, initial]])
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }
  }

  it('re-runs the guards when the background check of a restored session finds it expired', async () => {
    const inAWeek = Date.now() / 1000 + 7 * 86_400
    const expired = Date.now() / 1000 - 2 * 86_400
    const store = createAuthStore({
      storage: memory(stored(inAWeek)),
      getUserData: async () => ({ ok: true, status: 200, value: userDataFixture({ valid_until: expired }) }),
    })
    const check = store.restore()
    const onChange = vi.fn()
    watchAuthForGuards(store, onChange)
    await check
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('does not re-run them for a check that changes nothing the guards read', async () => {
    const inAWeek = Math.floor(Date.now() / 1000) + 7 * 86_400
    const store = createAuthStore({
      storage: memory(stored(inAWeek)),
      getUserData: async () => ({
        ok: true,
        status: 200,
        value: userDataFixture({ valid_until: inAWeek, first_name: 'Other' }),
      }),
    })
    const check = store.restore()
    const onChange = vi.fn()
    watchAuthForGuards(store, onChange)
    await check
    expect(onChange).not.toHaveBeenCalled()
  })
})
