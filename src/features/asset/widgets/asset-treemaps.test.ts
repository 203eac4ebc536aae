import { describe, expect, it } from 'vitest'
import { ASSET_TREEMAP_SIZE, coMentionTiles, peerScopes } from './asset-treemaps'

describe('peerScopes', () => {
  const gics = {
    sector: { id: '45', name: 'Information Technology' },
    group: { id: '4520', name: 'Technology Hardware & Equipment' },
    industry: { id: '452020', name: 'Technology Hardware, Storage & Peripherals' },
  }

  it('lists the asset’s GICS levels, narrowest first', () => {
    expect(peerScopes({ type: 'company', ...gics })).toEqual([
      { filters: { sector: '452020' }, label: 'Technology Hardware, Storage & Peripherals' },
      { filters: { sector: '4520' }, label: 'Technology Hardware & Equipment' },
      { filters: { sector: '45' }, label: 'Information Technology' },
    ])
    expect(peerScopes({ type: 'company', ...gics, industry: null, group: null })).toHaveLength(1)
  })

  it('falls back to the asset type without a sector (crypto, commodities, indices)', () => {
    expect(peerScopes({ type: 'crypto_currency', sector: null, group: null, industry: null })).toEqual([
      { filters: { type: 'crypto_currency' }, label: 'Cryptocurrency' },
    ])
  })
})

describe('coMentionTiles', () => {
  it('sizes by shared messages, colours by the asset’s sentiment today, top 30 only', () => {
    const mentions = Array.from({ length: 40 }, (_, i) => ({
      titleId: 100 + i,
      name: `Asset ${i}`,
      count: i,
    }))
    const tiles = coMentionTiles(mentions, [{ id: 139, buzz: 2.5, sentiment: 0.5 }], 'Apple')
    expect(tiles).toHaveLength(ASSET_TREEMAP_SIZE)
    expect(tiles[0]).toEqual({
      id: '139',
      label: 'Asset 39',
      value: 39,
      sentiment: 0.5,
      valueText: '39 messages',
      details: ['39 messages with Apple', 'Sentiment today +33.3', 'Buzz today 250%'],
    })
    expect(tiles[1]?.sentiment).toBeNull()
    expect(tiles[1]?.details).toEqual(['38 messages with Apple', 'No sentiment today'])
    expect(tiles.every((tile) => tile.value > 0)).toBe(true)
  })

  it('says message in the singular', () => {
    expect(coMentionTiles([{ titleId: 1, name: 'A', count: 1 }], [], 'B')[0]?.valueText).toBe('1 message')
  })
})
