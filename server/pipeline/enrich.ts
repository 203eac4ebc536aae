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

export function enrichMessage(
  message: IngestMessage,
  matcher: TitleMatcher,
  model: SentimentModel | null,
): EnrichedMessage {
  const normalised = normaliseMessage(message)
  const text = normalised.body === '' ? normalised.sub : `${normalised.sub}\n${normalised.body}`
  const lang = normalised.declaredLang ?? detectLanguage(text)
  const linked = matcher.link(text)
  const declared = normalised.declaredTitleIds.filter((id) => matcher.ids.has(id))
  const titleIds = [...new Set([...declared, ...linked.titleIds])]
  const primaryTitleId = declared[0] ?? linked.primaryTitleId
  const scored = model?.languages.includes(lang) ? model.score(text, lang) : null
  // The spec's categories: positive above 0, negative below 0, neutral exactly 0 (data-interface
  // §5). A text the model calls neutral is stored as 0, so filters, counts and labels agree.
  const sentiment = scored?.label === 'neutral' ? { ...scored, score: 0 } : scored
  return {
    ...normalised,
    lang,
    titleIds,
    primaryTitleId,
    sentiment,
    keyEvents: classifyKeyEvents(normalised.type, normalised.sub, normalised.body),
    trendText: trendTextOf(normalised.sub, normalised.body),
  }
}
