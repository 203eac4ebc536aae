import { describe, expect, it } from 'vitest'
import { type InventoryTitle, TITLE_TYPES, type TitleType } from '../../src/core'
import { INVENTORY_SEARCH_LIMIT } from './contract'
import { InventoryIndex, SUBSTRING_CAP } from './inventory-index'
import { foldSearchQuery, foldSearchText } from './search-text'

function title(id: number, n: string, fields: Partial<InventoryTitle> = {}): InventoryTitle {
  return { id, n, type: 'company', currency: 'USD', symbol: null, isin: null, ...fields }
}

const ids = (index: InventoryIndex, query: string, limit?: number) =>
  index.search(query, limit).map((r) => r.id)

describe('InventoryIndex ranking', () => {
  // Each title matches 'meta' in exactly one way.
  const titles = [
    title(7, 'Zetametadata Holdings'), // name substring
    title(6, 'Open Metaverse Fund'), // a later word starts with it
    title(5, 'Metabolic Corp.'), // name prefix
    title(4, 'Meta Materials Inc.'), // name prefix ending at a word end
    title(3, 'Some Other Name', { isin: 'META' }), // exact ISIN (made up to share the query)
    title(2, 'Metallurgy Plc', { symbol: 'METAL' }), // symbol prefix
    title(1, 'Meta Platforms Inc.', { symbol: 'META', isin: 'US30303M1027' }), // exact symbol
  ]
  const index = new InventoryIndex(titles, 1)

  it('orders exact symbol, symbol prefix, exact ISIN, name word prefix, name prefix, word start, substring', () => {
    expect(ids(index, 'meta')).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(ids(index, 'etad')).toEqual([7])
  })

  it('says how each title matched', () => {
    const matches = Object.fromEntries(index.search('meta').map((r) => [r.id, r.match]))
    expect(matches).toEqual({
      1: 'symbol',
      2: 'symbol',
      3: 'isin',
      4: 'name',
      5: 'name',
      6: 'name',
      7: 'name',
    })
    expect(index.search('us30303m1027')).toEqual([
      {
        id: 1,
        n: 'Meta Platforms Inc.',
        type: 'company',
        symbol: 'META',
        isin: 'US30303M1027',
        match: 'isin',
      },
    ])
  })

  it('finds titles by the start of their ISIN once the query looks like one', () => {
    const index = new InventoryIndex(
      [
        title(1, 'Apple Inc.', { symbol: 'AAPL', isin: 'US0378331005' }),
        title(2, 'Microsoft Corporation', { symbol: 'MSFT', isin: 'US5949181045' }),
        title(3, 'US Steel', { symbol: 'X', isin: 'US9129091081' }),
      ],
      1,
    )
    expect(index.search('US0378').map((r) => [r.id, r.match])).toEqual([[1, 'isin']])
    expect(index.search('us03783310').map((r) => r.id)).toEqual([1])
    // Letters only, or too short, is not taken for an ISIN: 'us s' style queries stay name searches.
    expect(index.search('US').map((r) => r.id)).toEqual([3])
    expect(index.search('US0').map((r) => r.id)).toEqual([])
  })

  it('counts a title once, with its best match', () => {
    const both = new InventoryIndex([title(1, 'Apple Apple', { symbol: 'APPLE' }), title(2, 'Apple')], 1)
    expect(both.search('apple').map((r) => [r.id, r.match])).toEqual([
      [1, 'symbol'],
      [2, 'name'],
    ])
  })

  it('breaks ties by title type, then the shorter name, then the id', () => {
    const tied = new InventoryIndex(
      [
        title(30, 'Nova Index', { type: 'index' }),
        title(20, 'Nova Coin', { type: 'crypto_currency' }),
        title(12, 'Nova Systems'),
        title(11, 'Nova Robotics'),
        title(10, 'Nova Systemz'),
        title(40, 'Nova Fund', { type: 'fund' }),
      ],
      1,
    )
    expect(ids(tied, 'nova')).toEqual([10, 12, 11, 20, 30, 40])
  })

  it('ignores case and accents, and reads a cashtag as its symbol', () => {
    const folded = new InventoryIndex(
      [
        title(1, 'Société Générale', { symbol: 'GLE' }),
        title(2, 'Nestlé S.A.', { symbol: 'NESN' }),
        title(3, 'Apple Inc.', { symbol: 'AAPL' }),
      ],
      1,
    )
    expect(ids(folded, 'SOCIETE gen')).toEqual([1])
    expect(ids(folded, 'générale')).toEqual([1])
    expect(ids(folded, 'nestle')).toEqual([2])
    expect(ids(folded, '$aapl')).toEqual([3])
    expect(folded.search('$AAPL')[0]?.match).toBe('symbol')
    expect(ids(folded, '  apple   inc ')).toEqual([3])
  })

  it('answers nothing for an empty query and at most the limit (default 10)', () => {
    const many = new InventoryIndex(
      Array.from({ length: 30 }, (_, i) => title(i + 1, `Alpha ${i}`)),
      1,
    )
    expect(many.search('')).toEqual([])
    expect(many.search(' $ ')).toEqual([])
    expect(many.search('alpha')).toHaveLength(INVENTORY_SEARCH_LIMIT)
    expect(many.search('alpha', 3)).toHaveLength(3)
    expect(many.search('zzz')).toEqual([])
  })

  it('keeps the icon when the inventory has one', () => {
    const withIcon = new InventoryIndex(
      [title(1, 'Bitcoin', { type: 'crypto_currency', icon: 'btc.svg' })],
      1,
    )
    expect(withIcon.search('bit')[0]?.icon).toBe('btc.svg')
    expect(index.search('meta')[0]).not.toHaveProperty('icon')
  })
})

interface ReferenceTitle {
  id: number
  name: string
  symbol: string
  isin: string
  wordStarts: number[]
  type: number
}

function referenceTitles(titles: readonly InventoryTitle[]): ReferenceTitle[] {
  return titles.map((t) => {
    const name = foldSearchText(t.n)
    return {
      id: t.id,
      name,
      symbol: t.symbol ? foldSearchQuery(t.symbol) : '',
      isin: t.isin ? foldSearchText(t.isin) : '',
      wordStarts: [...name.matchAll(/(?<![\p{L}\p{N}])[\p{L}\p{N}]/gu)].map((m) => m.index),
      type: TYPE_ORDER.indexOf(t.type),
    }
  })
}

/** The ranking rules spelled out plainly, over every title: what the index must agree with. */
function referenceSearch(titles: readonly ReferenceTitle[], query: string, limit: number): number[] {
  const q = foldSearchQuery(query)
  if (q === '') return []
  const ranked: Array<{ id: number; tier: number; type: number; length: number }> = []
  let substringOnly = 0
  for (const { id, name, symbol, isin, wordStarts, type } of titles) {
    let tier = -1
    if (symbol === q) tier = 0
    else if (symbol.startsWith(q)) tier = 1
    else if (isin === q) tier = 2
    else if (isin.startsWith(q) && q.length >= 4 && /^[a-z]{2}[a-z0-9]*[0-9]/.test(q)) tier = 3
    else if (name.startsWith(q)) tier = /[\p{L}\p{N}]/u.test(name.charAt(q.length)) ? 5 : 4
    else if (wordStarts.some((at) => at > 0 && name.startsWith(q, at))) tier = 6
    // Only the first SUBSTRING_CAP titles found by a substring alone are ranked.
    else if (name.includes(q) && substringOnly++ < SUBSTRING_CAP) tier = 7
    if (tier >= 0) ranked.push({ id, tier, type, length: name.length })
  }
  ranked.sort((a, b) => a.tier - b.tier || a.type - b.type || a.length - b.length || a.id - b.id)
  return ranked.slice(0, limit).map((r) => r.id)
}

const TYPE_ORDER: readonly TitleType[] = [
  'company',
  'crypto_currency',
  'index',
  'fund',
  'forex',
  'raw_material',
  'derivative',
  'unlisted',
  'person',
  'class',
]

describe('InventoryIndex at full size', () => {
  it('indexes 80,000 titles and agrees with the plain ranking rules', () => {
    let seed = 42
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    const syllables = ['al', 'be', 'cor', 'da', 'en', 'fi', 'gra', 'hél', 'in', 'jo', 'ka', 'lu', 'mar', 'nö']
    const word = () =>
      Array.from({ length: 2 + Math.floor(next() * 2) }, () => syllables[Math.floor(next() * 14)]).join('')
    const suffixes = ['Inc.', 'AG', 'Holdings', 'Group', 'S.A.', 'Coin', '100']
    const titles: InventoryTitle[] = []
    for (let i = 0; i < 80_000; i++) {
      const first = word()
      const type = TITLE_TYPES[Math.floor(next() * 8)] as TitleType
      titles.push(
        title(1_000 + i, `${first[0]?.toUpperCase()}${first.slice(1)} ${word()} ${suffixes[i % 7]}`, {
          type,
          symbol: next() < 0.8 ? `${first.slice(0, 3).toUpperCase()}${i % 97}` : null,
          isin: next() < 0.3 ? `XS${String(i).padStart(10, '0')}` : null,
        }),
      )
    }
    titles.push(title(999, 'Murmur Analytics Inc.', { symbol: 'MRMR', isin: 'US0000000999' }))
    const index = new InventoryIndex(titles, 7)
    expect(index.size).toBe(80_001)
    expect(index.version).toBe(7)

    expect(index.search('$MRMR')[0]).toMatchObject({ id: 999, match: 'symbol' })
    expect(index.search('us0000000999')[0]).toMatchObject({ id: 999, match: 'isin' })
    expect(index.search('murmur analytics')[0]).toMatchObject({ id: 999, match: 'name' })

    const sample = titles.filter((_, i) => i % 4_001 === 0)
    const queries = [
      'a',
      'co',
      'hel',
      'nö',
      'holdings',
      'coin',
      'group',
      'zzz',
      'rmur',
      'alb',
      'ka 1',
      ...sample.map((t) => t.n.slice(0, 4)),
      ...sample.map((t) => t.n.split(' ')[1] ?? ''),
      ...sample.map((t) => t.n.slice(3, 8)),
      ...sample.flatMap((t) => (t.symbol ? [t.symbol, t.symbol.slice(0, 2)] : [])),
      ...sample.flatMap((t) => (t.isin ? [t.isin] : [])),
      ...sample.flatMap((t) => (t.isin ? [t.isin.slice(0, 4), t.isin.slice(0, 9)] : [])),
    ]
    const reference = referenceTitles(titles)
    const expected = queries.map((query) => ({ query, ids: referenceSearch(reference, query, 10) }))
    expect(queries.map((query) => ({ query, ids: ids(index, query) }))).toEqual(expected)

    // The substring lookup, built in slices: a partly built one is not used, a built one agrees.
    let slices = 0
    while (!index.buildSubstringIndex(() => false)) {
      slices += 1
      if (slices === 3) expect(queries.map((query) => ({ query, ids: ids(index, query) }))).toEqual(expected)
    }
    expect(slices).toBeGreaterThan(50)
    expect(queries.map((query) => ({ query, ids: ids(index, query) }))).toEqual(expected)
    // Substrings only: a unique symbol's title and nothing else, a fragment inside words, none at all.
    for (const query of ['rmur analytics', 'lumar', 'rjoka', 'ngs', 'oldi', 'qqq', 's g'])
      expect({ query, ids: ids(index, query) }).toEqual({ query, ids: referenceSearch(reference, query, 10) })
  }, 60_000)
})
