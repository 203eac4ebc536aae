import type { Features } from './features'
import { NEGATION_SCOPE } from './negation'
import { INDEX_NAME_WORDS } from './organisations'
import { HARD_BOUNDARY, NO_BOUNDARY } from './tokenize'
import type { SentimentLabel, SentimentPhrase } from './types'

/** At most this many phrases are given. */
export const MAX_PHRASES = 5
const MAX_PHRASE_TOKENS = 4
/** Tokens pushing less than this share of the strongest token are not part of a phrase. */
const RELATIVE_FLOOR = 0.12
const ABSOLUTE_FLOOR = 0.02

/**
 * Placeholders that say nothing by themselves (an asset's name: `_org_`), and the words of index
 * names: their share goes to the words around them.
 */
const SILENT = new Set([
  '_url_',
  '_user_',
  '_cashtag_',
  '_org_',
  '_num_',
  '_year_',
  '_money_',
  ...INDEX_NAME_WORDS,
])

const round3 = (x: number) => Math.round(x * 1000) / 1000

// Per-token scratch, reused between calls (explaining is synchronous).
let perToken = new Float64Array(256)
let silent = new Uint8Array(256)

interface Run {
  first: number
  last: number
  weight: number
}

/**
 * Turns per-feature contributions (+ pushes positive) into the phrases of the text that drove the
 * result: contributions are shared out over the tokens each feature came from, neighbouring tokens
 * pushing the same way form a phrase, and a negated word takes its negation along ("not beat").
 * For a positive or negative label only phrases pushing that way are given.
 */
export function explain(
  features: Features,
  contribution: Float64Array,
  label: SentimentLabel,
): SentimentPhrase[] {
  const tokens = features.tokens
  const n = tokens.count
  if (n === 0) return []
  if (perToken.length < n) {
    perToken = new Float64Array(n * 2)
    silent = new Uint8Array(n * 2)
  }
  perToken.fill(0, 0, n)
  for (let t = 0; t < n; t += 1) {
    const norm = tokens.norm[t] ?? ''
    silent[t] = SILENT.has(norm) ? 1 : 0
  }
  for (let i = 0; i < features.length; i += 1) {
    const c = contribution[i] ?? 0
    if (c === 0) continue
    const from = features.from[i] ?? -1
    if (from < 0) continue
    const to = features.to[i] ?? -1
    // Most features come from one token: nothing to share out.
    if (from === to) {
      if (!silent[from]) perToken[from] = (perToken[from] ?? 0) + c
      continue
    }
    let speaking = 0
    for (let t = from; t <= to; t += 1) if (!silent[t]) speaking += 1
    if (speaking === 0) continue
    const share = c / speaking
    for (let t = from; t <= to; t += 1) if (!silent[t]) perToken[t] = (perToken[t] ?? 0) + share
  }
  let strongest = 0
  for (let t = 0; t < n; t += 1) strongest = Math.max(strongest, Math.abs(perToken[t] ?? 0))
  const floor = Math.max(ABSOLUTE_FLOOR, strongest * RELATIVE_FLOOR)
  const wanted = label === 'positive' ? 1 : label === 'negative' ? -1 : 0
  const runs: Run[] = []
  let current: Run | null = null
  for (let t = 0; t < n; t += 1) {
    const c = perToken[t] ?? 0
    const continues =
      current !== null &&
      Math.abs(c) >= floor &&
      Math.sign(c) === Math.sign(current.weight) &&
      (tokens.boundary[t] ?? NO_BOUNDARY) === NO_BOUNDARY
    if (current && continues) {
      current.last = t
      current.weight += c
      continue
    }
    if (current) closeRun(runs, current, wanted)
    current = Math.abs(c) >= floor ? { first: t, last: t, weight: c } : null
  }
  if (current) closeRun(runs, current, wanted)

  const phrases: SentimentPhrase[] = []
  for (const run of runs) {
    const trimmed = strongestWindow(run, perToken)
    const first = withNegator(features, trimmed.first)
    const phrase = tokens.text.slice(tokens.start[first] ?? 0, tokens.end[trimmed.last] ?? 0).trim()
    if (phrase.length === 0) continue
    const same = phrases.find((p) => p.phrase === phrase)
    if (same) same.weight += trimmed.weight
    else phrases.push({ phrase, weight: trimmed.weight })
  }
  let kept = 0
  for (const p of phrases) {
    p.weight = round3(p.weight)
    if (p.weight !== 0 && (wanted === 0 || Math.sign(p.weight) === wanted)) phrases[kept++] = p
  }
  phrases.length = kept
  // A handful of phrases: an insertion sort (stable, as Array.prototype.sort) without the sort's call overhead.
  for (let i = 1; i < kept; i += 1) {
    const phrase = phrases[i] as SentimentPhrase
    let j = i - 1
    while (j >= 0 && strongestFirst(phrases[j] as SentimentPhrase, phrase) > 0) {
      phrases[j + 1] = phrases[j] as SentimentPhrase
      j -= 1
    }
    phrases[j + 1] = phrase
  }
  if (kept > MAX_PHRASES) phrases.length = MAX_PHRASES
  return phrases
}

/** A run is kept when it pushes the label's way (either way for a neutral label). */
function closeRun(runs: Run[], run: Run, wanted: number): void {
  if (wanted === 0 || Math.sign(run.weight) === wanted) runs.push(run)
}

const strongestFirst = (a: SentimentPhrase, b: SentimentPhrase) =>
  Math.abs(b.weight) - Math.abs(a.weight) || (a.phrase < b.phrase ? -1 : 1)

/** The part of a long run, at most MAX_PHRASE_TOKENS tokens, that pushes hardest. */
function strongestWindow(run: Run, perToken: Float64Array): Run {
  if (run.last - run.first + 1 <= MAX_PHRASE_TOKENS) return run
  let best: Run = { first: run.first, last: run.first, weight: 0 }
  for (let s = run.first; s + MAX_PHRASE_TOKENS - 1 <= run.last; s += 1) {
    let sum = 0
    for (let t = s; t < s + MAX_PHRASE_TOKENS; t += 1) sum += perToken[t] ?? 0
    if (Math.abs(sum) > Math.abs(best.weight))
      best = { first: s, last: s + MAX_PHRASE_TOKENS - 1, weight: sum }
  }
  return best
}

/** Moves a phrase start back over its negation ("not" + "beat"), within the negation's reach. */
function withNegator(features: Features, first: number): number {
  const tokens = features.tokens
  for (let back = 1; back <= NEGATION_SCOPE + 1 && first - back >= 0; back += 1) {
    const t = first - back
    if ((tokens.boundary[t + 1] ?? NO_BOUNDARY) === HARD_BOUNDARY) break
    const word = tokens.norm[t] ?? ''
    if (word === 'not' || word === 'no' || word === 'never' || word === 'without' || word === 'nor') {
      return features.negated[first] ? t : first
    }
  }
  return first
}
