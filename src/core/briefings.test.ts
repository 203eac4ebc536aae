import { describe, expect, it } from 'vitest'
import {
  addDays,
  BRIEFING_EDITION_KEYS,
  briefingMorning,
  briefingsSearch,
  editionLabel,
  isTimeZone,
  latestBriefingDay,
  localDay,
  zonedInstant,
} from './briefings'

const at = (iso: string) => Date.parse(iso)

describe('briefing days and mornings', () => {
  it('tells the local day of an instant', () => {
    expect(localDay(at('2026-11-24T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-25')
    expect(localDay(at('2026-11-24T23:30:00Z'), 'America/New_York')).toBe('2026-11-24')
    expect(localDay(at('2026-11-24T23:30:00Z'), 'UTC')).toBe('2026-11-24')
  })

  it('finds 07:00 local in winter, in summer and on the day the clocks change', () => {
    expect(briefingMorning('2026-11-25', 'Europe/Berlin')).toBe(at('2026-11-25T06:00:00Z'))
    expect(briefingMorning('2026-07-01', 'Europe/Berlin')).toBe(at('2026-07-01T05:00:00Z'))
    expect(briefingMorning('2026-03-08', 'America/New_York')).toBe(at('2026-03-08T11:00:00Z'))
    expect(briefingMorning('2026-11-01', 'America/New_York')).toBe(at('2026-11-01T12:00:00Z'))
    expect(briefingMorning('2026-11-25', 'Asia/Kolkata')).toBe(at('2026-11-25T01:30:00Z'))
    expect(zonedInstant('2026-11-25', 0, 'UTC')).toBe(at('2026-11-25T00:00:00Z'))
  })

  it('is due from 07:00: before it, yesterday’s briefing is the latest', () => {
    expect(latestBriefingDay(at('2026-11-25T05:59:59Z'), 'Europe/Berlin')).toBe('2026-11-24')
    expect(latestBriefingDay(at('2026-11-25T06:00:00Z'), 'Europe/Berlin')).toBe('2026-11-25')
    expect(latestBriefingDay(at('2026-11-25T23:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-26')
  })

  it('counts days across month ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('names editions in both languages and knows time zones', () => {
    expect(BRIEFING_EDITION_KEYS).toContain('us')
    expect(editionLabel('europe', 'de')).toBe('Europa')
    expect(editionLabel('unknown')).toBe('unknown')
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})

describe('briefings page query', () => {
  it('reads edition, language and briefing, falling back to the defaults', () => {
    expect(briefingsSearch({ edition: 'crypto', language: 'de', briefing: '12' })).toEqual({
      edition: 'crypto',
      language: 'de',
      briefing: 12,
    })
    expect(briefingsSearch({ edition: 'mars', language: 'fr', briefing: 'x' })).toEqual({
      edition: 'us',
      language: 'en',
    })
    expect(briefingsSearch({ edition: ['us', 'asia'], briefing: 3 })).toEqual({
      edition: 'asia',
      language: 'en',
      briefing: 3,
    })
  })
})
