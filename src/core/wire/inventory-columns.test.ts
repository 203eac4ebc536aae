import { describe, expect, it } from 'vitest'
import type { InventoryAnswer } from './inventory'
import {
  decodeInventoryColumns,
  encodeInventoryColumns,
  InventoryColumnsError,
  parseInventoryBody,
  symbolForName,
  symbolFromName,
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
    expect(columns.currency.codes).toBe('00102')
    // AAPL after 'Apple Inc.': one of its letters and 'APL'; BTC after 'Bitcoin': one and 'TC'.
    expect(columns.symbolByName).toEqual(['1APL', '1SFT', '', '1TC', ''])
    expect(decodeInventoryColumns(columns)).toEqual(ANSWER)
    expect(parseInventoryBody(JSON.stringify(columns))).toEqual(ANSWER)
  })

  it('writes a symbol that starts with its name as the letters it takes, and reads it back', () => {
    expect(symbolForName('Ethereum', 'ETH')).toBe('3')
    expect(symbolForName('Intel Corporation', 'INTC')).toBe('3C')
    expect(symbolForName('Corbeen Daxi Inc.', 'COR17')).toBe('317')
    expect(symbolForName('3M Company', '3M')).toBe('2')
    expect(symbolForName('Straße AG', 'STRAS')).toBe('5')
    expect(symbolForName('Any', null)).toBe('')
    for (const [name, symbol] of [
      ['Ethereum', 'ETH'],
      ['Intel Corporation', 'INTC'],
      ['Straße AG', 'STRAS'],
      ['Alphabet Inc.', 'GOOGL'],
      ['Ein Name', 'ein'],
      ['Übersee', 'ÜBS'],
      ['ßtraße', 'SS'],
      ['三菱商事', '三菱'],
      ['Ω-Omega ²', 'ΩOM'],
    ] as const) {
      expect(symbolFromName(name, symbolForName(name, symbol))).toBe(symbol)
    }
    expect(() => symbolFromName('Apple', 'xAPL')).toThrow(InventoryColumnsError)
  })

  it('reads answers written before codes were characters and symbols followed names', () => {
    const columns = encodeInventoryColumns(ANSWER)
    const { symbolByName: _, ...rest } = columns
    const older = {
      ...rest,
      symbol: ANSWER.titles.map((title) => title.symbol ?? null),
      type: { ...columns.type, codes: [0, 0, 0, 1, 2] },
      currency: { ...columns.currency, codes: [0, 0, 1, 0, 2] },
      icon: { values: ['building', 'coins', 'chart'], codes: [0, 0, 0, 1, 2] },
    }
    expect(parseInventoryBody(JSON.stringify(older))).toEqual(ANSWER)
  })

  it('uses numbers for columns of more values than code characters', () => {
    const many: InventoryAnswer = {
      ...ANSWER,
      titles: Array.from({ length: 70 }, (_, i) => ({
        id: i + 1,
        n: `Title ${i}`,
        type: 'company' as const,
        currency: `C${i}`,
        symbol: null,
        isin: null,
      })),
    }
    const columns = encodeInventoryColumns(many)
    expect(Array.isArray(columns.currency.codes)).toBe(true)
    expect(decodeInventoryColumns(columns)).toEqual(many)
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
    expect(() =>
      decodeInventoryColumns({ ...columns, currency: { ...columns.currency, codes: '00*02' } }),
    ).toThrow('inventory column currency: no value for title 2')
    expect(() => decodeInventoryColumns({ ...columns, symbolByName: undefined })).toThrow('no symbol column')
    expect(() => parseInventoryBody(JSON.stringify({ ...columns, ids: 'all' }))).toThrow()
  })
})
