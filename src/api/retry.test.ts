import { describe, expect, it } from 'vitest'
import { isRetriable, NO_RETRY_STATUSES, RETRY_POLICY, retryDelay } from './retry'

describe('retry rule', () => {
  it('retries HTTP failures other than 400, 401, 403, 404, and network failures', () => {
    expect([...NO_RETRY_STATUSES]).toEqual([400, 401, 403, 404])
    for (const status of [400, 401, 403, 404]) expect(isRetriable({ kind: 'http', status })).toBe(false)
    for (const status of [408, 409, 429, 500, 502, 503, 504])
      expect(isRetriable({ kind: 'http', status })).toBe(true)
    expect(isRetriable({ kind: 'network', status: 0 })).toBe(true)
    expect(isRetriable({ kind: 'parse', status: 200 })).toBe(false)
    expect(isRetriable({ kind: 'cancelled', status: 0 })).toBe(false)
  })

  it('allows 4 attempts, no timeout-based rule', () => {
    expect(RETRY_POLICY.maxAttempts).toBe(4)
  })

  it('doubles the 1000 ms base per attempt with 1 % jitter at the low end', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelay(attempt, () => 0))).toEqual([
      1010, 2020, 4040, 8080, 16160,
    ])
  })

  it('caps the delay at 30000 ms before adding the jitter', () => {
    expect(retryDelay(6, () => 0)).toBe(30_300)
    expect(retryDelay(20, () => 0)).toBe(30_300)
    expect(retryDelay(20, () => 0.999_999)).toBe(33_000)
  })

  it('keeps the jitter between 1 and 10 percent', () => {
    for (let i = 0; i < 200; i += 1) {
      const random = Math.random()
      const delay = retryDelay(2, () => random)
      expect(delay).toBeGreaterThanOrEqual(2020)
      expect(delay).toBeLessThanOrEqual(2200)
    }
    expect(retryDelay(1, () => 0.5)).toBe(1055)
  })
})
