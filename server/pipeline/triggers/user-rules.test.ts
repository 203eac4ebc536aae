import { describe, expect, it } from 'vitest'
import type { StoredMessage } from '../contract'
import { closedRow } from './test-support'
import { type ActiveRule, evaluateBuzzRules, evaluateMessageRules } from './user-rules'

const buzzRule: ActiveRule = {
  id: 3,
  userId: 11,
  titles: new Set([7]),
  body: {
    rule_type: 'buzz_patterns',
    name: 'ACME doubles',
    partition: 'hourly',
    rule_set: [{ metric: 'b', comparator: 'gt', value: 200 }],
  },
}

describe('user rules', () => {
  it('fires a buzz_patterns rule on a closed bucket of its partition and titles', () => {
    const row = closedRow('hourly', '2026-03-02T12:00:00Z', 2.5)
    expect(evaluateBuzzRules([buzzRule], row, null)).toEqual([
      {
        kind: 'buzz_patterns',
        ruleId: 3,
        titleId: 7,
        triggeredAt: Date.parse('2026-03-02T13:00:00Z'),
        seriesId: null,
        key: '3',
        data: expect.objectContaining({ user_id: 11, b: 250, partition: 'hourly' }),
      },
    ])
    expect(evaluateBuzzRules([buzzRule], closedRow('daily_5am', '2026-03-02T05:00:00Z', 2.5), null)).toEqual(
      [],
    )
    expect(evaluateBuzzRules([buzzRule], { ...row, titleId: 8 }, null)).toEqual([])
    expect(evaluateBuzzRules([buzzRule], closedRow('hourly', '2026-03-02T12:00:00Z', 1.9), null)).toEqual([])
    // Without 5 earlier days to compare with, a buzz level is not alerted on.
    expect(evaluateBuzzRules([buzzRule], { ...row, baselineDays: 4 }, null)).toEqual([])
  })

  it('fires a message rule once per message and title, keyed by the message', () => {
    const rule: ActiveRule = {
      id: 4,
      userId: 11,
      titles: null,
      body: {
        rule_type: 'user_messages',
        name: 'alice',
        authors: [{ source: 'reddit.com', author: 'alice' }],
      },
    }
    const message: StoredMessage = {
      id: 900,
      source: 'reddit.com',
      sourceId: 'x',
      type: 'forum_posts',
      author: 'alice',
      messageTime: new Date('2026-03-02T12:03:00Z'),
      lang: 'en',
      sentiment: 0.2,
      sentimentLabel: 'positive',
      keyEvents: {},
      titleIds: [7, 8],
      primaryTitleId: 7,
      authorCategory: 'regulars',
      authorImpact: 2,
      sub: 'ACME to the moon',
      body: '',
      url: null,
      imageUrl: null,
      demo: false,
    }
    expect(evaluateMessageRules([rule, buzzRule], message).map((r) => [r.titleId, r.key])).toEqual([
      [7, '4:900'],
      [8, '4:900'],
    ])
    expect(evaluateMessageRules([rule], { ...message, author: 'bob' })).toEqual([])
  })
})
