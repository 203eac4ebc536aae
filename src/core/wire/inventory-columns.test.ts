import { describe, expect, it } from 'vitest'
import type { InventoryAnswer } from './inventory'
import {
  decodeInventoryColumns,
  encodeInventoryColumns,
  InventoryColumnsError,
  parseInventoryBody,
} from './inventory-columns'

const ANSWER: InventoryAnswer = {
  version: 7,
  updated: '2026-11-24T08:00:00.000Z',
  titles: [
    {
      id: 1001,
      n: 'Apple Inc.',
      type: 'company',
      currency: 'USD',
      symbol: 'AAPL',
      isin: 'US0378331005',
      icon: 'building',
    },
    {
      id: 1002,
      n: 'Microsoft Corporation',
      type: 'company',
      currency: 'USD',
      symbol: 'MSFT',
      isin: null,
      icon: 'building',
    },
    {
      id: 1003,
      n: 'Line\nbreak "quoted"',
      type: 'company',
      currency: 'EUR',
      symbol: null,
      isin: null,
      icon: 'building',
    },
    {
      id: 100_001,
      n: 'Bitcoin',
      type: 'crypto_currency',
      currency: 'USD',
      symbol: 'BTC',
      isin: null,
      icon: 'coins',
    },
    { id: 1_050_000, n: 'S&P 500', type: 'index', currency: 'PTS', symbol: null, isin: null, icon: 'chart' },
  ],
}

describe('inventory columns', () => {
  it('round-trips every title, holding ids as runs and repeated values once', () => {
    const columns = encodeInventoryColumns(ANSWER)
    expect(columns.ids).toEqual([
      [1001, 3],
      [100_001, 1],
      [1_050_000, 1],
    ])
    expect(columns.type.values).toEqual(['company', 'crypto_currency', 'index'])
    expect(columns.currency.codes).toEqual([0, 0, 1, 0, 2])
    expect(decodeInventoryColumns(columns)).toEqual(ANSWER)
    expect(parseInventoryBody(JSON.stringify(columns))).toEqual(ANSWER)
  })

  it('keeps the optional columns of the full variant', () => {
    const full: InventoryAnswer = {
      ...ANSWER,
      titles: ANSWER.titles.map((title, i) => ({
        ...title,
        exchange_id: i === 0 ? null : 8,
        sector_id: '4510',
        country: 'US',
      })),
    }
    expect(decodeInventoryColumns(encodeInventoryColumns(full))).toEqual(full)
  })

  it('still reads the plain answer', () => {
    expect(parseInventoryBody(JSON.stringify(ANSWER))).toEqual(ANSWER)
  })

  it('refuses columns that disagree with the ids, and codes outside their values', () => {
    const columns = encodeInventoryColumns(ANSWER)
    expect(() => decodeInventoryColumns({ ...columns, n: columns.n.slice(1) })).toThrow(InventoryColumnsError)
    expect(() =>
      decodeInventoryColumns({ ...columns, currency: { ...columns.currency, codes: [0, 0, 9, 0, 2] } }),
    ).toThrow('inventory column currency: no value for title 2')
    expect(() => parseInventoryBody(JSON.stringify({ ...columns, ids: 'all' }))).toThrow()
  })
})
