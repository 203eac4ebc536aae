import { describe, expect, it } from 'vitest'
import { DEFAULT_RUNTIME_CONFIG, type UserData } from '../core'
import type { AuthSnapshot } from './auth-store'
import { liveSessionFor, msUntilSubscriptionEnds, sameSession } from './live-session'

const NOW = Date.UTC(2025, 0, 1)

function loggedIn(validUntilSeconds: number): AuthSnapshot {
  return {
    status: 'logged-in',
    username: 'demo@murmur.local',
    passwordHash: '7ae54d30afd6b4b0d0cccb558b9a6a23',
    verification: 'verified',
    user: { valid_until: validUntilSeconds } as UserData,
  }
}

describe('live session', () => {
  it('is null for guests', () => {
    expect(liveSessionFor({ status: 'guest' }, DEFAULT_RUNTIME_CONFIG, 'fp', NOW)).toBeNull()
  })

  it('carries the credentials, fingerprint, socket URL and subscription validity', () => {
    const session = liveSessionFor(
      loggedIn(NOW / 1000 + 3600),
      { websocketUrl: 'wss://live.example' },
      'fp',
      NOW,
    )
    expect(session).toEqual({
      username: 'demo@murmur.local',
      passwordHash: '7ae54d30afd6b4b0d0cccb558b9a6a23',
      fingerprint: 'fp',
      subscriptionValid: true,
      socketUrl: 'wss://live.example',
    })
    expect(
      liveSessionFor(loggedIn(NOW / 1000 - 1), DEFAULT_RUNTIME_CONFIG, 'fp', NOW)?.subscriptionValid,
    ).toBe(false)
  })

  it('knows when to re-send the session because the subscription ends', () => {
    expect(msUntilSubscriptionEnds(loggedIn(NOW / 1000 + 60), NOW)).toBe(61_000)
    expect(msUntilSubscriptionEnds(loggedIn(NOW / 1000 - 60), NOW)).toBeNull()
    expect(msUntilSubscriptionEnds(loggedIn(NOW / 1000 + 365 * 86400), NOW)).toBe(2 ** 31 - 1)
    expect(msUntilSubscriptionEnds({ status: 'guest' }, NOW)).toBeNull()
  })

  it('compares sessions by value', () => {
    const a = liveSessionFor(loggedIn(NOW / 1000 + 60), DEFAULT_RUNTIME_CONFIG, 'fp', NOW)
    const b = liveSessionFor(loggedIn(NOW / 1000 + 60), DEFAULT_RUNTIME_CONFIG, 'fp', NOW)
    expect(sameSession(a, b)).toBe(true)
    expect(sameSession(a, null)).toBe(false)
    expect(sameSession(null, null)).toBe(true)
    expect(sameSession(a, b && { ...b, fingerprint: 'other' })).toBe(false)
  })
})
