import { describe, expect, it } from 'vitest'
import { isQuietSince, quietSince } from './quiet-title'

const HOUR = 3_600_000

describe('a quiet title', () => {
  const hour = Date.UTC(2026, 10, 27, 9)

  it('is live while its latest hour is the hour in progress or the one before', () => {
    expect(isQuietSince(hour, hour + 10 * 60_000)).toBe(false)
    expect(isQuietSince(hour, hour + 2 * HOUR - 1)).toBe(false)
  })

  it('is quiet once a whole hour passed without messages after its latest hour', () => {
    expect(isQuietSince(hour, hour + 2 * HOUR)).toBe(true)
    expect(isQuietSince(hour, hour + 4 * 24 * HOUR)).toBe(true)
  })

  it('has been quiet since its latest hour with messages ended', () => {
    expect(quietSince(hour)).toBe(Date.UTC(2026, 10, 27, 10))
  })
})
