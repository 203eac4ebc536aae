import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { IngestMessageSchema } from '../../src/core'
import { enrichMessage } from './enrich'
import { TitleMatcher } from './linking/matcher'
import { loadSentimentModel } from './sentiment'
import { SIGNATURE_SIZE } from './trends/minhash'
import { clusterMessageOf } from './trends/radar'
import { trendTextOf } from './trends/text-features'

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

describe('enrichMessage: trend text', () => {
  it('carries the story signature and topic terms of its normalised text, none for chatter', () => {
    const news = enrichMessage(
      message('Nordwind shares jump 12% on share buyback, buyback approved by the board', 'en'),
      matcher,
      model,
    )
    expect(news.trendText).toEqual(trendTextOf(news.sub, news.body))
    expect(news.trendText.signature).toHaveLength(SIGNATURE_SIZE)
    expect(news.trendText.terms).toContain('buyback')
    expect(
      enrichMessage(message('anyone watching this?', 'en'), matcher, model).trendText.signature,
    ).toBeNull()
  })

  it('clusters a stored message from the enrichment’s text as from its own', () => {
    const sub = 'Nordwind shares jump 12% on share buyback, buyback approved by the board'
    const enriched = enrichMessage(message(sub, 'en'), matcher, model)
    const stored = {
      id: 7,
      timeMs: 0,
      source: 'example.com',
      type: 'news',
      sentiment: null,
      titleIds: [],
      sub,
      body: '',
    }
    expect(clusterMessageOf(stored, enriched.trendText)).toEqual(clusterMessageOf(stored))
  })
})
