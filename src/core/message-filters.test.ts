import { describe, expect, it } from 'vitest'
import {
  expandMessageTypes,
  FILINGS_GROUP,
  keyEventFilterField,
  keyEventIdOfField,
  messageCore,
  parseTimeInput,
  passesSentimentFilter,
  percentOneDecimal,
  sentimentFilter,
} from './message-filters'

describe('sentiment filter (application §5)', () => {
  it('sends no filter when all three or none are chosen', () => {
    expect(sentimentFilter(['positive', 'neutral', 'negative'])).toBeNull()
    expect(sentimentFilter(['negative', 'positive', 'neutral', 'positive'])).toBeNull()
    expect(sentimentFilter([])).toBeNull()
  })
  it('positive means above 0, negative below 0, neutral exactly 0', () => {
    const positive = sentimentFilter(['positive'])
    expect(positive).toEqual({ positive: true, neutral: false, negative: false })
    expect(passesSentimentFilter(positive, 0.01)).toBe(true)
    expect(passesSentimentFilter(positive, 0)).toBe(false)
    const neutral = sentimentFilter(['neutral'])
    expect(passesSentimentFilter(neutral, 0)).toBe(true)
    expect(passesSentimentFilter(neutral, -0.01)).toBe(false)
    const notPositive = sentimentFilter(['neutral', 'negative'])
    expect(passesSentimentFilter(notPositive, -0.5)).toBe(true)
    expect(passesSentimentFilter(notPositive, 0.5)).toBe(false)
    expect(passesSentimentFilter(notPositive, null)).toBe(false)
    expect(passesSentimentFilter(null, null)).toBe(true)
  })
})

describe('message types (application §3)', () => {
  it('expands filings to its comma-joined group and drops the filter for all', () => {
    expect(FILINGS_GROUP.join(',')).toBe(
      'filings,adhoc,adv_fin_report,annual_meeting,cap_mkt_info,dir_dealings,nav,regulatory,short_interest,takeover_offer',
    )
    expect(expandMessageTypes(['filings', 'news'])).toEqual([...FILINGS_GROUP, 'news'])
    expect(expandMessageTypes(['news,tweets'])).toEqual(['news', 'tweets'])
    expect(expandMessageTypes(['news', 'all'])).toBeNull()
    expect(expandMessageTypes([])).toBeNull()
  })
})

describe('key event filter field (data-interface §5)', () => {
  it('has the form key_events.4.{id}.total', () => {
    expect(keyEventFilterField(21)).toBe('key_events.4.21.total')
    expect(keyEventIdOfField('key_events.4.21.total')).toBe(21)
    expect(keyEventIdOfField('key_events.3.21.total')).toBeNull()
    expect(keyEventIdOfField('key_events.4.x.total')).toBeNull()
  })
})

describe('search core and times', () => {
  const now = Date.UTC(2026, 0, 10, 12)
  it('is messages24h when the start is within 24 hours', () => {
    expect(messageCore(now - 23 * 3_600_000, now)).toBe('messages24h')
    expect(messageCore(now - 24 * 3_600_000, now)).toBe('messages24h')
    expect(messageCore(now - 25 * 3_600_000, now)).toBe('messages')
  })
  it('reads epoch milliseconds and ISO dates, nothing else', () => {
    expect(parseTimeInput(now)).toBe(now)
    expect(parseTimeInput(String(now))).toBe(now)
    expect(parseTimeInput('2026-01-10')).toBe(Date.UTC(2026, 0, 10))
    expect(parseTimeInput('2026-01-10T12:00:00Z')).toBe(now)
    expect(parseTimeInput('2026-01-10T13:00:00+01:00')).toBe(now)
    for (const bad of ['yesterday', '', '2026-13-45', '1e12', '12abc', Number.NaN, -1, 1e20]) {
      expect(parseTimeInput(bad)).toBeNull()
    }
  })
  it('rounds percentages to one decimal', () => {
    expect(percentOneDecimal(1, 3)).toBe(33.3)
    expect(percentOneDecimal(2, 3)).toBe(66.7)
    expect(percentOneDecimal(0, 0)).toBe(0)
  })
})
