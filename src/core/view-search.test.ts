import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { validateTimeRange } from './time-range'
import { AssetSearchSchema, messageFilterSearchSchema, messageSearchFilters } from './view-search'
import { MessageSearchBodySchema } from './wire/messages'

const parseAsset = (input: unknown) => v.parse(AssetSearchSchema, input)
const parseFilters = (input: unknown) => v.parse(messageFilterSearchSchema, input)

describe('asset route search params (application §2.2, §5 "Routes")', () => {
  it('keeps a positive safe-integer title_id; a digit string is read as its number', () => {
    expect(parseAsset({ title_id: 42 }).title_id).toBe(42)
    expect(parseAsset({ title_id: '42' }).title_id).toBe(42)
    for (const bad of [0, -3, 1.5, 'abc', 2 ** 60, [42], null, true]) {
      expect(parseAsset({ title_id: bad }).title_id).toBeUndefined()
    }
  })

  it.each([
    ['asset_info', 'asset_info'],
    ['asset_messages', 'asset_messages'],
    ['asset_common', 'asset_common'],
    ['view_info', undefined],
    ['settings_profile', undefined],
    ['bogus', undefined],
    [3, undefined],
  ])('tab %o → %o (asset tabs only)', (tab, expected) => {
    expect(parseAsset({ title_id: 1, tab }).tab).toBe(expected)
  })

  it('drops unknown keys and never throws on odd input', () => {
    expect(parseAsset({ title_id: 7, utm_source: 'mail', list: 3 })).toEqual({ title_id: 7 })
    for (const input of [undefined, null, 'title_id=3', 42, []]) {
      expect(() => parseAsset(input)).not.toThrow()
      expect(parseAsset(input)).toEqual({})
    }
  })

  it('keeps the time range params as text for the time range validation', () => {
    const now = Date.UTC(2025, 5, 15)
    const search = parseAsset({ title_id: 1, startDate: now - 86_400_000, endDate: String(now) })
    expect(search.startDate).toBe(String(now - 86_400_000))
    expect(search.endDate).toBe(String(now))
    expect(parseAsset({ relativeTimeRange: 'last_7_days' }).relativeTimeRange).toBe('last_7_days')
    // A number or a repeated value is kept as something the validation reports as invalid.
    expect(parseAsset({ relativeTimeRange: 7 }).relativeTimeRange).toBe('7')
    expect(parseAsset({ startDate: ['1', '2'], endDate: '3' }).startDate).toBe('')
    const limits = { maxRelativeDays: 30, historyMonths: 12, maxSpanDays: 366 }
    expect(validateTimeRange(parseAsset({ relativeTimeRange: 7 }), limits, now).notice?.text).toBe(
      'Removed invalid time range selection.',
    )
  })
})

describe('message filter params (application §2.2, §5 "Routes")', () => {
  it('reads single or repeated string params as lists of strings', () => {
    expect(parseFilters({ source: 'twitter', messageLanguage: ['en', 'de'] })).toEqual({
      source: ['twitter'],
      messageLanguage: ['en', 'de'],
    })
  })

  it('turns numbers and booleans the router parsed back into text and drops other values', () => {
    expect(parseFilters({ source: 123, searchQuery: true }).source).toEqual(['123'])
    expect(parseFilters({ searchQuery: true }).searchQuery).toEqual(['true'])
    expect(parseFilters({ messageType: ['news', { a: 1 }, null, 'tweets'] }).messageType).toEqual([
      'news',
      'tweets',
    ])
    expect(parseFilters({ authorType: [null, {}] }).authorType).toBeUndefined()
  })

  it('keeps safe integers (digit strings parse) in integer params', () => {
    expect(parseFilters({ messageAsset: [12, '13', 'x', 1.5, 2 ** 60, null] }).messageAsset).toEqual([12, 13])
    expect(parseFilters({ messageKeyEvent: '7' }).messageKeyEvent).toEqual([7])
    expect(parseFilters({ messageKeyEvent: 'seven' }).messageKeyEvent).toBeUndefined()
  })

  it('drops repeats within a list', () => {
    expect(parseFilters({ messageAsset: [5, '5', 5], source: ['a', 'a'] })).toEqual({
      messageAsset: [5],
      source: ['a'],
    })
  })
})

describe('message search body fields (data-interface §5, application §5 "Sentiment filter")', () => {
  it('maps every filter to its body field', () => {
    const fields = messageSearchFilters(
      parseFilters({
        source: ['twitter', 'reddit'],
        messageLanguage: ['en', 'DE'],
        messageType: ['news', 'tweets'],
        messageKeyEvent: [3, '9'],
        messageAsset: [100, 200],
        messageSentiment: ['positive'],
        searchQuery: 'earnings beat',
        authorType: 'bot',
      }),
    )
    expect(fields).toEqual({
      source: ['twitter', 'reddit'],
      lang: ['en', 'de'],
      type: ['news', 'tweets'],
      key_events: [3, 9],
      titles: [100, 200],
      sentiment: ['positive'],
      query: 'earnings beat',
    })
    expect(v.safeParse(MessageSearchBodySchema, fields).success).toBe(true)
  })

  it.each([
    [['positive', 'neutral', 'negative'], undefined],
    [['negative', 'positive', 'neutral', 'positive'], undefined],
    [[], undefined],
    [['bogus'], undefined],
    [
      ['negative', 'positive'],
      ['positive', 'negative'],
    ],
    [['neutral'], ['neutral']],
    [['Negative'], ['negative']],
  ])('sentiment %o → %o (all three chosen sends no filter)', (chosen, sentiment) => {
    expect(messageSearchFilters({ messageSentiment: chosen }).sentiment).toEqual(sentiment)
  })

  it('sends no type filter for all, splits comma-joined types and drops unknown ones', () => {
    expect(messageSearchFilters({ messageType: ['all', 'news'] }).type).toBeUndefined()
    expect(messageSearchFilters({ messageType: ['filings,news', 'gossip'] }).type).toEqual([
      'filings',
      'news',
    ])
  })

  it('leaves out values the body does not accept and empty filters', () => {
    expect(
      messageSearchFilters({
        source: ['  ', 'x'.repeat(201)],
        messageLanguage: ['english', 'n/a', 'others'],
        messageAsset: [0, -4, 2 ** 31],
        messageKeyEvent: [-1],
        searchQuery: ['  '],
      }),
    ).toEqual({ lang: ['n/a', 'others'] })
    expect(messageSearchFilters({})).toEqual({})
  })

  it('joins repeated search queries by spaces, at most 500 characters', () => {
    expect(messageSearchFilters({ searchQuery: [' apple ', 'iphone'] }).query).toBe('apple iphone')
    expect(messageSearchFilters({ searchQuery: ['q'.repeat(600)] }).query).toHaveLength(500)
  })
})
