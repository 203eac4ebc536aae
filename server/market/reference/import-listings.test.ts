import { describe, expect, it } from 'vitest'
import { parseListingCsv, parseListingFile, parseListingJsonLines } from './import-listings'
import { idFitsType } from './listing'

describe('listing files', () => {
  it('reads CSV with quoted cells and |-separated lists, one error per bad line', () => {
    const parsed = parseListingCsv(
      [
        'type,name,symbol,isin,mic,country,currency,aliases,indices',
        'company,"Apple, Inc.",AAPL,US0378331005,XNAS,US,USD,Apple|iPhone,SPX|1000002',
        'company,Bad,BAD,US0378331006,XNAS,US,USD,,',
        'company,Nowhere,NW,,XNAS,XX,USD,,',
        'company,Short',
      ].join('\n'),
    )
    expect(parsed.listings).toHaveLength(1)
    expect(parsed.listings[0]?.listing).toMatchObject({
      name: 'Apple, Inc.',
      aliases: ['Apple', 'iPhone'],
      indices: ['SPX', 1000002],
    })
    expect(parsed.errors).toEqual([
      { line: 3, message: "isin: not a valid ISIN (format or check digit) ('US0378331006')" },
      { line: 4, message: "country: not an ISO 3166-1 alpha-2 country code ('XX')" },
      { line: 5, message: 'has 2 cells, the header has 9' },
    ])
  })

  it('reads JSON lines and names the line of bad JSON and of a wrong id class', () => {
    const parsed = parseListingJsonLines(
      [
        '{"type":"index","name":"Test Index","id":1000500}',
        '',
        '{oops',
        '{"type":"crypto_currency","name":"X","id":5}',
      ].join('\n'),
    )
    expect(parsed.listings.map((entry) => entry.line)).toEqual([1])
    expect(parsed.errors.map((error) => error.line)).toEqual([3, 4])
    expect(parsed.errors[1]?.message).toContain('id is outside the id class')
  })

  it('chooses the parser by file name', () => {
    expect(parseListingFile('x.CSV', 'type,name\ncompany,A\n').listings).toHaveLength(1)
    expect(parseListingFile('x.jsonl', '{"type":"company","name":"A"}\n').listings).toHaveLength(1)
  })

  it('keeps the id classes of application §3', () => {
    expect(idFitsType(90_000, 'crypto_currency')).toBe(true)
    expect(idFitsType(300_000, 'crypto_currency')).toBe(false)
    expect(idFitsType(1_000_000, 'index')).toBe(true)
    expect(idFitsType(1_099_999, 'company')).toBe(false)
    expect(idFitsType(1001, 'company')).toBe(true)
  })
})
