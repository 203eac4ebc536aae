import type { SentimentLabel, SentimentModel, SentimentPhrase, SentimentResult } from '../types'
import {
  GERMAN_COMPOUND_HEADS,
  GERMAN_ENDINGS,
  GERMAN_INTENSIFIERS,
  GERMAN_NEGATIONS,
  MIN_COMPOUND_TAIL,
} from './finance'
import { type GermanLexicon, loadGermanLexicon } from './lexicon'

/** Words and clause marks, with their place in the text (for whole-word explanations). */
const TOKEN = /[A-Za-zÄÖÜäöüß]+|[.!?;:]/g
const CLAUSE_END = /^[.!?;:]$/
/** Contrast: what follows outweighs what came before in the sentence. */
const CONTRAST = new Set(['aber', 'jedoch', 'doch', 'dennoch', 'trotzdem', 'allerdings'])
const NEGATION_REACH = 3
const INTENSIFIER_REACH = 2
const NEGATED = -0.75
const INTENSIFIED = 1.5
const BEFORE_CONTRAST = 0.5
const AFTER_CONTRAST = 1.5
/** |sum| from which a text is polar: one mild word (±1) leaves a plain description neutral. */
const POLAR_FROM = 1.5
/** The sum at which the score reaches tanh(1) ≈ 0.76. */
const SCALE = 5
const MAX_PHRASES = 5
const COMPOUND_HEADS = Object.entries(GERMAN_COMPOUND_HEADS)

interface Token {
  word: string
  start: number
  end: number
  boundary: boolean
}

interface Hit {
  first: number
  last: number
  value: number
}

const round3 = (x: number) => Math.round(x * 1000) / 1000

/**
 * German sentiment from a lexicon (general words from translated AFINN, financial direction
 * words of our own) with negation (nicht, kein, ohne …), intensifiers (deutlich, kräftig …),
 * contrast (aber, jedoch) and compounds matched by their last part. Scores in [−1, 1] as
 * tanh(sum / 5); explanations are whole words and phrases of the text.
 */
export class GermanLexiconModel implements SentimentModel {
  readonly version = 'de-lexicon-1'
  readonly languages: readonly string[] = Object.freeze(['de'])
  private readonly lexicon: GermanLexicon

  constructor(lexicon: GermanLexicon = loadGermanLexicon()) {
    this.lexicon = lexicon
  }

  score(text: string): SentimentResult {
    const tokens = tokenize(text)
    const hits = this.hits(tokens)
    let sum = 0
    for (const hit of hits) sum += hit.value
    const label: SentimentLabel = sum >= POLAR_FROM ? 'positive' : sum <= -POLAR_FROM ? 'negative' : 'neutral'
    const score = round3(Math.tanh(sum / SCALE))
    return { label, score, explanation: explanation(text, tokens, hits, label), model: this.version }
  }

  /** The word's value: as listed, as a compound's last or first part, or without its ending. */
  private valueOf(word: string): number | undefined {
    const known = this.lexicon.words.get(word)
    if (known !== undefined) return known
    for (const [tail, value] of this.lexicon.compoundTails) {
      if (tail.length >= MIN_COMPOUND_TAIL && word.length > tail.length + 2 && word.endsWith(tail))
        return value
    }
    for (const [head, value] of COMPOUND_HEADS) {
      if (word.length > head.length + 2 && word.startsWith(head)) return value
    }
    for (const ending of GERMAN_ENDINGS) {
      if (word.length > ending.length + 2 && word.endsWith(ending)) {
        const stem = this.lexicon.words.get(word.slice(0, -ending.length))
        if (stem !== undefined) return stem
      }
    }
    return undefined
  }

  private hits(tokens: readonly Token[]): Hit[] {
    const found: Hit[] = []
    for (let i = 0; i < tokens.length; i += 1) {
      if (tokens[i]?.boundary) continue
      const phrase = this.phraseAt(tokens, i)
      if (phrase) {
        found.push(phrase)
        i = phrase.last
        continue
      }
      const word = tokens[i]?.word ?? ''
      // An intensifier before a polar word strengthens it instead of counting itself.
      if (GERMAN_INTENSIFIERS.has(word) && this.polarWithin(tokens, i + 1, INTENSIFIER_REACH)) continue
      const value = GERMAN_NEGATIONS.has(word) ? undefined : this.valueOf(word)
      if (value !== undefined && value !== 0) found.push({ first: i, last: i, value })
    }
    return found.map((hit) => this.inContext(tokens, hit))
  }

  private phraseAt(tokens: readonly Token[], i: number): Hit | null {
    for (const length of [3, 2]) {
      const parts = tokens.slice(i, i + length)
      if (parts.length < length || parts.some((token) => token.boundary)) continue
      const value = this.lexicon.phrases.get(parts.map((token) => token.word).join(' '))
      if (value !== undefined) return { first: i, last: i + length - 1, value }
    }
    return null
  }

  private polarWithin(tokens: readonly Token[], from: number, reach: number): boolean {
    for (let j = from; j < Math.min(tokens.length, from + reach); j += 1) {
      const token = tokens[j]
      if (!token || token.boundary) return false
      if (this.phraseAt(tokens, j) || (!GERMAN_INTENSIFIERS.has(token.word) && this.valueOf(token.word)))
        return true
    }
    return false
  }

  /** Intensifiers and negations before the hit (within its clause); a contrast before or after it. */
  private inContext(tokens: readonly Token[], hit: Hit): Hit {
    let { first, value } = hit
    for (let j = hit.first - 1; j >= Math.max(0, hit.first - INTENSIFIER_REACH); j -= 1) {
      const token = tokens[j]
      if (!token || token.boundary) break
      if (GERMAN_INTENSIFIERS.has(token.word)) {
        value *= INTENSIFIED
        first = j
        break
      }
    }
    for (let j = hit.first - 1; j >= Math.max(0, hit.first - NEGATION_REACH); j -= 1) {
      const token = tokens[j]
      if (!token || token.boundary || CONTRAST.has(token.word)) break
      if (GERMAN_NEGATIONS.has(token.word)) {
        value *= NEGATED
        first = Math.min(first, j)
        break
      }
    }
    for (let j = hit.first - 1; j >= 0; j -= 1) {
      const token = tokens[j]
      if (!token || token.boundary) break
      if (CONTRAST.has(token.word)) {
        value *= AFTER_CONTRAST
        break
      }
    }
    for (let j = hit.last + 1; j < tokens.length; j += 1) {
      const token = tokens[j]
      if (!token || token.boundary) break
      if (CONTRAST.has(token.word)) {
        value *= BEFORE_CONTRAST
        break
      }
    }
    return { first, last: hit.last, value }
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0
    const raw = match[0]
    tokens.push({ word: raw.toLowerCase(), start, end: start + raw.length, boundary: CLAUSE_END.test(raw) })
  }
  return tokens
}

/** The hits as the text's own words, strongest first; a polar label gives only phrases pushing its way. */
function explanation(
  text: string,
  tokens: readonly Token[],
  hits: readonly Hit[],
  label: SentimentLabel,
): SentimentPhrase[] {
  return hits
    .filter((hit) => (label === 'positive' ? hit.value > 0 : label === 'negative' ? hit.value < 0 : true))
    .map((hit) => ({
      phrase: text.slice(tokens[hit.first]?.start ?? 0, tokens[hit.last]?.end ?? 0),
      weight: round3(hit.value / SCALE),
    }))
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight))
    .slice(0, MAX_PHRASES)
}
