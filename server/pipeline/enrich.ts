import type { IngestMessage } from '../../src/core'
import { classifyKeyEvents } from './key-events/classify'
import { detectLanguage } from './language'
import type { TitleMatcher } from './linking/matcher'
import { type NormalisedMessage, normaliseMessage } from './normalise'
import type { SentimentModel, SentimentResult } from './sentiment/types'
import { type TrendText, trendTextOf } from './trends/text-features'

/** A message after normalise → language → instruments → sentiment → key events, and its trend text. */
export interface EnrichedMessage extends NormalisedMessage {
  lang: string
  titleIds: number[]
  primaryTitleId: number | null
  /** null when the model does not cover the language (unscored). */
  sentiment: SentimentResult | null
  keyEvents: Record<string, number>
  trendText: TrendText
}

/**
 * Enriches a batch one stage at a time (every message's language, then every message's titles, and
 * so on) rather than one message at a time: each stage walks tables of its own (the language
 * database, the matcher, the model's weights, the patterns), and interleaved per message they evict
 * each other from the CPU's caches. On 1,000-message batches of the demo feed, in the enrichment
 * thread, a message took 106–152 µs staged against 144–209 µs one at a time (measured alternately).
 */
export function enrichBatch(
  batch: readonly IngestMessage[],
  matcher: TitleMatcher,
  model: SentimentModel | null,
): EnrichedMessage[] {
  const normalised = batch.map(normaliseMessage)
  const texts = normalised.map((m) => (m.body === '' ? m.sub : `${m.sub}\n${m.body}`))
  const langs = texts.map((text, i) => normalised[i]?.declaredLang ?? detectLanguage(text))
  const linked = texts.map((text) => matcher.link(text))
  const scored = texts.map((text, i) => {
    const lang = langs[i] as string
    return model?.languages.includes(lang) ? model.score(text, lang) : null
  })
  const keyEvents = normalised.map((m) => classifyKeyEvents(m.type, m.sub, m.body))
  const trendTexts = normalised.map((m) => trendTextOf(m.sub, m.body))
  return normalised.map((m, i) => {
    const link = linked[i] as ReturnType<TitleMatcher['link']>
    const declared = m.declaredTitleIds.filter((id) => matcher.ids.has(id))
    const score = scored[i] ?? null
    return {
      ...m,
      lang: langs[i] as string,
      titleIds: [...new Set([...declared, ...link.titleIds])],
      primaryTitleId: declared[0] ?? link.primaryTitleId,
      // The spec's categories: positive above 0, negative below 0, neutral exactly 0
      // (data-interface §5). A text the model calls neutral is stored as 0, so filters, counts
      // and labels agree.
      sentiment: score?.label === 'neutral' ? { ...score, score: 0 } : score,
      keyEvents: keyEvents[i] as Record<string, number>,
      trendText: trendTexts[i] as TrendText,
    }
  })
}

export function enrichMessage(
  message: IngestMessage,
  matcher: TitleMatcher,
  model: SentimentModel | null,
): EnrichedMessage {
  return enrichBatch([message], matcher, model)[0] as EnrichedMessage
}
