import type { SentimentModel, SentimentResult } from './types'

/**
 * One model per language behind one interface: a text is scored by its language's model (the
 * first language's when none is given). Languages without a model are not scored at all
 * (the pipeline stores them unscored), never by another language's model.
 */
export class MultilingualSentimentModel implements SentimentModel {
  readonly version: string
  readonly languages: readonly string[]
  private readonly fallback: SentimentModel

  constructor(private readonly byLanguage: ReadonlyMap<string, SentimentModel>) {
    const first = [...byLanguage.values()][0]
    if (!first) throw new Error('a multilingual sentiment model needs at least one language')
    this.fallback = first
    this.languages = Object.freeze([...byLanguage.keys()])
    this.version = [...byLanguage].map(([lang, model]) => `${lang}:${model.version}`).join('+')
  }

  score(text: string, lang?: string): SentimentResult {
    if (lang === undefined) return this.fallback.score(text)
    const model = this.byLanguage.get(lang)
    if (!model) throw new RangeError(`no sentiment model for language '${lang}'`)
    return model.score(text)
  }
}
