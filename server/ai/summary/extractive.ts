/**
 * The built-in extractive summariser: sentences of the period's top messages scored by
 * centrality (TextRank over word-overlap similarity), near-duplicates dropped, best kept in
 * their original order. Deterministic and dependency-free, so it always works offline.
 */

export interface SummaryDocument {
  /** Headline; counts as a sentence of its own. */
  sub: string
  body: string
}

const STOP_WORDS = new Set(
  'a an and are as at be been but by for from has have in is it its of on or that the this to was were will with after before over into than then there their they he she we you our not no said says'.split(
    ' ',
  ),
)

export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length > 1 && !STOP_WORDS.has(word),
  )
}

/** Sentences of a text: split after . ! ? followed by whitespace and an upper-case letter or digit. */
export function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 20 && sentence.length <= 400)
}

function overlapSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size < 2 || b.size < 2) return 0
  let common = 0
  for (const word of a) if (b.has(word)) common += 1
  return common / (Math.log(a.size) + Math.log(b.size))
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1
  let common = 0
  for (const word of a) if (b.has(word)) common += 1
  return common / (a.size + b.size - common)
}

/** PageRank scores of the sentence graph (damping 0.85, 30 iterations at most). */
export function textRank(sentences: readonly string[]): number[] {
  const bags = sentences.map((sentence) => new Set(words(sentence)))
  const n = sentences.length
  const weights = bags.map((a, i) => bags.map((b, j) => (i === j ? 0 : overlapSimilarity(a, b))))
  const outSums = weights.map((row) => row.reduce((sum, w) => sum + w, 0))
  let scores = new Array<number>(n).fill(1 / Math.max(1, n))
  for (let iteration = 0; iteration < 30; iteration += 1) {
    const next = scores.map((_, i) => {
      let incoming = 0
      for (let j = 0; j < n; j += 1) {
        const w = weights[j]?.[i] ?? 0
        const out = outSums[j] ?? 0
        if (w > 0 && out > 0) incoming += (w / out) * (scores[j] ?? 0)
      }
      return 0.15 / n + 0.85 * incoming
    })
    const delta = next.reduce((sum, value, i) => sum + Math.abs(value - (scores[i] ?? 0)), 0)
    scores = next
    if (delta < 1e-6) break
  }
  return scores
}

export interface ExtractiveOptions {
  maxSentences: number
  /** Sentences at least this similar (Jaccard of words) to a kept one are dropped. */
  duplicateThreshold: number
}

export const DEFAULT_EXTRACTIVE_OPTIONS: ExtractiveOptions = { maxSentences: 3, duplicateThreshold: 0.6 }

/** The summary text, or null when the documents hold no usable sentence. */
export function extractiveSummary(
  documents: readonly SummaryDocument[],
  options: ExtractiveOptions = DEFAULT_EXTRACTIVE_OPTIONS,
): string | null {
  const sentences: string[] = []
  for (const document of documents) {
    const headline = document.sub.trim()
    if (headline.length >= 20) sentences.push(/[.!?]$/.test(headline) ? headline : `${headline}.`)
    sentences.push(...splitSentences(document.body))
  }
  if (sentences.length === 0) return null
  const scores = textRank(sentences)
  const ranked = sentences.map((sentence, index) => ({ sentence, index, score: scores[index] ?? 0 }))
  ranked.sort((a, b) => b.score - a.score || a.index - b.index)
  const kept: { sentence: string; index: number; bag: Set<string> }[] = []
  for (const candidate of ranked) {
    if (kept.length >= options.maxSentences) break
    const bag = new Set(words(candidate.sentence))
    if (kept.some((other) => jaccard(other.bag, bag) >= options.duplicateThreshold)) continue
    kept.push({ sentence: candidate.sentence, index: candidate.index, bag })
  }
  kept.sort((a, b) => a.index - b.index)
  return kept.map((item) => item.sentence).join(' ')
}
