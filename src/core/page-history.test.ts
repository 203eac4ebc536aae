import { describe, expect, it } from 'vitest'
import {
  addToPageHistory,
  PAGE_HISTORY_LIMIT,
  type PageHistoryEntry,
  pageHistoryLabel,
  titleTypeWord,
} from './page-history'

const visit = (
  route: PageHistoryEntry['route'],
  search: PageHistoryEntry['search'],
  visitedAt: number,
): PageHistoryEntry => ({ route, search, label: `${route} ${visitedAt}`, visitedAt })

describe('page history (application §2.4, §9)', () => {
  it('keeps the newest visit first', () => {
    let history: PageHistoryEntry[] = []
    history = addToPageHistory(history, visit('asset', { title_id: '1' }, 1))
    history = addToPageHistory(history, visit('view', { list: '2' }, 2))
    history = addToPageHistory(history, visit('explore', {}, 3))
    expect(history.map((entry) => entry.visitedAt)).toEqual([3, 2, 1])
  })

  it('keeps at most 10 entries, dropping the oldest', () => {
    let history: PageHistoryEntry[] = []
    for (let i = 1; i <= 12; i++)
      history = addToPageHistory(history, visit('asset', { title_id: String(i) }, i))
    expect(PAGE_HISTORY_LIMIT).toBe(10)
    expect(history).toHaveLength(10)
    expect(history.map((entry) => entry.visitedAt)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
  })

  it.each([
    ['the same query', { title_id: '1', tab: 'asset_info' }, true],
    ['the same query in another key order', { tab: 'asset_info', title_id: '1' }, true],
    ['another value', { title_id: '1', tab: 'asset_common' }, false],
    ['an extra key', { title_id: '1', tab: 'asset_info', source: 'x' }, false],
  ])('a repeat with %s moves to the front: %s', (_, search, repeat) => {
    const first = visit('asset', { title_id: '1', tab: 'asset_info' }, 1)
    const history = addToPageHistory(
      addToPageHistory([first], visit('explore', {}, 2)),
      visit('asset', search, 3),
    )
    expect(history.map((entry) => entry.visitedAt)).toEqual(repeat ? [3, 2] : [3, 2, 1])
  })

  it('treats repeated values in any order, and a single value as a list of one, as the same query', () => {
    const a = visit('view', { source: ['a', 'b'], list: '1' }, 1)
    const history = addToPageHistory([a], visit('view', { list: ['1'], source: ['b', 'a'] }, 2))
    expect(history.map((entry) => entry.visitedAt)).toEqual([2])
  })

  it('never treats another route with the same query as a repeat', () => {
    const history = addToPageHistory([visit('view', { name: 'x' }, 1)], visit('author', { name: 'x' }, 2))
    expect(history).toHaveLength(2)
  })

  it('does not change the list it is given', () => {
    const entries = [visit('explore', {}, 1)]
    addToPageHistory(entries, visit('asset', { title_id: '5' }, 2))
    expect(entries).toHaveLength(1)
  })

  it.each([
    [{ route: 'author', name: 'jane_doe', source: 'twitter' }, 'jane_doe @ twitter'],
    [{ route: 'view', viewName: 'My tech stocks' }, 'My tech stocks'],
    [{ route: 'asset', assetType: 'company', assetName: 'Apple Inc.' }, 'Stock Apple Inc.'],
    [{ route: 'asset', assetType: 'crypto_currency', assetName: 'Bitcoin' }, 'Cryptocurrency Bitcoin'],
    [{ route: 'asset', assetType: 'index', assetName: 'S&P 500' }, 'Index S&P 500'],
    [{ route: 'asset', assetType: 'raw_material', assetName: 'Gold' }, 'Commodity Gold'],
    [{ route: 'explore' }, 'Explore Assets'],
  ] as const)('label of %o is %s', (input, label) => {
    expect(pageHistoryLabel(input)).toBe(label)
  })

  it.each([
    ['forex', 'Currency'],
    ['fund', 'Fund'],
    ['new_kind', 'New kind'],
  ])('title type %s reads %s', (type, word) => {
    expect(titleTypeWord(type)).toBe(word)
  })
})
