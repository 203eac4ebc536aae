import { describe, expect, it } from 'vitest'
import type { StreamPost } from '../../core'
import { mergePosts, postAge, postMatches, preferredMarketKeys, streamFilterOf } from './model'

function post(overrides: Partial<StreamPost>): StreamPost {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    time: 1000,
    type: 'buzz_rise',
    region: 'US',
    title_ids: [1001],
    title_type: 'company',
    title_name: 'Apple Inc.',
    headline: 'Apple Inc.: buzz at 4.0× its usual level',
    text: '',
    sources: [],
    image_url: null,
    figures: {},
    ...overrides,
  }
}

describe('stream filters', () => {
  const preferences = { markets: ['us', 'DE'], titleTypes: ['company', 'crypto_currency', 'planet'] }

  it("asks for the user's markets and types (with globals) in the 'mine' scope", () => {
    expect(streamFilterOf('mine', preferences, ['earnings'])).toEqual({
      regions: ['US', 'DE'],
      titleTypes: ['company', 'crypto_currency'],
      addGlobals: true,
      watchlistOnly: false,
      types: ['earnings'],
    })
    expect(streamFilterOf('mine', null, undefined).regions).toBeNull()
    expect(streamFilterOf('watchlist', preferences, []).watchlistOnly).toBe(true)
  })

  it('matches live posts the way the server filters', () => {
    const mine = streamFilterOf('mine', preferences, undefined)
    expect(postMatches(post({}), mine, new Set())).toBe(true)
    expect(postMatches(post({ region: 'JP' }), mine, new Set())).toBe(false)
    expect(postMatches(post({ region: 'GLOBAL', title_type: 'crypto_currency' }), mine, new Set())).toBe(true)
    expect(postMatches(post({ title_type: 'index' }), mine, new Set())).toBe(false)
    const watch = streamFilterOf('watchlist', preferences, ['buzz_rise'])
    expect(postMatches(post({}), watch, new Set([1001]))).toBe(true)
    expect(postMatches(post({}), watch, new Set([7]))).toBe(false)
    expect(postMatches(post({ type: 'earnings' }), watch, new Set([1001]))).toBe(false)
  })

  it('finds the market groups of the preferences', () => {
    expect([...preferredMarketKeys(preferences)].sort()).toEqual(['EU', 'GLOBAL', 'US'])
    expect(preferredMarketKeys(null).size).toBe(0)
  })
})

describe('merging and ages', () => {
  it('merges newest first without repeats', () => {
    const a = post({ uuid: 'a', time: 1 })
    const b = post({ uuid: 'b', time: 3 })
    const c = post({ uuid: 'c', time: 2 })
    expect(mergePosts([b, a], [c, b]).map((p) => p.uuid)).toEqual(['b', 'c', 'a'])
  })

  it('says how old a post is', () => {
    const now = 10 * 86_400_000
    expect(postAge(now - 20_000, now)).toBe('just now')
    expect(postAge(now - 5 * 60_000, now)).toBe('5 min ago')
    expect(postAge(now - 3 * 3_600_000, now)).toBe('3 h ago')
    expect(postAge(now - 2 * 86_400_000, now)).toBe('2 d ago')
    expect(postAge(now + 5000, now)).toBe('just now')
  })
})
