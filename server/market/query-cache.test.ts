import { describe, expect, it } from 'vitest'
import type { Database } from '../db'
import { cachedTotal, TITLE_TOTAL_TTL_MS } from './query-cache'

const fakeDb = () => ({}) as Database

describe('cachedTotal (cachedQuery)', () => {
  it('counts a filter set once per TTL and per database', async () => {
    const db = fakeDb()
    let counts = 0
    const count = async () => ++counts
    expect(await cachedTotal(db, 'a', count, 0)).toBe(1)
    expect(await cachedTotal(db, 'a', count, TITLE_TOTAL_TTL_MS - 1)).toBe(1)
    expect(await cachedTotal(db, 'b', count, 10)).toBe(2)
    expect(await cachedTotal(fakeDb(), 'a', count, 10)).toBe(3)
    expect(await cachedTotal(db, 'a', count, TITLE_TOTAL_TTL_MS)).toBe(4)
  })

  it('does not keep a failed count', async () => {
    const db = fakeDb()
    await expect(cachedTotal(db, 'a', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down')
    expect(await cachedTotal(db, 'a', async () => 7, 1)).toBe(7)
  })
})
