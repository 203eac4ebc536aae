import { describe, expect, it } from 'vitest'
import { rankRelatedAssets } from './related-assets'

describe('top related assets', () => {
  it('ranks co-mentioned titles by count, then industry, index and sector peers in server order', () => {
    const ranked = rankRelatedAssets(
      1001,
      [
        { id: 3, n: 'Sector peer', type: 'company', reason: 'sector', count: 0 },
        { id: 4, n: 'Index peer', type: 'company', reason: 'index', count: 0 },
        { id: 5, n: 'Industry A', type: 'company', reason: 'industry', count: 0 },
        { id: 6, n: 'Co 2', type: 'company', reason: 'co_mentioned', count: 2 },
        { id: 7, n: 'Co 9', type: 'company', reason: 'co_mentioned', count: 9 },
        { id: 8, n: 'Industry B', type: 'company', reason: 'industry', count: 0 },
      ],
      [{ id: 7, buzz: 1.5, sentiment: 0.3 }],
    )
    expect(ranked.map((r) => r.id)).toEqual([7, 6, 5, 8, 4, 3])
    expect(ranked[0]).toMatchObject({
      buzz: 1.5,
      sentiment: 0.3,
      coMentions: 9,
      reasonLabel: 'Mentioned together',
    })
    expect(ranked[2]).toMatchObject({
      buzz: null,
      sentiment: null,
      coMentions: 0,
      reasonLabel: 'Same industry',
    })
  })

  it('never lists the asset itself or a title twice, and stops at the limit', () => {
    const ranked = rankRelatedAssets(
      1,
      [
        { id: 1, n: 'Self', type: 'company', reason: 'co_mentioned', count: 50 },
        { id: 2, n: 'Two', type: 'company', reason: 'co_mentioned', count: 5 },
        { id: 2, n: 'Two', type: 'company', reason: 'industry', count: 0 },
        { id: 3, n: 'Three', type: 'company', reason: 'index', count: 0 },
        { id: 4, n: 'Four', type: 'company', reason: 'sector', count: 0 },
      ],
      [],
      2,
    )
    expect(ranked.map((r) => r.id)).toEqual([2, 3])
  })
})
