import { describe, expect, it } from 'vitest'
import { cleanText, MAX_SCORED_CHARS } from './clean'
import { HARD_BOUNDARY, NO_BOUNDARY, SOFT_BOUNDARY, tokenize } from './tokenize'

const norms = (text: string) => tokenize(text).norm

describe('cleanText', () => {
  it('drops HTML tags, script and style content and decodes entities', () => {
    expect(cleanText('<p>Profit <b>rose</b> &amp; sales grew</p><script>alert(1)</script>')).toBe(
      ' Profit rose & sales grew ',
    )
    expect(cleanText('AT&#38;T &lt;up&gt; &#x1F680;')).toBe('AT&T <up> 🚀')
  })

  it('keeps unknown entities and lone angle brackets', () => {
    expect(cleanText('a < b &bogus; c')).toBe('a < b &bogus; c')
  })

  it('cuts long texts without splitting a surrogate pair', () => {
    const text = `${'a'.repeat(MAX_SCORED_CHARS - 1)}🚀🚀`
    const cleaned = cleanText(text)
    expect(cleaned.length).toBe(MAX_SCORED_CHARS - 1)
  })
})

describe('tokenize', () => {
  it('reads a capitalised asset name as _org_, never an everyday word or a lower-case one', () => {
    expect(norms("Apple's JPMorgan deal: Microsoft, Nvidia")).toEqual([
      '_org_',
      '_org_',
      'deal',
      '_org_',
      '_org_',
    ])
    expect(norms('Gold, Bitcoin and Copper')).toEqual(['_org_', '_org_', 'and', '_org_'])
    expect(norms('Microsoft Corporation and SAP SE')).toEqual(['_org_', '_org_', 'and', '_org_', '_org_'])
    expect(norms('Target price raised at Total')).toEqual(['target', 'price', 'raised', 'at', 'total'])
    expect(norms('Stellar quarter, Optimism returns')).toEqual(['stellar', 'quarter', 'optimism', 'returns'])
    expect(norms('apple orchards')).toEqual(['apple', 'orchards'])
  })

  it('lower-cases words and replaces links, handles and cashtags by placeholders', () => {
    expect(norms('$AAPL beats, says @analyst https://t.co/abc123 #Bullish')).toEqual([
      '_cashtag_',
      'beats',
      'says',
      '_user_',
      '_url_',
      'bullish',
    ])
  })

  it('reads signed and plain percentages, numbers, money and years', () => {
    expect(norms('up 5% then -3.2% and +12% (+1.25) −4%')).toEqual([
      'up',
      '_pct_',
      'then',
      '_pct_down_',
      'and',
      '_pct_up_',
      '_num_up_',
      '_pct_down_',
    ])
    expect(norms('revenue $1.2B in 2019, 10x, 1,234.5 units, €30')).toEqual([
      'revenue',
      '_money_',
      'in',
      '_year_',
      '_nx_',
      '_num_',
      'units',
      '_money_',
    ])
  })

  it('does not read a hyphen inside a word or number as a sign', () => {
    expect(norms('52-week high, Q1-2020')).toEqual(['_num_', 'week', 'high', 'q1', '_year_'])
  })

  it("splits n't into a negation and strips possessives", () => {
    expect(norms("Company's shares didn't rise, won't fall, can’t stop")).toEqual([
      'company',
      'shares',
      'did',
      'not',
      'rise',
      'will',
      'not',
      'fall',
      'can',
      'not',
      'stop',
    ])
  })

  it('keeps abbreviations with dots and ampersands together and squeezes elongations', () => {
    expect(norms('U.S. S&P futures sooooo goooood')).toEqual(['us', 's&p', 'futures', 'soo', 'good'])
  })

  it('maps emoji to tokens and CJK characters to single tokens', () => {
    expect(norms('to the moon 🚀📉 株価')).toEqual([
      'to',
      'the',
      'moon',
      '_e_rocket_',
      '_e_chart_down_',
      '株',
      '価',
    ])
    expect(norms('🦄')).toEqual(['_emoji_'])
  })

  it('records spans into the text and the boundary before each token', () => {
    const tokens = tokenize('Shares fell. Profit, however rose!')
    expect(tokens.norm).toEqual(['shares', 'fell', 'profit', 'however', 'rose', '!'])
    expect(tokens.text.slice(tokens.start[2], tokens.end[2])).toBe('Profit')
    expect(tokens.boundary).toEqual([
      NO_BOUNDARY,
      NO_BOUNDARY,
      HARD_BOUNDARY,
      SOFT_BOUNDARY,
      NO_BOUNDARY,
      HARD_BOUNDARY,
    ])
  })

  it('treats a spaced dash as a soft boundary', () => {
    expect(tokenize('$GM - GM loses a bull').boundary[1]).toBe(SOFT_BOUNDARY)
  })

  it('handles empty and symbol-only text', () => {
    expect(tokenize('').count).toBe(0)
    expect(tokenize('... --- ***').count).toBe(0)
  })
})
