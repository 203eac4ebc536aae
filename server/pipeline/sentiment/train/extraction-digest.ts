import { createHash } from 'node:crypto'
import { CHECK_SET } from '../check-set'
import { extractFeatures, type FeatureConfig } from '../features'
import { GERMAN_CHECK_SET } from '../german/check-set'
import { adaptationExamples } from './adaptation'

/** Texts that reach what the lexicon digest does not: emoji, cashtags, links, figures, negation in odd places. */
const EDGE_TEXTS = [
  '$AAPL 🚀🚀 to the moon!!! not selling',
  'Never buying this garbage again 🤡 https://example.com/x?y=1',
  'Shares -4.5% pre-market; EPS $1.02 vs. $0.98 est. (beat)',
  "I'm out. Sold everything at 12,345.67 — won't be back",
  'no growth, no margin, no guidance: nothing but losses',
  'RT @desk: $TSLA $NIO #EV deliveries up 20% y/y 📈',
]

/**
 * A digest of what feature extraction makes of a fixed set of texts (the check sets, the
 * adaptation texts, edge cases): the tokenizer, negation, clauses, the lexicon's matching and the
 * hashing all show in it. Training records it; a unit test recomputes it, so a change to any of
 * them fails until the model is retrained and gets a new version, as a lexicon change does.
 */
export function extractionDigest(config: FeatureConfig, seed: number): string {
  const hash = createHash('sha256')
  const texts = [
    ...CHECK_SET.map((s) => s.text),
    ...GERMAN_CHECK_SET.map((s) => s.text),
    ...adaptationExamples(seed).map((e) => e.text),
    ...EDGE_TEXTS,
  ]
  for (const text of texts) {
    const f = extractFeatures(text, config)
    const parts: string[] = []
    for (let i = 0; i < f.length; i += 1)
      parts.push(`${f.hash[i]}:${(f.value[i] ?? 0).toFixed(9)}:${f.group[i]}:${f.from[i]}:${f.to[i]}`)
    hash.update(parts.join(',')).update('\n')
  }
  return hash.digest('hex').slice(0, 10)
}
