import { describe, expect, it } from 'vitest'
import { userDataFixture } from '../core/wire/userdata.test-support'
import { guardStateKey } from './guard-refresh'

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
