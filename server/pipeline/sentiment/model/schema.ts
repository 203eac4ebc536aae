import * as v from 'valibot'

const FeatureConfigSchema = v.object({
  wordNgrams: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)),
  charNgrams: v.nullable(
    v.pipe(
      v.tuple([
        v.pipe(v.number(), v.integer(), v.minValue(1)),
        v.pipe(v.number(), v.integer(), v.maxValue(8)),
      ]),
      v.readonly(),
    ),
  ),
  priors: v.boolean(),
  scale: v.object({ word: v.number(), char: v.number(), prior: v.number() }),
})

const EvaluationSummarySchema = v.object({ accuracy: v.number(), macroF1: v.number() })

/** The committed model file (weights.generated.ts): what scoring needs plus how it was trained. */
export const SentimentWeightsSchema = v.object({
  version: v.pipe(v.string(), v.minLength(1)),
  languages: v.array(v.string()),
  features: FeatureConfigSchema,
  /** Class scores of the bias, relative to neutral, with the tuned class offsets added. */
  bias: v.object({ negative: v.number(), positive: v.number() }),
  weights: v.object({
    data: v.string(),
    scale: v.pipe(v.number(), v.minValue(0)),
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  training: v.object({
    dataset: v.string(),
    examples: v.number(),
    /** Generated adaptation texts trained on besides the examples (train/adaptation.ts). */
    adaptationExamples: v.optional(v.number(), 0),
    /** The lexicon the model was trained with (lexicon/index.ts LEXICON_DIGEST). */
    lexicon: v.optional(v.string(), ''),
    /** What feature extraction made of fixed texts at training (train/extraction-digest.ts). */
    extraction: v.optional(v.string(), ''),
    hyperparameters: v.record(v.string(), v.unknown()),
    offsets: v.object({ negative: v.number(), positive: v.number() }),
    crossValidation: v.object({
      folds: v.number(),
      raw: EvaluationSummarySchema,
      tuned: EvaluationSummarySchema,
      foldMacroF1: v.array(v.number()),
    }),
    grid: v.array(v.object({ l2: v.number(), macroF1: v.number(), accuracy: v.number() })),
  }),
})

export type SentimentWeights = v.InferOutput<typeof SentimentWeightsSchema>
