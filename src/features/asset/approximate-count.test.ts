import { describe, expect, it } from 'vitest'
import { approximateMessageCount } from './approximate-count'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 4, 20, 12)

describe('approximate message count of a long range', () => {
  it('scales the rate of the longest loaded range to the span asked for', () => {
    const count = approximateMessageCount(
      { start: NOW - 90 * DAY, end: NOW },
      [
        { selection: { kind: 'relative', name: 'last_24_hours' }, messages: 50 },
        { selection: { kind: 'relative', name: 'last_3_days' }, messages: 120 },
      ],
      NOW,
    )
    expect(count).toBe(3600)
  })

  it('reads absolute samples by their dates', () => {
    const count = approximateMessageCount(
      { start: NOW - 40 * DAY, end: NOW },
      [{ selection: { kind: 'absolute', start: NOW - 10 * DAY, end: NOW }, messages: 25 }],
      NOW,
    )
    expect(count).toBe(100)
  })

  it('knows nothing without samples', () => {
    expect(approximateMessageCount({ start: NOW - 40 * DAY, end: NOW }, [], NOW)).toBeNull()
  })
})
