import { describe, expect, it } from 'vitest'
import { decodeInventoryBinary, encodeInventoryBinary, InventoryBinaryReader } from './inventory-binary'
import { type InventoryColumns, InventoryColumnsError } from './inventory-columns'

const COLUMNS: InventoryColumns = {
  version: 7,
  updated: '2026-11-24T08:00:00.000Z',
  ids: [
    [1001, 3],
    [2000, 1],
  ],
  n: ['Apple Inc.', 'Société Générale', '', 'Line\nbreak "quoted" 🚀'],
  type: { values: ['company', 'crypto_currency'], codes: '0001' },
  currency: { values: ['USD', 'EUR', null], codes: '0102' },
  symbolByName: ['3PL', '', '', '0X'],
  isin: ['US0378331005', null, null, null],
  icon: { values: ['building', 'coins'], codes: '0001' },
}

const withBody = (body: Uint8Array, patch: (bytes: Uint8Array) => void) => {
  const copy = body.slice()
  patch(copy)
  return copy
}

describe('binary inventory columns', () => {
  it('decodes to the columns it was made from, empty names and all', () => {
    const body = encodeInventoryBinary(COLUMNS)
    expect(body).not.toBeNull()
    if (body) expect(decodeInventoryBinary(body)).toEqual(COLUMNS)
    const none = { ...COLUMNS, ids: [], n: [], symbolByName: [], isin: [] }
    const empty = encodeInventoryBinary(none)
    if (empty) expect(decodeInventoryBinary(empty)).toEqual(none)
  })

  it('reads an answer chunk by chunk as it downloads', () => {
    const body = encodeInventoryBinary(COLUMNS)
    if (!body) throw new Error('no body')
    for (const size of [1, 3, 64]) {
      const reader = new InventoryBinaryReader()
      for (let at = 0; at < body.length; at += size) reader.push(body.subarray(at, at + size))
      expect(reader.finish()).toEqual(COLUMNS)
    }
    expect(() => new InventoryBinaryReader().push(new TextEncoder().encode('{'))).toThrow(
      InventoryColumnsError,
    )
    expect(() => new InventoryBinaryReader().finish()).toThrow(InventoryColumnsError)
  })

  it('declines a name holding a NUL (the server sends JSON then)', () => {
    expect(encodeInventoryBinary({ ...COLUMNS, n: ['a\u0000b', '', '', ''] })).toBeNull()
  })

  it('refuses bodies that are not whole inventory answers', () => {
    const body = encodeInventoryBinary(COLUMNS)
    if (!body) throw new Error('no body')
    expect(() => decodeInventoryBinary(new TextEncoder().encode('{"version":7}'))).toThrow(
      InventoryColumnsError,
    )
    expect(() => decodeInventoryBinary(body.subarray(0, 6))).toThrow(InventoryColumnsError)
    // A head length past the body.
    expect(() => decodeInventoryBinary(withBody(body, (b) => b.set([255, 255, 0, 0], 4)))).toThrow(
      InventoryColumnsError,
    )
    // Names cut off.
    expect(() => decodeInventoryBinary(body.subarray(0, body.length - 6))).toThrow()
    // A head that says more names than there are.
    const text = new TextDecoder().decode(body)
    const more = text.replace('"count":4', '"count":5')
    expect(more).not.toBe(text)
    expect(() => decodeInventoryBinary(new TextEncoder().encode(more))).toThrow(InventoryColumnsError)
  })
})
