import { describe, expect, it } from 'vitest'
import { GERMAN_CHECK_SET } from './check-set'
import { loadGermanLexicon } from './lexicon'
import { GermanLexiconModel } from './model'

const model = new GermanLexiconModel()
const texts = (label: string) => GERMAN_CHECK_SET.filter((s) => s.label === label).map((s) => s.text)

describe('GermanLexiconModel', () => {
  it('reads the translated AFINN list from the registry package, with our financial words on top', () => {
    const lexicon = loadGermanLexicon()
    expect(lexicon.words.size).toBeGreaterThan(2_000)
    expect(lexicon.words.get('krise')).toBeLessThan(0)
    // Our words win over the translation ('Aktie' from 'share' is neutral here).
    expect(lexicon.words.get('aktie')).toBe(0)
    expect(lexicon.words.get('verfehlt')).toBe(-3)
  })

  it.each(texts('neutral'))('leaves a plain description neutral: %s', (text) => {
    const result = model.score(text)
    expect(result.label).toBe('neutral')
    expect(Math.abs(result.score)).toBeLessThan(0.2)
  })

  it.each(texts('positive'))('reads a rise as positive: %s', (text) => {
    const result = model.score(text)
    expect(result.label).toBe('positive')
    expect(result.score).toBeGreaterThan(0.25)
  })

  it.each(texts('negative'))('reads a fall as negative: %s', (text) => {
    const result = model.score(text)
    expect(result.label).toBe('negative')
    expect(result.score).toBeLessThan(-0.25)
  })

  it('turns a negated word around and explains it with its negation', () => {
    const result = model.score('Der Gewinn ist nicht gestiegen.')
    expect(result.label).toBe('negative')
    expect(result.explanation[0]?.phrase).toBe('nicht gestiegen')
  })

  it('lets what follows a contrast outweigh what came before', () => {
    expect(model.score('Gute Zahlen, aber die Prognose wurde gesenkt.').label).toBe('negative')
    expect(model.score('Die Prognose wurde gesenkt, aber die Zahlen sind gut.').label).toBe('positive')
  })

  it('strengthens a word after an intensifier', () => {
    const plain = model.score('Der Umsatz ist gestiegen').score
    const strong = model.score('Der Umsatz ist kräftig gestiegen').score
    expect(strong).toBeGreaterThan(plain)
  })

  it('knows compounds by their parts and words by their stem', () => {
    expect(model.score('Kurseinbruch bei Wirecard').label).toBe('negative')
    expect(model.score('Rekordumsatz bei Apple').label).toBe('positive')
    expect(model.score('Schlechte Nachrichten').label).toBe('negative')
  })

  it('explains with whole words of the text, strongest first, at most five', () => {
    const text = 'Siemens übertrifft die Erwartungen, hebt die Prognose an und meldet einen Rekordgewinn'
    const { explanation } = model.score(text)
    expect(explanation.length).toBeGreaterThan(0)
    expect(explanation.length).toBeLessThanOrEqual(5)
    for (const { phrase } of explanation) {
      const at = text.indexOf(phrase)
      expect(at).toBeGreaterThanOrEqual(0)
      // Whole words: the phrase starts and ends at word boundaries.
      expect(text.charAt(at - 1)).toMatch(/^$|[^A-Za-zÄÖÜäöüß]/)
      expect(text.charAt(at + phrase.length)).toMatch(/^$|[^A-Za-zÄÖÜäöüß]/)
    }
    const weights = explanation.map((entry) => Math.abs(entry.weight))
    expect([...weights].sort((a, b) => b - a)).toEqual(weights)
  })

  it('keeps scores within [−1, 1] for any text', () => {
    for (const text of ['', '!!!', 'Krise Krise Krise Krise Krise Krise Krise Krise', 'x'.repeat(10_000)]) {
      const { score } = model.score(text)
      expect(score).toBeGreaterThanOrEqual(-1)
      expect(score).toBeLessThanOrEqual(1)
    }
  })
})
