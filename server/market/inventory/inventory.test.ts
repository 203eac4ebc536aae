import { describe, expect, it } from 'vitest'
import { inventoryFields, negotiateEncoding } from './inventory'

describe('inventory', () => {
  it('prefers br, then gzip, honouring q=0', () => {
    expect(negotiateEncoding(undefined)).toBe('identity')
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br')
    expect(negotiateEncoding('gzip;q=0.8, br;q=0')).toBe('gzip')
    expect(negotiateEncoding('identity')).toBe('identity')
    expect(negotiateEncoding('*')).toBe('br')
  })
  it('sends the primary fields (with symbol and ISIN), icons on request, the rest unless primaryFieldsOnly', () => {
    expect(inventoryFields({ addIcon: true, primaryFieldsOnly: true })).toEqual([
      'id',
      'n',
      'type',
      'currency',
      'symbol',
      'isin',
      'icon',
    ])
    expect(inventoryFields({ addIcon: false, primaryFieldsOnly: false })).toEqual([
      'id',
      'n',
      'type',
      'currency',
      'symbol',
      'isin',
      'exchange_id',
      'sector_id',
      'country',
    ])
  })
})
