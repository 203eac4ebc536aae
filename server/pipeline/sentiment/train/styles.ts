import { LinearSentimentModel } from '../scorer'
import { LABELS } from '../types'
import type { LabelledText } from './dataset'
import { evaluate, type ScoreAgreement, scoreAgreement } from './metrics'
import { type TrainSettings, trainSentimentModel } from './train'

/**
 * Source styles of the tweet set, told apart by their form: Seeking Alpha-like posts led by a
 * cashtag ("$BYND - …"), MarketScreener posts, other posts with a link, and bare headlines.
 */
export type SourceStyle = 'cashtag-led' | 'marketscreener' | 'linked' | 'headline'

export const SOURCE_STYLES: readonly SourceStyle[] = ['cashtag-led', 'marketscreener', 'linked', 'headline']

const CASHTAG_LEAD = /^\$[A-Za-z]{1,6}\b/
const LINK = /https?:\/\//

export function sourceStyle(text: string): SourceStyle {
  if (CASHTAG_LEAD.test(text)) return 'cashtag-led'
  if (text.includes('MarketScreener')) return 'marketscreener'
  if (LINK.test(text)) return 'linked'
  return 'headline'
}

interface Figures {
  readonly accuracy: number
  readonly macroF1: number
}

export interface StyleHoldOut {
  readonly style: SourceStyle
  /** Training texts of the other styles. */
  readonly trainedOn: number
  /** Validation texts of this style. */
  readonly tested: number
  /** A model trained without this style, on this style's validation texts. */
  readonly heldOut: Figures
  /** The same model's continuous score on those texts: polarity by its sign, correlation with the labels. */
  readonly heldOutScore: ScoreAgreement
  /** The shipped model (trained on every style) on the same texts. */
  readonly allStyles: Figures
  /** Always the training rows' most common class. */
  readonly majority: Figures
}

const figures = (actual: readonly number[], predicted: readonly number[]): Figures => {
  const { accuracy, macroF1 } = evaluate(actual, predicted)
  return { accuracy, macroF1 }
}

/**
 * The protocol that cannot flatter the model on one source's habits: for each style, a model
 * trained on the other styles' training texts (and the adaptation texts) is measured on that
 * style's validation texts, next to the shipped model and the majority baseline on the same texts.
 */
export function holdOutByStyle(
  train: readonly LabelledText[],
  valid: readonly LabelledText[],
  adaptation: readonly LabelledText[],
  settings: TrainSettings,
  shipped: LinearSentimentModel,
): StyleHoldOut[] {
  const labelOf = (model: LinearSentimentModel, text: string) => LABELS.indexOf(model.score(text).label)
  return SOURCE_STYLES.map((style) => {
    const rows = train.filter((row) => sourceStyle(row.text) !== style)
    const tests = valid.filter((row) => sourceStyle(row.text) === style)
    const model = new LinearSentimentModel(
      trainSentimentModel(rows, settings, `held out: ${style}`, () => undefined, adaptation),
    )
    const actual = tests.map((row) => row.label)
    const counts = [0, 0, 0]
    for (const row of rows) counts[row.label] = (counts[row.label] ?? 0) + 1
    const majority = counts.indexOf(Math.max(...counts))
    return {
      style,
      trainedOn: rows.length,
      tested: tests.length,
      heldOut: figures(
        actual,
        tests.map((row) => labelOf(model, row.text)),
      ),
      heldOutScore: scoreAgreement(
        actual,
        tests.map((row) => model.score(row.text).score),
      ),
      allStyles: figures(
        actual,
        tests.map((row) => labelOf(shipped, row.text)),
      ),
      majority: figures(
        actual,
        tests.map(() => majority),
      ),
    }
  })
}
