import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AuthorSearchSchema,
  botLikelinessText,
  firstTierWithAuthorView,
  impactMeaning,
  relativeRangeReaching,
} from './author-page'

describe('author page', () => {
  it('reads name, authorSource and tab, dropping what it does not know', () => {
    expect(
      v.parse(AuthorSearchSchema, { name: ' alice ', authorSource: 'x.com', tab: 'author_info' }),
    ).toEqual({
      name: 'alice',
      authorSource: 'x.com',
      tab: 'author_info',
    })
    expect(
      v.parse(AuthorSearchSchema, { name: '', tab: 'asset_info', authorSource: 'a'.repeat(201) }),
    ).toEqual({
      name: undefined,
      authorSource: undefined,
      tab: undefined,
    })
    expect(v.parse(AuthorSearchSchema, { name: 42 })).toMatchObject({ name: '42' })
  })

  it('explains the impact score: 0 bot and blacklisted, 5 curated', () => {
    expect(impactMeaning(0)).toMatch(/bot and blacklisted/)
    expect(impactMeaning(5)).toMatch(/curated/)
    expect(impactMeaning(3)).toMatch(/automatic/)
    expect(botLikelinessText(0.9)).toBe('Very likely a bot')
    expect(botLikelinessText(0.05)).toBe('Human')
  })

  it('offers platinum for the author view (premium has none)', () => {
    expect(firstTierWithAuthorView()).toBe('platinum')
  })

  it('reads the message filters and the time range of the author view (application §2.2)', () => {
    expect(
      v.parse(AuthorSearchSchema, {
        name: 'a',
        authorSource: 'b',
        relativeTimeRange: 'last_30_days',
        messageSentiment: 'positive',
      }),
    ).toMatchObject({ relativeTimeRange: 'last_30_days', messageSentiment: ['positive'] })
  })

  it("offers the shortest permitted range that reaches an author's last message", () => {
    const now = Date.UTC(2026, 10, 25)
    const day = 86_400_000
    expect(relativeRangeReaching(now - 5 * day, now, 30)?.name).toBe('last_7_days')
    expect(relativeRangeReaching(now - 20 * day, now, 30)?.name).toBe('last_30_days')
    expect(relativeRangeReaching(now - 40 * day, now, 30)).toBeNull()
    expect(relativeRangeReaching(now - 40 * day, now, 365)?.name).toBe('last_90_days')
  })
})
