import { describe, expect, it } from 'vitest'
import { LinearSentimentModel } from '../scorer'
import { holdOutByStyle, sourceStyle } from './styles'
import { DEFAULT_SETTINGS, trainSentimentModel } from './train'

describe('sourceStyle', () => {
  it('tells the tweet set’s sources apart by their form', () => {
    expect(sourceStyle('$ACME - Acme cuts outlook https://t.co/x')).toBe('cashtag-led')
    expect(sourceStyle('Acme : notice of buyback #Acme #Stock #MarketScreener https://t.co/x')).toBe(
      'marketscreener',
    )
    expect(sourceStyle('Acme cuts outlook https://t.co/x')).toBe('linked')
    expect(sourceStyle('Acme cuts outlook as demand slows')).toBe('headline')
    // A cashtag inside the text does not make a cashtag-led post.
    expect(sourceStyle('Why $ACME fell today')).toBe('headline')
  })
})

describe('holdOutByStyle', () => {
  it('measures each style with a model that never saw it, next to the shipped model and the majority', () => {
    const make = (style: string, n: number) =>
      Array.from({ length: n }, (_, i) => {
        const label = i % 3
        const word = ['plunges', 'holds', 'soars'][label] ?? ''
        const text =
          style === 'cashtag'
            ? `$ACME - Acme ${word} ${i}`
            : style === 'linked'
              ? `Acme ${word} ${i} https://t.co/${i}`
              : `Acme ${word} on day ${i}`
        return { text, label }
      })
    const train = [...make('cashtag', 30), ...make('linked', 30), ...make('headline', 30)]
    const valid = [...make('cashtag', 9), ...make('linked', 6)]
    const shipped = new LinearSentimentModel(
      trainSentimentModel(train, { ...DEFAULT_SETTINGS, l2Grid: [1e-3], folds: 3 }, 'test', () => undefined),
    )
    const result = holdOutByStyle(
      train,
      valid,
      [],
      { ...DEFAULT_SETTINGS, l2Grid: [1e-3], folds: 3 },
      shipped,
    )
    const cashtag = result.find((r) => r.style === 'cashtag-led')
    expect(cashtag).toMatchObject({ trainedOn: 60, tested: 9 })
    expect(result.find((r) => r.style === 'marketscreener')?.tested).toBe(0)
    expect(cashtag?.majority.accuracy).toBeCloseTo(1 / 3, 2)
    expect(cashtag?.heldOut.accuracy).toBeGreaterThan(0.5)
    expect(cashtag?.heldOutScore.polarTexts).toBe(6)
    expect(cashtag?.heldOutScore.pearson).toBeGreaterThan(0)
  })
})
