import { describe, expect, it } from 'vitest'
import { buzzPercent, composeBriefing, movers, sentimentSwings, withoutName } from './compose'
import type { BriefingFigures, TitleFigures } from './figures'

const title = (id: number, over: Partial<TitleFigures>): TitleFigures => ({
  id,
  name: `Asset ${id}`,
  symbol: null,
  messages: 10,
  sentiment: 0,
  baselinePerDay: 10,
  baselineMessages: 70,
  baselineSentiment: 0,
  ...over,
})

const figures = (titles: TitleFigures[], over: Partial<BriefingFigures> = {}): BriefingFigures => ({
  titles,
  messages: titles.reduce((sum, t) => sum + t.messages, 0),
  keyEvents: [],
  earnings: [],
  posts: [],
  ...over,
})

describe('briefing composition', () => {
  it('ranks movers by buzz against their own normal day; new names after, quiet ones never', () => {
    const loud = title(1, { messages: 40, baselinePerDay: 10 })
    const louder = title(2, { messages: 30, baselinePerDay: 5 })
    const normal = title(3, { messages: 12, baselinePerDay: 10 })
    const fresh = title(4, { messages: 12, baselinePerDay: 0, baselineMessages: 0 })
    const tiny = title(5, { messages: 4, baselinePerDay: 1 })
    expect(movers([loud, louder, normal, fresh, tiny]).map((t) => t.id)).toEqual([2, 1, 4])
    expect(buzzPercent(louder)).toBe(600)
    expect(buzzPercent(fresh)).toBeNull()
  })

  it('finds sentiment swings of at least 5 points with enough messages on both sides', () => {
    const souring = title(1, { sentiment: -0.5, baselineSentiment: 0.25 })
    const flat = title(2, { sentiment: 0.02, baselineSentiment: 0 })
    const thin = title(3, { sentiment: 1, baselineSentiment: -1, baselineMessages: 3 })
    const [swing, ...rest] = sentimentSwings([souring, flat, thin])
    expect(rest).toEqual([])
    expect(swing?.title.id).toBe(1)
    expect(swing?.change).toBe(-53.3)
  })

  it('writes a swing with a true minus in both languages', () => {
    const souring = title(1, { name: 'Tesla, Inc.', sentiment: -0.4, baselineSentiment: 0.1 })
    const text = (language: 'en' | 'de') =>
      composeBriefing(figures([souring]), 'us', language).content.sections.find((s) => s.kind === 'sentiment')
        ?.items[0]?.text
    expect(text('en')).toBe('sentiment −28.6, down 37.7 points from +9.1 the week before')
    expect(text('de')).toContain('−28,6')
  })

  it('writes headline, intro and sections in English and German, leaving empty sections out', () => {
    const loud = title(1, { name: 'Apple Inc.', symbol: 'AAPL', messages: 1234, baselinePerDay: 100 })
    const data = figures([loud], {
      messages: 1500,
      keyEvents: [{ titleId: 1, name: 'Apple Inc.', keyEventId: 1, messages: 12 }],
      earnings: [{ titleId: 1, name: 'Apple Inc.', consensus: 1.5, prior: 1.25 }],
    })
    const en = composeBriefing(data, 'us', 'en')
    expect(en.headline).toBe('United States: Apple Inc. leads the buzz at 1,234% of normal')
    expect(en.content.intro).toBe(
      '1,500 messages about United States assets in the 24 hours before this morning. One asset ran at least 50% above its normal buzz; one company reports earnings today.',
    )
    expect(en.content.sections.map((s) => s.kind)).toEqual(['movers', 'key_events', 'earnings'])
    expect(en.content.sections[0]?.items[0]).toEqual({
      title_id: 1,
      name: 'Apple Inc. (AAPL)',
      text: 'buzz 1,234% of normal · 1,234 messages (normally 100.0 a day)',
      value: 1234,
    })
    expect(en.content.sections[1]?.items[0]?.text).toBe('Earnings release · 12 messages')
    expect(en.content.sections[2]?.items[0]?.text).toBe('reports today · consensus 1.5 · prior 1.25')
    const de = composeBriefing(data, 'us', 'de')
    expect(de.headline).toBe('USA: Apple Inc. führt den Buzz an mit 1.234 % des Normalniveaus')
    expect(de.content.sections[0]?.items[0]?.text).toBe(
      'Buzz 1.234 % des Normalniveaus · 1.234 Nachrichten (sonst 100,0 am Tag)',
    )
    expect(de.content.sections[2]?.items[0]?.text).toBe('berichtet heute · Konsens 1,5 · zuvor 1,25')
  })

  it('calls a night without movers quiet', () => {
    const quiet = composeBriefing(figures([title(1, {})]), 'crypto', 'en')
    expect(quiet.headline).toBe('Crypto: a quiet night, 10 messages')
    expect(quiet.content.intro).toContain('No asset ran at least 50% above its normal buzz.')
  })
})

describe('AI update lines', () => {
  it('drop the asset name the line starts with', () => {
    expect(withoutName('Amazon.com, Inc.: buzz at 3.5× its usual level', 'Amazon.com, Inc.')).toBe(
      'buzz at 3.5× its usual level',
    )
    expect(withoutName('Apple Inc. reports earnings', 'Apple Inc.')).toBe('reports earnings')
    expect(withoutName('Chip stocks slide', 'Apple Inc.')).toBe('Chip stocks slide')
  })
})
