import { cleanText } from './clean'
import { combine, fmix32, hashString } from './hash'
import { findPriors } from './lexicon'
import { markNegation } from './negation'
import { HARD_BOUNDARY, type TokenList, tokenize, tokenizeInto, WORD } from './tokenize'

/** What the model reads; stored with the weights so scoring uses what training used. */
export interface FeatureConfig {
  /** Word n-grams from 1 to this. */
  readonly wordNgrams: number
  /** Character n-grams inside words, [min, max] lengths, or null for none. */
  readonly charNgrams: readonly [number, number] | null
  /** Lexicon priors (polar wording, movements of figures, phrases). */
  readonly priors: boolean
  /** L2 norm each group is scaled to (word n-grams, char n-grams); priors are multiplied by `prior`. */
  readonly scale: { readonly word: number; readonly char: number; readonly prior: number }
}

export const DEFAULT_FEATURES: FeatureConfig = {
  wordNgrams: 2,
  charNgrams: [3, 4],
  priors: true,
  scale: { word: 1, char: 1, prior: 0.5 },
}

/**
 * The hashed features of one text. Each feature keeps the token span [from, to] it came from,
 * so contributions can be traced back to phrases of the text (-1 for the bias).
 * The arrays are reused by the next extraction: read them before extracting again.
 */
export interface Features {
  length: number
  hash: Int32Array
  value: Float64Array
  from: Int32Array
  to: Int32Array
  /** GROUP_* of each feature. */
  group: Uint8Array
  /** GROUP_CHAR_WORD features only: the word's char n-grams' summed quantised weights (CharNgramSums). */
  sumNegative: Float64Array
  sumPositive: Float64Array
  tokens: TokenList
  /** 1 for tokens in the scope of a negation. */
  negated: Uint8Array
}

export const GROUP_BIAS = 0
export const GROUP_WORD = 1
export const GROUP_CHAR = 2
export const GROUP_PRIOR = 3
/**
 * Scoring only: one feature for all char n-grams of a word, its weights summed beforehand
 * (extractFeatures with `charSums`). The same sum as the n-grams one by one: every char n-gram of
 * a text has the same value after normalising, so a word's share is that value times its sum.
 */
export const GROUP_CHAR_WORD = 4

/** A word's char n-grams as the scorer sums them: how many, and their quantised class weights added up. */
export interface CharNgramSums {
  readonly count: number
  readonly negative: number
  readonly positive: number
}

const SEED_TOKEN = 0x1b873593
const SEED_UNI = hashString('uni', 1)
const SEED_NEG = hashString('neg', 1)
const SEED_BI = hashString('bi', 1)
const SEED_TRI = hashString('tri', 1)
const SEED_CHAR = hashString('char', 1)
const SEED_PHRASE = 0x27d4eb2f
export const BIAS_FEATURE = hashString('bias', 2)
const SEED_REVERSED = hashString('rev', 1)
const PRIOR_KEYS = ['P+', 'P-', 'C+', 'C-', 'D+', 'D-'] as const
type PriorKey = (typeof PRIOR_KEYS)[number]
/** Clause a token stands in: main, reason (as, after, amid…), concession (despite…), contrast (but…). */
const CLAUSE_MAIN = 0
const CLAUSE_WORDS: ReadonlyMap<string, number> = new Map([
  ...[
    'as',
    'amid',
    'after',
    'while',
    'following',
    'ahead',
    'since',
    'because',
    'on',
    'with',
    'due',
    'if',
  ].map((w): [string, number] => [w, 1]),
  ...['despite', 'though', 'although', 'notwithstanding', 'even'].map((w): [string, number] => [w, 2]),
  ...['but', 'however', 'yet'].map((w): [string, number] => [w, 3]),
])
const PRIOR_FEATURES = new Map<PriorKey, number>(PRIOR_KEYS.map((key) => [key, hashString(key, 3)]))
const PRIOR_IN_CLAUSE = new Map<string, number>(
  PRIOR_KEYS.flatMap((key) =>
    [1, 2, 3].map((clause): [string, number] => [`${key}@${clause}`, hashString(`${key}@${clause}`, 3)]),
  ),
)
const PRIOR_NONE = hashString('PRIOR0', 3)
const PRIOR_MIXED = hashString('MIXED', 3)
const BOUNDARY_CHAR = 2
const phraseHashes = new Map<string, number>()

let capacity = 512
const buffer: Features = {
  length: 0,
  hash: new Int32Array(capacity),
  value: new Float64Array(capacity),
  from: new Int32Array(capacity),
  to: new Int32Array(capacity),
  group: new Uint8Array(capacity),
  sumNegative: new Float64Array(capacity),
  sumPositive: new Float64Array(capacity),
  tokens: tokenize(''),
  negated: new Uint8Array(0),
}

function ensure(extra: number): void {
  if (buffer.length + extra <= capacity) return
  while (buffer.length + extra > capacity) capacity *= 2
  const grow = <T extends Int32Array | Float64Array | Uint8Array>(old: T, make: (n: number) => T): T => {
    const next = make(capacity)
    next.set(old)
    return next
  }
  buffer.hash = grow(buffer.hash, (n) => new Int32Array(n))
  buffer.value = grow(buffer.value, (n) => new Float64Array(n))
  buffer.from = grow(buffer.from, (n) => new Int32Array(n))
  buffer.to = grow(buffer.to, (n) => new Int32Array(n))
  buffer.group = grow(buffer.group, (n) => new Uint8Array(n))
  buffer.sumNegative = grow(buffer.sumNegative, (n) => new Float64Array(n))
  buffer.sumPositive = grow(buffer.sumPositive, (n) => new Float64Array(n))
}

let currentGroup = GROUP_BIAS

function add(hash: number, value: number, from: number, to: number): void {
  const i = buffer.length
  buffer.group[i] = currentGroup
  buffer.hash[i] = hash
  buffer.value[i] = value
  buffer.from[i] = from
  buffer.to[i] = to
  buffer.length = i + 1
}

/** Scales buffer entries [start, end) to the given L2 norm. */
function normalise(start: number, end: number, norm: number): void {
  let sum = 0
  for (let i = start; i < end; i += 1) sum += (buffer.value[i] ?? 0) ** 2
  if (sum === 0) return
  const factor = norm / Math.sqrt(sum)
  for (let i = start; i < end; i += 1) buffer.value[i] = (buffer.value[i] ?? 0) * factor
}

let charHashes = new Int32Array(256)

/**
 * The hashes of a word's char n-grams (the word framed by boundary marks), [min, max] long, in
 * extraction order. Written into a scratch array that the next call reuses: read them first.
 */
export function charNgramHashes(
  word: string,
  min: number,
  max: number,
): { hashes: Int32Array; count: number } {
  const length = word.length + 2
  const most = length * (max - min + 1)
  if (charHashes.length < most) charHashes = new Int32Array(most * 2)
  let count = 0
  for (let s = 0; s < length; s += 1) {
    let h = SEED_CHAR
    for (let k = s; k < length && k - s < max; k += 1) {
      const code = k === 0 || k === length - 1 ? BOUNDARY_CHAR : word.charCodeAt(k - 1)
      h ^= code
      h = Math.imul(h, 0x01000193)
      if (k - s + 1 >= min) charHashes[count++] = fmix32(h)
    }
  }
  return { hashes: charHashes, count }
}

function addCharNgrams(word: string, token: number, min: number, max: number): void {
  const { hashes, count } = charNgramHashes(word, min, max)
  ensure(count)
  for (let k = 0; k < count; k += 1) add(hashes[k] ?? 0, 1, token, token)
}

/** One GROUP_CHAR_WORD feature per word (value 1 until normalised); returns how many n-grams it stands for. */
function addCharWord(sums: CharNgramSums, token: number): number {
  const i = buffer.length
  add(0, 1, token, token)
  buffer.group[i] = GROUP_CHAR_WORD
  buffer.sumNegative[i] = sums.negative
  buffer.sumPositive[i] = sums.positive
  return sums.count
}

function phraseHash(pattern: string, sign: number): number {
  const key = sign > 0 ? `+${pattern}` : `-${pattern}`
  let h = phraseHashes.get(key)
  if (h === undefined) {
    h = hashString(key, SEED_PHRASE)
    phraseHashes.set(key, h)
  }
  return h
}

// Per-token scratch arrays, reused from one extraction to the next.
let scratchSize = 0
let negatedScratch = new Uint8Array(0)
let reversed = new Uint8Array(0)
let clause = new Uint8Array(0)
let tokenHash = new Int32Array(0)
const sharedTokens = tokenize('')

function ensureScratch(n: number): void {
  if (n <= scratchSize) return
  scratchSize = Math.max(64, n, scratchSize * 2)
  negatedScratch = new Uint8Array(scratchSize)
  reversed = new Uint8Array(scratchSize)
  clause = new Uint8Array(scratchSize)
  tokenHash = new Int32Array(scratchSize)
}

function markClauses(tokens: TokenList): void {
  let current = CLAUSE_MAIN
  for (let i = 0; i < tokens.count; i += 1) {
    if (tokens.boundary[i] === HARD_BOUNDARY) current = CLAUSE_MAIN
    const opens = CLAUSE_WORDS.get(tokens.norm[i] ?? '')
    if (opens !== undefined && opens >= current) current = opens
    clause[i] = current
  }
}

/**
 * Extracts the hashed features of a raw text (cleaned and tokenized here). With `charSums` (the
 * scorer's), each word's char n-grams come as one GROUP_CHAR_WORD feature instead of one feature
 * each: a fifth of the features to look up and explain.
 */
export function extractFeatures(
  rawText: string,
  config: FeatureConfig,
  charSums?: (word: string) => CharNgramSums,
): Features {
  const tokens = tokenizeInto(sharedTokens, cleanText(rawText))
  ensureScratch(tokens.count)
  const negated = markNegation(tokens, negatedScratch)
  buffer.length = 0
  buffer.tokens = tokens
  buffer.negated = negated
  const n = tokens.count
  // The lexicon's input named property by property: a spread of the token list was a tenth of scoring.
  const hits = config.priors
    ? findPriors({
        text: tokens.text,
        count: n,
        norm: tokens.norm,
        start: tokens.start,
        end: tokens.end,
        boundary: tokens.boundary,
        negated,
      })
    : []
  reversed.fill(0, 0, n)
  for (const hit of hits) for (const t of hit.reversed) reversed[t] = 1

  ensure(1 + n * config.wordNgrams)
  currentGroup = GROUP_BIAS
  add(BIAS_FEATURE, 1, -1, -1)
  currentGroup = GROUP_WORD
  const wordStart = buffer.length
  for (let i = 0; i < n; i += 1) {
    const th = hashString(tokens.norm[i] ?? '', SEED_TOKEN)
    tokenHash[i] = th
    add(combine(reversed[i] ? SEED_REVERSED : negated[i] ? SEED_NEG : SEED_UNI, th), 1, i, i)
    if (config.wordNgrams >= 2 && i >= 1 && tokens.boundary[i] !== HARD_BOUNDARY) {
      add(combine(combine(SEED_BI, tokenHash[i - 1] ?? 0), th), 1, i - 1, i)
      if (config.wordNgrams >= 3 && i >= 2 && tokens.boundary[i - 1] !== HARD_BOUNDARY) {
        add(
          combine(combine(combine(SEED_TRI, tokenHash[i - 2] ?? 0), tokenHash[i - 1] ?? 0), th),
          1,
          i - 2,
          i,
        )
      }
    }
  }
  normalise(wordStart, buffer.length, config.scale.word)

  if (config.charNgrams) {
    const [min, max] = config.charNgrams
    const charStart = buffer.length
    currentGroup = GROUP_CHAR
    if (charSums) {
      ensure(n)
      // The value every char n-gram has once the group is normalised (each is 1 before).
      let ngrams = 0
      for (let i = 0; i < n; i += 1) {
        if (tokens.kind[i] === WORD && !reversed[i]) ngrams += addCharWord(charSums(tokens.norm[i] ?? ''), i)
      }
      if (ngrams > 0) buffer.value.fill(config.scale.char / Math.sqrt(ngrams), charStart, buffer.length)
    } else {
      for (let i = 0; i < n; i += 1) {
        if (tokens.kind[i] === WORD && !reversed[i]) addCharNgrams(tokens.norm[i] ?? '', i, min, max)
      }
      normalise(charStart, buffer.length, config.scale.char)
    }
  }

  if (config.priors) {
    ensure(3 * hits.length + 2)
    currentGroup = GROUP_PRIOR
    if (hits.length > 0) markClauses(tokens)
    const scale = config.scale.prior
    let positive = 0
    let negative = 0
    for (const hit of hits) {
      const key: PriorKey = `${hit.group}${hit.sign > 0 ? '+' : '-'}`
      const value = hit.strength * scale
      add(PRIOR_FEATURES.get(key) ?? 0, value, hit.from, hit.to)
      const where = clause[hit.from] ?? CLAUSE_MAIN
      if (where !== CLAUSE_MAIN) add(PRIOR_IN_CLAUSE.get(`${key}@${where}`) ?? 0, value, hit.from, hit.to)
      if (hit.phrase) add(phraseHash(hit.phrase, hit.sign), scale, hit.from, hit.to)
      if (hit.sign > 0) positive += hit.strength
      else negative += hit.strength
    }
    if (positive === 0 && negative === 0) add(PRIOR_NONE, scale, -1, -1)
    else if (positive > 0 && negative > 0) add(PRIOR_MIXED, scale, -1, -1)
  }
  return buffer
}
