import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { IngestMessageSchema } from '../../src/core'
import { enrichMessage } from './enrich'
import { TitleMatcher } from './linking/matcher'
import { loadSentimentModel } from './sentiment'

const matcher = new TitleMatcher([])
const model = loadSentimentModel()
const message = (sub: string, lang: string) =>
  v.parse(IngestMessageSchema, {
    source: 'example.com',
    source_id: sub,
    type: 'news',
    time: 1_700_000_000_000,
    sub,
    lang,
  })

describe('enrichMessage: sentiment', () => {
  it('stores a text the model calls neutral as exactly 0 (the spec’s neutral), keeping its explanation', () => {
    const enriched = enrichMessage(
      message('The company will hold its annual meeting on May 12.', 'en'),
      matcher,
      model,
    )
    expect(enriched.sentiment?.label).toBe('neutral')
    expect(enriched.sentiment?.score).toBe(0)
  })

  it('keeps the continuous score of a polar text, and records the model', () => {
    const enriched = enrichMessage(
      message('Shares surge after the company beats estimates and raises guidance', 'en'),
      matcher,
      model,
    )
    expect(enriched.sentiment?.label).toBe('positive')
    expect(enriched.sentiment?.score).toBeGreaterThan(0)
    expect(enriched.sentiment?.model).toMatch(/^fin-sentiment-linear-/)
  })

  it('scores German by the German model and leaves languages without a model unscored', () => {
    const german = enrichMessage(
      message('Die Aktie fällt nach der Gewinnwarnung deutlich', 'de'),
      matcher,
      model,
    )
    expect(german.sentiment).toMatchObject({ label: 'negative', model: 'de-lexicon-1' })
    expect(
      enrichMessage(message("L'action recule après un avertissement", 'fr'), matcher, model).sentiment,
    ).toBeNull()
  })
})
