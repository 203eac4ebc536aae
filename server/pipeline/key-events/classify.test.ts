import { describe, expect, it } from 'vitest'
import { KEY_EVENT_TYPES, keyEventsShownOnMessage } from '../../../src/core'
import { classifyKeyEvents } from './classify'
import { KEY_EVENT_EVIDENCE } from './patterns'

const shownIds = (type: string, sub: string, body = '') =>
  keyEventsShownOnMessage(classifyKeyEvents(type, sub, body)).map((e) => e.key_event_id)

describe('key-event classifier', () => {
  it('has evidence for every event of the catalogue', () => {
    for (const event of KEY_EVENT_TYPES)
      expect(KEY_EVENT_EVIDENCE[event.key_event_id], event.name).toBeDefined()
  })

  it.each([
    ['Apple Q3 results beat analyst estimates, revenue up 8%', [2]],
    ['Siemens cuts full-year guidance on weaker demand', [5]],
    ['Microsoft agrees to acquire Activision for $69 billion in cash', [13]],
    ['Tesla names new CEO, effective next month', [18]],
    ['FDA approves drug from Pfizer, shares jump', [33]],
    ["Moody's downgrades Boeing credit rating, outlook negative", [25]],
    ['Class action filed on behalf of investors who purchased XYZ shares', [29]],
    ['Meta to cut 1,200 jobs in restructuring', [40]],
    ['Short-seller report targets Adani, shares slide', [26]],
    ['Analyst upgrades Nvidia to buy, raises price target to 150', [21, 23]],
    ['Intel hit by cyber attack, some systems offline', [38]],
    ['New tariffs weigh on BMW exports', [48]],
  ])('%s', (text, expected) => {
    const shown = shownIds('news', text)
    for (const id of expected) expect(shown).toContain(id)
  })

  it('scores 0–10 and keeps nothing for plain chatter', () => {
    expect(classifyKeyEvents('tweets', 'Anyone watching $AAPL today?', '')).toEqual({})
    const scores = classifyKeyEvents(
      'earnings',
      'Apple Q3 results beat estimates',
      'quarterly results, EPS and revenue',
    )
    for (const score of Object.values(scores)) {
      expect(score).toBeGreaterThanOrEqual(0)
      expect(score).toBeLessThanOrEqual(10)
    }
    expect(scores['1']).toBeGreaterThanOrEqual(4)
  })

  it('counts a telling message type as evidence', () => {
    expect(shownIds('dir_dealings', 'Directors dealings: XYZ director buys 12,000 shares')).toContain(20)
    expect(shownIds('class_action', 'Investors may join lawsuit')).toContain(29)
  })
})
