import { describe, expect, it } from 'vitest'
import { topKeyEvents } from './key-event-map'

describe('key event map', () => {
  it('keeps the top 10 by messages with their share and label colour', () => {
    const events = Array.from({ length: 12 }, (_, i) => ({
      key_event_id: i + 1,
      name: `Event ${i + 1}`,
      total: i + 1,
      sentiment: i % 2 === 0 ? 0.9 : -0.2,
      last_time: 0,
    }))
    const tiles = topKeyEvents(events)
    expect(tiles).toHaveLength(10)
    expect(tiles.map((t) => t.total)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
    const sum = tiles.reduce((s, t) => s + t.total, 0)
    expect(tiles[0]?.share).toBeCloseTo(12 / sum)
    expect(tiles.find((t) => t.id === 12)?.whiteLabel).toBe(true)
    expect(tiles.find((t) => t.id === 11)?.whiteLabel).toBe(false)
  })

  it('labels unscored events white and drops empty ones', () => {
    const tiles = topKeyEvents([
      { key_event_id: 1, name: 'A', total: 3, sentiment: null, last_time: 0 },
      { key_event_id: 2, name: 'B', total: 0, sentiment: 0.5, last_time: 0 },
    ])
    expect(tiles).toEqual([
      { id: 1, name: 'A', total: 3, sentiment: null, share: 1, lastTime: 0, whiteLabel: true },
    ])
  })
})
