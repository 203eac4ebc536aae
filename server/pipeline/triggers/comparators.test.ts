import { describe, expect, it } from 'vitest'
import {
  compare,
  decidedEarly,
  messageRuleMatches,
  metricsOf,
  ruleSetCrossed,
  ruleSetHolds,
} from './comparators'

describe('rule comparators (data-interface §3: gt, lt, eq, f, r)', () => {
  it.each([
    ['gt', 250, 200, null, true],
    ['gt', 200, 200, null, false],
    ['lt', 80, 100, null, true],
    ['lt', 100, 100, null, false],
    ['eq', 150, 150, null, true],
    ['eq', 151, 150, null, false],
    ['r', 300, 100, 180, true],
    ['r', 250, 100, 180, false],
    ['r', 300, 100, null, false],
    ['f', -20, 30, 15, true],
    ['f', 0, 30, 15, false],
  ] as const)('%s: %s against %s (previous %s) → %s', (comparator, current, value, previous, expected) => {
    expect(compare(comparator, current, value, previous)).toBe(expected)
  })

  it('never holds on a missing value', () => {
    expect(compare('lt', null, 0, null)).toBe(false)
  })

  it('compares shown values: buzz in whole percent, the one-decimal sentiment score', () => {
    expect(metricsOf(1.504, 0.5)).toEqual({ b: 150, s: 33.3 })
    expect(metricsOf(2, null)).toEqual({ b: 200, s: null })
  })

  it('holds a rule set when every item holds', () => {
    const current = { b: 320, s: 40 }
    const previous = { b: 120, s: 45 }
    expect(
      ruleSetHolds(
        [
          { metric: 'b', comparator: 'gt', value: 300 },
          { metric: 'b', comparator: 'r', value: 200 },
          { metric: 's', comparator: 'f', value: 5 },
        ],
        current,
        previous,
      ),
    ).toBe(true)
    expect(
      ruleSetHolds(
        [
          { metric: 'b', comparator: 'gt', value: 300 },
          { metric: 's', comparator: 'gt', value: 50 },
        ],
        current,
        previous,
      ),
    ).toBe(false)
    expect(ruleSetHolds([], current, previous)).toBe(false)
  })
})

describe('early decisions', () => {
  it('only buzz above and buzz rose by can be decided before the bucket closes', () => {
    expect(decidedEarly([{ metric: 'b', comparator: 'gt', value: 200 }])).toBe(true)
    expect(decidedEarly([{ metric: 'b', comparator: 'r', value: 50 }])).toBe(true)
    expect(decidedEarly([{ metric: 'b', comparator: 'lt', value: 50 }])).toBe(false)
    expect(decidedEarly([{ metric: 's', comparator: 'gt', value: 10 }])).toBe(false)
    expect(
      decidedEarly([
        { metric: 'b', comparator: 'gt', value: 200 },
        { metric: 'b', comparator: 'f', value: 10 },
      ]),
    ).toBe(false)
  })
})

describe('crossings', () => {
  const over = [{ metric: 'b', comparator: 'gt', value: 200 }] as const
  it('fires a level when it is first reached', () => {
    expect(ruleSetCrossed(over, { b: 250, s: null }, { b: 150, s: null })).toBe(true)
    expect(ruleSetCrossed(over, { b: 250, s: null }, { b: 210, s: null })).toBe(false)
    expect(ruleSetCrossed(over, { b: 250, s: null }, null)).toBe(true)
    expect(ruleSetCrossed(over, { b: 150, s: null }, null)).toBe(false)
  })
})

describe('message rules', () => {
  const message = {
    source: 'reddit.com',
    author: 'alice',
    text: 'ACME beats Earnings estimates',
    titleIds: [7],
    keyEventIds: [4],
  }

  it('matches key event rules by any of their key events', () => {
    const base = { rule_type: 'user_messages', name: 'k' } as const
    expect(messageRuleMatches({ ...base, key_events: [5, 4] }, message, new Set([7]))).toBe(true)
    expect(messageRuleMatches({ ...base, key_events: [5] }, message, null)).toBe(false)
    expect(messageRuleMatches({ ...base, key_events: [4] }, message, new Set([8]))).toBe(false)
  })

  it('matches user_messages by author and every query word, within its titles', () => {
    const base = { rule_type: 'user_messages', name: 'r' } as const
    expect(
      messageRuleMatches({ ...base, authors: [{ source: 'Reddit.com', author: 'alice' }] }, message, null),
    ).toBe(true)
    expect(
      messageRuleMatches({ ...base, authors: [{ source: 'reddit.com', author: 'bob' }] }, message, null),
    ).toBe(false)
    expect(messageRuleMatches({ ...base, query: 'earnings acme' }, message, null)).toBe(true)
    expect(messageRuleMatches({ ...base, query: 'earnings loss' }, message, null)).toBe(false)
    expect(messageRuleMatches({ ...base, query: 'acme' }, message, new Set([8]))).toBe(false)
    expect(messageRuleMatches(base, message, null)).toBe(false)
  })

  it('matches unlisted_filter only on messages about no listed title', () => {
    const rule = { rule_type: 'unlisted_filter', name: 'u', query: 'estimates' } as const
    expect(messageRuleMatches(rule, message, null)).toBe(false)
    expect(messageRuleMatches(rule, { ...message, titleIds: [] }, null)).toBe(true)
  })
})
