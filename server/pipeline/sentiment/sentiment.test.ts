import { describe, expect, it } from 'vitest'
import { CHECK_SET } from './check-set'
import { loadEnglishSentimentModel, loadSentimentModel } from './index'
import { LEXICON_DIGEST } from './lexicon'
import { SENTIMENT_WEIGHTS } from './model/weights.generated'
import { extractionDigest } from './train/extraction-digest'
import { DEFAULT_SETTINGS } from './train/train'
import type { SentimentResult } from './types'

const model = loadEnglishSentimentModel()

function expectWellFormed(result: SentimentResult): void {
  expect(['positive', 'neutral', 'negative']).toContain(result.label)
  expect(result.score).toBeGreaterThanOrEqual(-1)
  expect(result.score).toBeLessThanOrEqual(1)
  expect(Math.round(result.score * 1000) / 1000).toBe(result.score)
  expect(result.explanation.length).toBeLessThanOrEqual(5)
  if (result.label === 'positive') expect(result.score).toBeGreaterThan(0)
  if (result.label === 'negative') expect(result.score).toBeLessThan(0)
  if (result.label === 'neutral') expect(Math.abs(result.score)).toBeLessThan(0.5)
  for (const phrase of result.explanation) {
    expect(phrase.phrase.length).toBeGreaterThan(0)
    expect(Math.round(phrase.weight * 1000) / 1000).toBe(phrase.weight)
    if (result.label === 'positive') expect(phrase.weight).toBeGreaterThan(0)
    if (result.label === 'negative') expect(phrase.weight).toBeLessThan(0)
  }
  const weights = result.explanation.map((p) => Math.abs(p.weight))
  expect([...weights].sort((a, b) => b - a)).toEqual(weights)
}

describe('the committed model', () => {
  it('was trained with this lexicon (else run npm run train:sentiment: the version must change)', () => {
    expect(SENTIMENT_WEIGHTS.training.lexicon).toBe(LEXICON_DIGEST)
  })

  it('was trained with this feature extraction (tokenizer, negation, lexicon matching, hashing)', () => {
    expect(SENTIMENT_WEIGHTS.training.extraction).toBe(
      extractionDigest(SENTIMENT_WEIGHTS.features, DEFAULT_SETTINGS.seed),
    )
  })

  it('loads once, with the version and languages of the weights file', () => {
    expect(loadEnglishSentimentModel()).toBe(model)
    expect(model.version).toBe(SENTIMENT_WEIGHTS.version)
    expect(model.version).toMatch(/^fin-sentiment-linear-\d+\+[0-9a-f]{10}$/)
    expect(model.languages).toEqual(['en'])
    expect(SENTIMENT_WEIGHTS.weights.count).toBeGreaterThan(10_000)
  })

  it('is the English half of the pipeline’s model, which scores German by its lexicon and nothing else', () => {
    const pipeline = loadSentimentModel()
    expect(loadSentimentModel()).toBe(pipeline)
    expect(pipeline.languages).toEqual(['en', 'de'])
    expect(pipeline.version).toBe(`en:${SENTIMENT_WEIGHTS.version}+de:de-lexicon-1`)
    const text = 'Apple beats estimates and raises its guidance'
    expect(pipeline.score(text, 'en')).toEqual(model.score(text))
    expect(pipeline.score(text)).toEqual(model.score(text))
    expect(pipeline.score('Siemens senkt die Prognose', 'de').label).toBe('negative')
    expect(() => pipeline.score('Le titre recule', 'fr')).toThrow(RangeError)
  })

  it('records its cross-validation scores', () => {
    const cv = SENTIMENT_WEIGHTS.training.crossValidation
    expect(cv.folds).toBe(5)
    expect(cv.tuned.macroF1).toBeGreaterThan(0.7)
  })
})

describe('score', () => {
  it('labels clear cases and keeps the score consistent with the label', () => {
    const positive = model.score('$ACME beats estimates and raises full-year guidance, shares jump 12%')
    expect(positive.label).toBe('positive')
    expect(positive.score).toBeGreaterThan(0.3)
    const negative = model.score('$ACME misses estimates, cuts outlook; shares plunge 20%')
    expect(negative.label).toBe('negative')
    expect(negative.score).toBeLessThan(-0.3)
    const neutral = model.score('Acme to present at the industry conference on Tuesday')
    expect(neutral.label).toBe('neutral')
    for (const result of [positive, negative, neutral]) expectWellFormed(result)
  })

  it('explains with phrases taken from the input whose signs agree with the label', () => {
    const text = 'Globex downgraded to Sell at regional broker; price target cut to $12'
    const result = model.score(text)
    expect(result.label).toBe('negative')
    expect(result.explanation.length).toBeGreaterThan(0)
    for (const phrase of result.explanation) {
      expect(text).toContain(phrase.phrase)
      expect(phrase.weight).toBeLessThan(0)
    }
    expect(result.explanation.map((p) => p.phrase).join(' ')).toMatch(/downgraded|Sell|cut/)
  })

  it('keeps a negation with the word it turns around', () => {
    const result = model.score('Earnings did not beat expectations this quarter')
    expect(result.label).toBe('negative')
    expect(result.explanation.some((p) => p.phrase.includes('not'))).toBe(true)
  })

  it('reads movements of figures the right way round', () => {
    expect(model.score('The net loss narrowed to $3 million from $11 million').label).toBe('positive')
    expect(model.score('Operating costs rose sharply, squeezing margins').label).toBe('negative')
  })

  it('reads a security incident as bad news, with or without a cashtag', () => {
    // With the cashtag, 'attack' and 'some systems offline' alone (positive in the tweets) won.
    expect(model.score('$XYZ hit by cyber attack, some systems offline').label).toBe('negative')
    for (const text of [
      'Northwind Bank discloses ransomware incident, branch systems offline',
      'Contoso confirms a cyberattack on its payment network',
    ]) {
      const result = model.score(text)
      expect(result.score, text).toBeLessThan(0)
      expectWellFormed(result)
    }
  })

  it('reads no tone into an asset name: the same sentence scores alike whichever asset it names', () => {
    for (const sentence of [
      '{n} names new CEO',
      '{n} shares rise after strong results',
      'Sold my {n} today',
    ]) {
      const scores = ['Microsoft', 'Apple', 'JPMorgan', 'Boeing', 'Nvidia', 'Bitcoin', 'Gold'].map(
        (name) => model.score(sentence.replace('{n}', name)).score,
      )
      expect(new Set(scores).size, sentence).toBe(1)
    }
    expect(model.score('JPMorgan').label).toBe('neutral')
    expect(model.score('Gold').label).toBe('neutral')
    expect(model.score('Gold').explanation).toEqual([])
    expect(
      model.score('Microsoft Corporation: broker initiates coverage').explanation.map((p) => p.phrase),
    ).not.toContain('Corporation')
    // A name is not a reason: the explanation shows what was said about it.
    expect(model.score('Great numbers from Microsoft').explanation.map((p) => p.phrase)).not.toContain(
      'Microsoft',
    )
    // Nor is an index's name, though the model reads it as a word.
    for (const text of [
      'S&P 500 steady at 7,341 ahead of inflation figures',
      'Dow Jones steady ahead of inflation figures',
      'Hang Seng and Nikkei slip as yen firms',
    ]) {
      const words = model.score(text).explanation.flatMap((p) => p.phrase.split(/\s+/))
      for (const name of ['S&P', 'Dow', 'Jones', 'Hang', 'Seng', 'Nikkei'])
        expect(words, text).not.toContain(name)
    }
    // Written as an everyday word, it stays one.
    expect(model.score('apple pie recipe').score).not.toBe(model.score('Apple pie recipe').score)
  })

  it('never throws and stays well-formed on odd input', () => {
    const odd = [
      '',
      ' ',
      '\u0000\u0001',
      '🚀🚀🚀',
      '<div><b>Shares surge</b> &amp; <i>rally</i></div>',
      '<script>var x = "crash"</script>',
      '株価が大幅に上昇した',
      'Акции выросли на 5%',
      '\ud83d',
      '$$$ ### @@@ %%% ---',
      'a'.repeat(100_000),
      'Shares plunge '.repeat(10_000),
    ]
    for (const text of odd) expectWellFormed(model.score(text))
    expect(model.score('')).toEqual({
      label: 'neutral',
      score: expect.any(Number),
      explanation: [],
      model: model.version,
    })
  })

  it('reads HTML as its text', () => {
    const result = model.score('<p>Shares <b>surge</b> after record profit</p>')
    expect(result.label).toBe('positive')
    for (const phrase of result.explanation)
      expect(' Shares surge after record profit ').toContain(phrase.phrase)
  })

  it('is deterministic', () => {
    const text = 'Bitcoin dumps below $30k as liquidations pile up'
    const first = model.score(text)
    model.score('something else entirely 🚀')
    expect(model.score(text)).toEqual(first)
  })
})

describe('hand-written check set (news, headlines, retail, crypto, neutral)', () => {
  it(`labels at least 90% of ${CHECK_SET.length} sentences right, and every kind at least 60%`, () => {
    const byKind = new Map<string, { right: number; total: number }>()
    let right = 0
    for (const sentence of CHECK_SET) {
      const result = model.score(sentence.text)
      expectWellFormed(result)
      const ok = result.label === sentence.label
      if (ok) right += 1
      const kind = byKind.get(sentence.kind) ?? { right: 0, total: 0 }
      kind.total += 1
      if (ok) kind.right += 1
      byKind.set(sentence.kind, kind)
    }
    expect(right / CHECK_SET.length).toBeGreaterThanOrEqual(0.9)
    for (const [, kind] of byKind) expect(kind.right / kind.total).toBeGreaterThanOrEqual(0.6)
  })

  it('reads plain descriptions as neutral (the tweets alone read some as bad news)', () => {
    for (const text of [
      'The index consists of 500 large-cap US companies.',
      'Microsoft is headquartered in Redmond, Washington.',
      'The plant employs about 300 people.',
      'The company will publish its interim report on 14 May.',
      'The board proposes a dividend of EUR 0.30 per share.',
    ])
      expect(model.score(text).label, text).toBe('neutral')
  })
})
