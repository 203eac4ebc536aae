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

  it.each([
    ['Boeing plane crash: regulators ground the fleet', 42],
    ['Explosion at BASF plant in Ludwigshafen', 42],
    ['Apple enfrenta una demanda colectiva por sus baterías', 28],
    ['Tesla sued by former employees over safety', 28],
    ['Apple launches new product line for enterprise customers', 36],
    ['Government shutdown looms as Congress misses deadline', 47],
  ])('%s: event %i', (text, id) => {
    expect(shownIds('news', text)).toContain(id)
  })

  it.each([
    ['Apple stock crash explained', 42],
    ['BTC crash explained', 42],
    ['Shares collapse after the profit warning', 42],
    ['Apple se dispara en bolsa por la demanda', 28],
    ['Las acciones de Apple caen un 7.1 % por la debilidad de la demanda', 28],
    ['The new product cycle at Apple is underestimated. Margins should improve next year', 36],
    ['Puma wins 120 million contract from a government agency', 47],
  ])('%s: not event %i', (text, id) => {
    expect(shownIds('news', text)).not.toContain(id)
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
