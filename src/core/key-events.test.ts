import { describe, expect, it } from 'vitest'
import { keyEventCatalogue, keyEventIcon } from './key-event-icons'
import { KEY_EVENT_GROUPS, KEY_EVENT_TYPES, keyEventById, keyEventsShownOnMessage } from './key-events'

describe('key-event catalogue', () => {
  it('has at least 30 event types with unique ids, names and existing groups', () => {
    expect(KEY_EVENT_TYPES.length).toBeGreaterThanOrEqual(30)
    const ids = new Set(KEY_EVENT_TYPES.map((e) => e.key_event_id))
    expect(ids.size).toBe(KEY_EVENT_TYPES.length)
    expect(new Set(KEY_EVENT_TYPES.map((e) => e.name)).size).toBe(KEY_EVENT_TYPES.length)
    const groups = new Set(KEY_EVENT_GROUPS.map((g) => g.id))
    for (const event of KEY_EVENT_TYPES) {
      expect(groups.has(event.group_id)).toBe(true)
      expect(keyEventIcon(event.key_event_id)).not.toBe('')
    }
  })

  it('covers the event kinds the spec names', () => {
    const names = KEY_EVENT_TYPES.map((e) => e.name.toLowerCase()).join('|')
    for (const word of [
      'merger',
      'ceo',
      'drug approval',
      'earnings',
      'dividend',
      'accident',
      'credit rating',
      'ipo',
      'lawsuit',
      'environment',
      'politics',
      'artificial intelligence',
    ]) {
      expect(names).toContain(word)
    }
  })

  it('groups events, with icons only when asked', () => {
    const withIcons = keyEventCatalogue(true)
    expect(withIcons).toHaveLength(KEY_EVENT_GROUPS.length)
    expect(withIcons.flatMap((g) => g.key_events)).toHaveLength(KEY_EVENT_TYPES.length)
    expect(withIcons[0]?.key_events[0]).toEqual({
      key_event_id: 1,
      name: 'Earnings release',
      icon: 'file-invoice-dollar',
    })
    expect(keyEventCatalogue(false)[0]?.key_events[0]).toEqual({ key_event_id: 1, name: 'Earnings release' })
    expect(keyEventById(13)?.name).toBe('Merger and acquisition')
  })
})

describe('shown key events (score 4 or above, max 5)', () => {
  it('drops scores below 4', () => {
    expect(keyEventsShownOnMessage({ '1': 3.9, '2': 4, '3': 0 })).toEqual([{ key_event_id: 2, score: 4 }])
  })

  it('keeps the first 5 by descending score, ties by id', () => {
    const shown = keyEventsShownOnMessage({ '1': 5, '2': 9, '3': 4, '4': 7, '5': 5, '6': 10, '7': 6 })
    expect(shown.map((e) => e.key_event_id)).toEqual([6, 2, 4, 7, 1])
  })
})
