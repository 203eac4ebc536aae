import { statSync } from 'node:fs'
import { loadavg } from 'node:os'
import Sentiment from 'sentiment'
import { loadEnglishSentimentModel } from '../../server/pipeline/sentiment'
import { CHECK_SET } from '../../server/pipeline/sentiment/check-set'
import { GERMAN_CHECK_SET } from '../../server/pipeline/sentiment/german/check-set'
import { GermanLexiconModel } from '../../server/pipeline/sentiment/german/model'
import { SENTIMENT_WEIGHTS } from '../../server/pipeline/sentiment/model/weights.generated'
import { LinearSentimentModel } from '../../server/pipeline/sentiment/scorer'
import { adaptationExamples } from '../../server/pipeline/sentiment/train/adaptation'
import { dataDir, readSplit } from '../../server/pipeline/sentiment/train/dataset'
import { evaluate, scoreAgreement } from '../../server/pipeline/sentiment/train/metrics'
import { holdOutByStyle } from '../../server/pipeline/sentiment/train/styles'
import { DEFAULT_SETTINGS } from '../../server/pipeline/sentiment/train/train'
import {
  LABELS,
  NEGATIVE,
  NEUTRAL,
  POSITIVE,
  type SentimentLabel,
} from '../../server/pipeline/sentiment/types'
import { machineFacts, round, writeResult } from '../support/measure'

/**
 * Benchmark: the financial sentiment model on sent_valid.csv (never used in training or tuning)
 * against an always-neutral baseline and the AFINN word list (`sentiment` package), single-thread
 * scoring throughput, model size and the hand-written generalisation check set.
 * Writes bench/results/sentiment.json.
 */

const THROUGHPUT_MIN_MESSAGES = 200_000
const THROUGHPUT_MIN_MS = 3000
/**
 * Issue 17: TFNS valid macro-F1 ≥ 0.85 (the older 0.80 target was raised); ≥ 50k messages/s/core;
 * on unseen stock posts polarity by the score's sign ≥ 85 % and Pearson r ≥ 0.60 with human scores
 * (measured here against the labels as −1/0/+1, on the held-out styles).
 */
const TARGET = { accuracy: 0.85, macroF1: 0.85, messagesPerSecond: 50_000, polarBySign: 0.85, pearson: 0.6 }

const labelIndex = (label: SentimentLabel) => LABELS.indexOf(label)

/**
 * Messages per second on this thread, by wall clock and by the process's CPU time (the second is
 * steadier when other processes share the cores).
 */
function throughput(
  texts: readonly string[],
  score: (text: string) => unknown,
): { wall: number; cpu: number } {
  for (let i = 0; i < Math.min(texts.length, 5000); i += 1) score(texts[i] ?? '')
  let count = 0
  const cpuStart = process.cpuUsage()
  const started = performance.now()
  let elapsed = 0
  while (count < THROUGHPUT_MIN_MESSAGES || elapsed < THROUGHPUT_MIN_MS) {
    for (const text of texts) score(text)
    count += texts.length
    elapsed = performance.now() - started
  }
  const cpu = process.cpuUsage(cpuStart)
  return { wall: (count / elapsed) * 1000, cpu: (count / ((cpu.user + cpu.system) / 1000)) * 1000 }
}

/** Benchmark suite: sentiment quality, baselines and speed. */
export async function run(): Promise<void> {
  const valid = readSplit('sent_valid')
  const texts = valid.map((v) => v.text)
  const actual = valid.map((v) => v.label)
  const loadStarted = performance.now()
  const model = loadEnglishSentimentModel()
  const loadMs = performance.now() - loadStarted

  const modelEval = evaluate(
    actual,
    texts.map((t) => labelIndex(model.score(t).label)),
  )
  // Issue 17 reads polarity by the score's sign (score CLI) and wants it to correlate with human scores.
  const modelScore = scoreAgreement(
    actual,
    texts.map((t) => model.score(t).score),
  )
  const neutralEval = evaluate(
    actual,
    texts.map(() => NEUTRAL),
  )
  const afinn = new Sentiment()
  const afinnLabel = (text: string) => {
    const c = afinn.analyze(text).comparative
    return c > 0 ? POSITIVE : c < 0 ? NEGATIVE : NEUTRAL
  }
  const afinnEval = evaluate(actual, texts.map(afinnLabel))

  const loadBefore = loadavg()[0] ?? 0
  const modelRate = throughput(texts, (t) => model.score(t))
  const afinnRate = throughput(texts, (t) => afinn.analyze(t))

  const checkByKind: Record<string, { correct: number; total: number; accuracy: number }> = {}
  let afinnCheckCorrect = 0
  for (const sentence of CHECK_SET) {
    const ok = model.score(sentence.text).label === sentence.label
    if (afinnLabel(sentence.text) === labelIndex(sentence.label)) afinnCheckCorrect += 1
    const kind = checkByKind[sentence.kind] ?? { correct: 0, total: 0, accuracy: 0 }
    kind.total += 1
    if (ok) kind.correct += 1
    kind.accuracy = round(kind.correct / kind.total, 3)
    checkByKind[sentence.kind] = kind
  }
  const checkActual = CHECK_SET.map((s) => labelIndex(s.label))
  const checkEval = evaluate(
    checkActual,
    CHECK_SET.map((s) => labelIndex(model.score(s.text).label)),
  )

  // German: the lexicon model on its hand-written check set, and its speed on those sentences.
  const german = new GermanLexiconModel()
  const germanEval = evaluate(
    GERMAN_CHECK_SET.map((s) => labelIndex(s.label)),
    GERMAN_CHECK_SET.map((s) => labelIndex(german.score(s.text).label)),
  )
  const germanRate = throughput(
    GERMAN_CHECK_SET.map((s) => s.text),
    (t) => german.score(t),
  )

  // Source styles held out one at a time (train/styles.ts): what the model knows beyond one source's habits.
  const l2 = SENTIMENT_WEIGHTS.training.hyperparameters.l2
  const shippedL2 = typeof l2 === 'number' ? l2 : (DEFAULT_SETTINGS.l2Grid[0] ?? 3e-5)
  const styleStarted = performance.now()
  const byStyle = holdOutByStyle(
    readSplit('sent_train'),
    valid,
    adaptationExamples(DEFAULT_SETTINGS.seed),
    { ...DEFAULT_SETTINGS, l2Grid: [shippedL2], folds: 3 },
    new LinearSentimentModel(SENTIMENT_WEIGHTS),
  )
  const styleSeconds = Math.round((performance.now() - styleStarted) / 1000)

  const weightsFile = new URL('../../server/pipeline/sentiment/model/weights.generated.ts', import.meta.url)
  const result = {
    benchmark: 'sentiment',
    workload:
      'sent_valid.csv of twitter_financial_news_sentiment (2,388 finance tweets; labels bearish/bullish/neutral), ' +
      'scored one text at a time on one thread',
    dataDir: dataDir(),
    machine: machineFacts(),
    target: TARGET,
    model: {
      version: model.version,
      ...modelEval,
      meetsTarget: modelEval.accuracy >= TARGET.accuracy && modelEval.macroF1 >= TARGET.macroF1,
      score: modelScore,
    },
    baselines: {
      alwaysNeutral: neutralEval,
      afinn: { package: 'sentiment@5 (AFINN-165, comparative score sign)', ...afinnEval },
    },
    training: {
      dataset: SENTIMENT_WEIGHTS.training.dataset,
      examples: SENTIMENT_WEIGHTS.training.examples,
      adaptationExamples: SENTIMENT_WEIGHTS.training.adaptationExamples,
    },
    crossValidation: SENTIMENT_WEIGHTS.training.crossValidation,
    heldOutByStyle: {
      protocol:
        'per source style: trained on the other styles of sent_train (with the adaptation texts, the shipped l2, 3-fold offsets), measured on that style of sent_valid',
      seconds: styleSeconds,
      styles: byStyle,
    },
    hyperparameters: SENTIMENT_WEIGHTS.training.hyperparameters,
    grid: SENTIMENT_WEIGHTS.training.grid,
    throughput: {
      messagesPerSecond: Math.round(modelRate.wall),
      messagesPerCpuSecond: Math.round(modelRate.cpu),
      afinnMessagesPerSecond: Math.round(afinnRate.wall),
      meetsTarget: modelRate.wall >= TARGET.messagesPerSecond,
      loadAverage1m: round(loadBefore),
    },
    size: {
      weightsFileBytes: statSync(weightsFile).size,
      encodedWeightsBytes: Math.round((SENTIMENT_WEIGHTS.weights.data.length * 3) / 4),
      features: SENTIMENT_WEIGHTS.weights.count,
      loadMs: round(loadMs),
    },
    german: {
      version: german.version,
      checkSet: { sentences: GERMAN_CHECK_SET.length, ...germanEval },
      messagesPerSecond: Math.round(germanRate.wall),
      meetsThroughputTarget: germanRate.wall >= TARGET.messagesPerSecond,
    },
    checkSet: {
      sentences: CHECK_SET.length,
      accuracy: checkEval.accuracy,
      macroF1: checkEval.macroF1,
      afinnAccuracy: round(afinnCheckCorrect / CHECK_SET.length, 4),
      byKind: checkByKind,
    },
  }
  const path = await writeResult('sentiment', result)
  process.stdout.write(
    `sentiment: valid accuracy ${modelEval.accuracy}, macro-F1 ${modelEval.macroF1} ` +
      `(always-neutral ${neutralEval.accuracy}/${neutralEval.macroF1}, AFINN ${afinnEval.accuracy}/${afinnEval.macroF1}); ` +
      `${Math.round(modelRate.wall)} msgs/s (${Math.round(modelRate.cpu)} per CPU second, load ${round(loadBefore)}); ` +
      `polar texts by the score's sign ${modelScore.polarBySign}, Pearson r ${modelScore.pearson}; ` +
      `check set ${checkEval.accuracy}; German check set ${germanEval.accuracy}, ${Math.round(germanRate.wall)} msgs/s → ${path}\n`,
  )
  for (const s of byStyle)
    process.stdout.write(
      `  held-out style ${s.style} (${s.tested} texts): macro-F1 ${s.heldOut.macroF1} without it, ` +
        `${s.allStyles.macroF1} with it, majority ${s.majority.macroF1} (accuracy ${s.heldOut.accuracy} / ${s.allStyles.accuracy} / ${s.majority.accuracy}); ` +
        `without it, polar texts by the score's sign ${s.heldOutScore.polarBySign} of ${s.heldOutScore.polarTexts}, Pearson r ${s.heldOutScore.pearson}\n`,
    )
}
