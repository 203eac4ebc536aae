import { describe, expect, it } from 'vitest'
import type { StoredMessage } from '../contract'
import type { StoredTrigger } from './store'
import { closedRow } from './test-support'
import { type ActiveRule, evaluateBuzzRules, evaluateFollowRules, evaluateMessageRules } from './user-rules'

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
        triggeredAt: Date.parse('2026-03-02T12:00:00Z'),
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

  it('decides buzz above and rises while the bucket is open; levels below and sentiment wait for it to close', () => {
    const open = { ...closedRow('hourly', '2026-03-02T12:00:00Z', 2.5), closed: false }
    expect(
      evaluateBuzzRules([buzzRule], open, { b: 150, s: null }).map((r) => [r.key, r.triggeredAt]),
    ).toEqual([['3', Date.parse('2026-03-02T12:00:00Z')]])
    const below: ActiveRule = {
      ...buzzRule,
      body: { ...buzzRule.body, rule_set: [{ metric: 'b', comparator: 'lt', value: 300 }] },
    }
    const mood: ActiveRule = {
      ...buzzRule,
      body: { ...buzzRule.body, rule_set: [{ metric: 's', comparator: 'gt', value: -100 }] },
    }
    expect(evaluateBuzzRules([below, mood], open, null)).toEqual([])
    expect(evaluateBuzzRules([below], { ...open, closed: true }, null)).toHaveLength(1)
  })

  it('fires a level rule once per crossing, not on every bucket above the level', () => {
    const row = closedRow('hourly', '2026-03-02T12:00:00Z', 2.5)
    const above = { b: 240, s: null }
    const below = { b: 150, s: null }
    expect(evaluateBuzzRules([buzzRule], row, below)).toHaveLength(1)
    expect(evaluateBuzzRules([buzzRule], row, above)).toEqual([])
    const rising: ActiveRule = {
      ...buzzRule,
      body: { ...buzzRule.body, rule_set: [{ metric: 'b', comparator: 'r', value: 50 }] },
    }
    // A rise is a change in itself: every bucket that rises enough fires.
    expect(evaluateBuzzRules([rising], row, { b: 190, s: null })).toHaveLength(1)
    expect(evaluateBuzzRules([rising], row, { b: 240, s: null })).toEqual([])
  })

  it("turns followed standard alerts into the user's alerts, once per alert", () => {
    const follow: ActiveRule = {
      id: 5,
      userId: 12,
      titles: new Set([7]),
      body: { rule_type: 'buzz_patterns', name: 'Earnings', titles: [7], standard: ['pre_earnings_buzz'] },
    }
    const alert = (
      id: number,
      kind: string,
      titleId: number,
      ruleId: number | null = null,
    ): StoredTrigger => ({
      id,
      kind,
      ruleId,
      titleId,
      triggeredAt: 1000,
      seriesId: 137_620,
      key: '',
      data: { buzz: 2 },
    })
    const fired = evaluateFollowRules(
      [follow, buzzRule],
      [
        alert(1, 'pre_earnings_buzz', 7),
        alert(2, 'high_buzz', 7),
        alert(3, 'pre_earnings_buzz', 8),
        alert(4, 'pre_earnings_buzz', 7, 9),
      ],
    )
    expect(fired).toEqual([
      {
        kind: 'buzz_patterns',
        ruleId: 5,
        titleId: 7,
        triggeredAt: 1000,
        seriesId: 137_620,
        key: '5:1',
        data: {
          buzz: 2,
          user_id: 12,
          name: 'Earnings',
          standard_kind: 'pre_earnings_buzz',
          standard_trigger_id: 1,
        },
      },
    ])
  })
})
