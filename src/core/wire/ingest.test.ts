import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { IngestMessageSchema, isStorableText, MESSAGE_CLOCK_SKEW_MS, messageTimeProblem } from './ingest'

const NOW = Date.UTC(2026, 10, 24, 12)
const base = { source: 'x.example', source_id: '1', type: 'news', time: NOW, sub: 'Headline' }

describe('ingest message checks', () => {
  it('tells storable text from text with NUL characters or unpaired surrogates', () => {
    expect(isStorableText('Plain text, emoji 📈 and ü')).toBe(true)
    expect(isStorableText('nul \u0000 here')).toBe(false)
    expect(isStorableText('high \ud800 alone')).toBe(false)
    expect(isStorableText('low \udc00 alone')).toBe(false)
    expect(isStorableText('ends with high \ud83d')).toBe(false)
  })

  it('refuses times no date can hold', () => {
    expect(v.safeParse(IngestMessageSchema, { ...base, time: 1e20 }).success).toBe(false)
    expect(v.safeParse(IngestMessageSchema, { ...base, time: '+275760-09-14T00:00:00Z' }).success).toBe(false)
    expect(v.safeParse(IngestMessageSchema, base).success).toBe(true)
  })

  it('takes times from 2011 up to the clock skew ahead of now', () => {
    expect(messageTimeProblem(Date.UTC(2011, 0, 1), NOW)).toBeNull()
    expect(messageTimeProblem(NOW + MESSAGE_CLOCK_SKEW_MS, NOW)).toBeNull()
    expect(messageTimeProblem(NOW + MESSAGE_CLOCK_SKEW_MS + 1, NOW)).toContain('in the future')
    expect(messageTimeProblem(Date.UTC(2099, 0, 1), NOW)).toContain('in the future')
    expect(messageTimeProblem(Date.UTC(2010, 11, 31, 23, 59), NOW)).toContain('before 2011')
    expect(messageTimeProblem(0, NOW)).toContain('before 2011')
  })
})
