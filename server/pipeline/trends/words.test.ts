import { describe, expect, it } from 'vitest'
import { termsOf } from './terms'
import { isTopicWord, wordsOf } from './words'

const contentWords = (text: string) => {
  const { all, content } = wordsOf(text)
  return all.filter((_, index) => content[index])
}

describe('isTopicWord', () => {
  it('does not take a part of the trading day for a topic; a phrase may still use it', () => {
    for (const word of ['session', 'morning', 'afternoon', 'hours', 'month'])
      expect(isTopicWord(word)).toBe(false)
    expect(isTopicWord('buyback')).toBe(true)
    expect(termsOf(wordsOf('Asian session volatility spikes again'))).toContain('session volatility')
  })
})

describe('wordsOf', () => {
  it('keeps the content words of a Spanish or French headline, not its function words', () => {
    expect(contentWords('Siemens se desploma tras recortar previsiones')).toEqual([
      'siemens',
      'desploma',
      'recortar',
      'previsiones',
    ])
    expect(contentWords('Airbus : le titre grimpe après les résultats')).toEqual([
      'airbus',
      'titre',
      'grimpe',
      'résultats',
    ])
  })

  it('reads cashtags as symbols and numbers as #, neither a content word', () => {
    expect(wordsOf('$AAPL up 3.5% today')).toEqual({
      all: ['aapl', 'up', '#', 'today'],
      content: [false, false, false, false],
      breakBefore: [false, false, false, false],
    })
  })

  it('pairs no words across a sentence, clause or line', () => {
    const terms = (text: string) => termsOf(wordsOf(text))
    expect(terms('Apple: red flags investors should not ignore\nDisappointed with Apple')).not.toContain(
      'ignore disappointed',
    )
    expect(terms('Bought more shares. Guidance looks weak')).not.toContain('shares guidance')
    expect(terms('Share buyback – dividend raised')).not.toContain('buyback dividend')
    expect(terms('Board approves share buyback program')).toContain('share buyback')
    // Headline verbs of other languages are no part of a topic either.
    expect(terms('Siemens: Anleger greifen zu, Kurs auf Monatshoch')).not.toContain('anleger greifen')
    expect(terms('Airbus séduit les investisseurs, le titre grimpe')).not.toContain('titre grimpe')
    expect(terms('Inditex se desploma tras recortar previsiones')).not.toContain('recortar previsiones')
    expect(terms('Acme gains after strong order intake, analysts see upside')).not.toContain(
      'intake analysts',
    )
    expect(terms('Acme gains after strong order intake, analysts see upside')).toContain('order intake')
  })

  it('takes no legal form of a company name for a topic, alone or paired', () => {
    const terms = (text: string) => termsOf(wordsOf(text))
    // The 7-day radar listed 'KGaA' (Henkel AG & Co. KGaA Vz., Merck KGaA) as a trending topic.
    expect(terms('Henkel AG & Co. KGaA Vz. wins new customers')).toEqual(['henkel', 'customers'])
    expect(terms('Merck KGaA wins new customers')).toEqual(['merck', 'customers'])
    expect(terms('Nokia Oyj cuts guidance')).toEqual(['nokia', 'guidance'])
    expect(terms('Banco Santander, S.A. shares rise')).toEqual(['banco', 'banco santander', 'santander'])
  })
})
