import { describe, expect, it } from 'vitest'
import type { PageHistoryEntry } from '../../core'
import { pageHistoryKey, readPageHistory, recordPageVisit } from './page-history-store'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const apple = (visitedAt: number): PageHistoryEntry => ({
  route: 'asset',
  search: { title_id: '1001' },
  label: 'Stock Apple Inc.',
  visitedAt,
})
const bitcoin = (visitedAt: number): PageHistoryEntry => ({
  route: 'asset',
  search: { title_id: '90001' },
  label: 'Crypto Bitcoin',
  visitedAt,
})

describe('page history storage', () => {
  it('keeps visits newest first and moves a repeat to the front', () => {
    const storage = memoryStorage()
    recordPageVisit(storage, 'a@example.test', apple(1))
    recordPageVisit(storage, 'a@example.test', bitcoin(2))
    const entries = recordPageVisit(storage, 'a@example.test', apple(3))
    expect(entries.map((e) => e.search.title_id)).toEqual(['1001', '90001'])
    expect(readPageHistory(storage, 'a@example.test')).toEqual(entries)
  })

  it('keeps each user to their own list', () => {
    const storage = memoryStorage()
    recordPageVisit(storage, 'a@example.test', apple(1))
    expect(readPageHistory(storage, 'b@example.test')).toEqual([])
  })

  it('keeps at most 10 entries', () => {
    const storage = memoryStorage()
    for (let id = 1; id <= 12; id += 1) {
      recordPageVisit(storage, 'u', {
        route: 'asset',
        search: { title_id: String(id) },
        label: `#${id}`,
        visitedAt: id,
      })
    }
    const entries = readPageHistory(storage, 'u')
    expect(entries).toHaveLength(10)
    expect(entries[0]?.search.title_id).toBe('12')
  })

  it('reads a damaged or foreign record as empty', () => {
    expect(readPageHistory(memoryStorage({ [pageHistoryKey('u')]: '{not json' }), 'u')).toEqual([])
    const wrongShape = JSON.stringify({ version: 1, entries: [{ route: 'nowhere', search: {}, label: 'x' }] })
    expect(readPageHistory(memoryStorage({ [pageHistoryKey('u')]: wrongShape }), 'u')).toEqual([])
    const oldVersion = JSON.stringify({ version: 0, entries: [apple(1)] })
    expect(readPageHistory(memoryStorage({ [pageHistoryKey('u')]: oldVersion }), 'u')).toEqual([])
  })
})
