import { describe, expect, it } from 'vitest'
import { isLiveReady, reconnectDelayMs, SOCKET_CLIENT_DEFAULTS } from './live'
import { hasValidSubscription } from './subscription'

describe('live connection rules', () => {
  it('is ready only when OPEN and AUTHENTICATED', () => {
    expect(isLiveReady('OPEN', 'AUTHENTICATED')).toBe(true)
    expect(isLiveReady('OPEN', 'UNAUTHENTICATED')).toBe(false)
    expect(isLiveReady('CLOSED', 'AUTHENTICATED')).toBe(false)
    expect(isLiveReady('CLOSED', 'UNAUTHENTICATED')).toBe(false)
  })

  it('uses the client defaults of data-interface §9', () => {
    expect(SOCKET_CLIENT_DEFAULTS).toMatchObject({
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      timeout: 20_000,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      autoConnect: false,
      transports: ['websocket'],
    })
  })

  it('waits between 0.5 and 5 s before a manual reconnect, growing with attempts', () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      for (const random of [0, 0.05, 0.15, 0.5, 0.99]) {
        const delay = reconnectDelayMs(attempt, random)
        expect(delay).toBeGreaterThanOrEqual(500)
        expect(delay).toBeLessThanOrEqual(5000)
      }
    }
    expect(reconnectDelayMs(0, 0)).toBe(1000)
    expect(reconnectDelayMs(5, 0)).toBe(5000)
  })
})

describe('subscription validity', () => {
  it('needs a user whose valid_until (seconds) lies in the future', () => {
    const now = Date.UTC(2026, 10, 21)
    expect(hasValidSubscription(null, now)).toBe(false)
    expect(hasValidSubscription({ valid_until: now / 1000 + 1 }, now)).toBe(true)
    expect(hasValidSubscription({ valid_until: now / 1000 }, now)).toBe(false)
  })
})
