import { describe, expect, it } from 'vitest'
import { isQuietSince, QUIET_AFTER_MS } from './quiet-title'

describe('isQuietSince', () => {
  const now = Date.UTC(2026, 10, 27, 9, 0)
  it('keeps a bucket of the last hour live', () => {
    expect(isQuietSince(now - 10 * 60_000, now)).toBe(false)
    expect(isQuietSince(now - QUIET_AFTER_MS, now)).toBe(false)
  })
  it('calls a title quiet when its latest bucket is older than an hour', () => {
    expect(isQuietSince(now - QUIET_AFTER_MS - 1, now)).toBe(true)
    expect(isQuietSince(now - 4 * 86_400_000, now)).toBe(true)
  })
})
