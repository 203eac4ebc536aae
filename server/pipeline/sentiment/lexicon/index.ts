import { hashString } from '../hash'
import { findComparisons } from './compare'
import { expandPattern } from './expand'
import { BAD_FIGURES, DOWN, GOOD_FIGURES, NEUTRAL_FIGURES, STRONG_DOWN, STRONG_UP, UP } from './movement'
import { NEGATIVE, NEUTRAL, POSITIVE, STRONG_NEGATIVE, STRONG_POSITIVE } from './polar'

const ROLE_POLAR = 1
const ROLE_MOVE = 2
const ROLE_FIGURE = 3
const ROLE_NEUTRAL = 4

interface Entry {
  readonly tokens: readonly string[]
  readonly role: number
  /** Polar: its sign; movement: +1 up, −1 down; figure: +1 good when up, −1 bad when up, 0 neither. */
  readonly sign: number
  readonly strength: number
  /** Figures only: the sign the figure carries when nothing moves it. */
  readonly bare: number
  /** The pattern it came from, for phrase features. */
  readonly pattern: string
}

/** Prior kinds: P polar wording, C a movement of a figure, D a movement of the price itself. */
export type PriorGroup = 'P' | 'C' | 'D'

/** A lexicon finding over tokens [from, to] (inclusive). */
export interface PriorHit {
  readonly from: number
  readonly to: number
  readonly group: PriorGroup
  readonly sign: number
  readonly strength: number
  /** Set for multi-word matches: the lexicon pattern, so the model can learn the phrase as one feature. */
  readonly phrase: string | null
  /**
   * Tokens whose usual reading is reversed here: a movement of a bad figure and the figure
   * ("costs fell", "loss narrowed"). Their own learned polarity should not count.
   */
  readonly reversed: readonly number[]
}

const entriesByFirst = new Map<string, Entry[]>()
const seen = new Set<string>()

function register(patterns: readonly string[], role: number, sign: number, strength: number): void {
  for (const raw of patterns) {
    const bare = raw.startsWith('!') ? -1 : 0
    const pattern = bare ? raw.slice(1) : raw
    for (const tokens of expandPattern(pattern)) {
      const key = tokens.join(' ')
      // The first list that names a sequence owns it (neutral, movements, figures, then polar words).
      if (seen.has(key)) continue
      seen.add(key)
      const first = tokens[0] ?? ''
      const list = entriesByFirst.get(first) ?? []
      list.push({ tokens, role, sign, strength, bare, pattern })
      entriesByFirst.set(first, list)
    }
  }
}

register(NEUTRAL, ROLE_NEUTRAL, 0, 0)
register(STRONG_UP, ROLE_MOVE, 1, 2)
register(UP, ROLE_MOVE, 1, 1)
register(STRONG_DOWN, ROLE_MOVE, -1, 2)
register(DOWN, ROLE_MOVE, -1, 1)
register(GOOD_FIGURES, ROLE_FIGURE, 1, 1)
register(BAD_FIGURES, ROLE_FIGURE, -1, 1)
register(NEUTRAL_FIGURES, ROLE_FIGURE, 0, 1)
register(STRONG_POSITIVE, ROLE_POLAR, 1, 2)
register(POSITIVE, ROLE_POLAR, 1, 1)
register(STRONG_NEGATIVE, ROLE_POLAR, -1, 2)
register(NEGATIVE, ROLE_POLAR, -1, 1)
for (const list of entriesByFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length)

/** Two amounts compared ("13.1 mn from 8.7 mn") move like a movement word. */
const COMPARED_UP: Entry = {
  tokens: ['_compared_'],
  role: ROLE_MOVE,
  sign: 1,
  strength: 1,
  bare: 0,
  pattern: '',
}
const COMPARED_DOWN: Entry = { ...COMPARED_UP, sign: -1 }

/** Number of lexicon sequences (all forms of all patterns). */
export const LEXICON_SIZE = seen.size

/**
 * A digest of every pattern list. Training records it and puts it in the model's version, so a
 * lexicon change that touches no training text (the weights stay the same) still gives the
 * messages it scores differently a new version; a unit test fails until the model is retrained.
 */
export const LEXICON_DIGEST = (
  hashString(
    [NEUTRAL, STRONG_UP, UP, STRONG_DOWN, DOWN, GOOD_FIGURES, BAD_FIGURES, NEUTRAL_FIGURES]
      .concat([STRONG_POSITIVE, POSITIVE, STRONG_NEGATIVE, NEGATIVE])
      .map((list) => list.join('\n'))
      .join('\u0000'),
    7,
  ) >>> 0
)
  .toString(16)
  .padStart(8, '0')

/** Tokens a figure may stand before a movement ("sales rose") or after it ("increase in sales"). */
const FIGURE_BEFORE = 4
const FIGURE_AFTER = 3
/**
 * Words that open another clause: a figure after one is not what the movement before it moved
 * ("Acme slides as costs weigh on profitability": the costs did not slide).
 */
const CLAUSE_OPENERS = new Set([
  'as',
  'amid',
  'after',
  'while',
  'whereas',
  'following',
  'since',
  'because',
  'despite',
  'though',
  'although',
  'but',
  'however',
  'yet',
])

function clauseOpensBetween(input: LexiconInput, from: number, to: number): boolean {
  for (let k = from + 1; k < to; k += 1) if (CLAUSE_OPENERS.has(input.norm[k] ?? '')) return true
  return false
}

interface RawHit {
  from: number
  to: number
  entry: Entry
  used: boolean
}

export interface LexiconInput {
  readonly text: string
  readonly count: number
  readonly norm: readonly string[]
  readonly start: readonly number[]
  readonly end: readonly number[]
  /** 0 none, 1 soft (comma, dash), 2 hard (sentence end) boundary right before the token. */
  readonly boundary: ArrayLike<number>
  readonly negated: ArrayLike<number>
}

function hardBreakBetween(input: LexiconInput, from: number, to: number): boolean {
  for (let k = from + 1; k <= to; k += 1) if ((input.boundary[k] ?? 0) >= 2) return true
  return false
}

/** Words a phrase may have in between without changing it: "suspends the dividend", "cut its outlook". */
const SKIPPABLE = new Set(['the', 'a', 'an', 'its', 'their', 'his', 'her', 'our', 'my', 'this', 'that'])
const MAX_SKIPPED = 2

/** The longest entry matching at token i, and the token where the match ends. */
function matchAt(input: LexiconInput, i: number): { entry: Entry; last: number } | null {
  const candidates = entriesByFirst.get(input.norm[i] ?? '')
  if (!candidates) return null
  for (const entry of candidates) {
    const length = entry.tokens.length
    let position = i
    let skipped = 0
    let ok = true
    for (let k = 1; k < length && ok; k += 1) {
      position += 1
      while (
        skipped < MAX_SKIPPED &&
        position < input.count &&
        input.norm[position] !== entry.tokens[k] &&
        SKIPPABLE.has(input.norm[position] ?? '') &&
        (input.boundary[position] ?? 0) === 0
      ) {
        position += 1
        skipped += 1
      }
      ok =
        position < input.count &&
        input.norm[position] === entry.tokens[k] &&
        (input.boundary[position] ?? 0) === 0
    }
    if (ok) return { entry, last: position }
  }
  return null
}

function negatedWithin(input: LexiconInput, from: number, to: number): boolean {
  for (let k = from; k <= to; k += 1) if (input.negated[k]) return true
  return false
}

/** Finds lexicon wording, longest match first, and turns movements of figures into signed priors. */
export function findPriors(input: LexiconInput): PriorHit[] {
  const raw: RawHit[] = []
  for (let i = 0; i < input.count; ) {
    const match = matchAt(input, i)
    if (!match) {
      i += 1
      continue
    }
    raw.push({ from: i, to: match.last, entry: match.entry, used: false })
    i = match.last + 1
  }
  for (const comparison of findComparisons(input)) {
    const inside = raw.filter((hit) => hit.from <= comparison.to && comparison.from <= hit.to)
    // A movement or polar word inside already says which way it went; a figure inside ("compared
    // with a loss of …") is the same figure again.
    if (inside.some((hit) => hit.entry.role !== ROLE_FIGURE)) continue
    for (const hit of inside) raw.splice(raw.indexOf(hit), 1)
    const entry = comparison.sign > 0 ? COMPARED_UP : COMPARED_DOWN
    raw.push({ from: comparison.from, to: comparison.to, entry, used: false })
  }
  raw.sort((a, b) => a.from - b.from)
  if (raw.length === 0) return []
  const hits: PriorHit[] = []
  for (let h = 0; h < raw.length; h += 1) {
    const hit = raw[h]
    if (!hit || hit.entry.role !== ROLE_MOVE) continue
    let figure: RawHit | null = null
    let best = Number.POSITIVE_INFINITY
    for (let g = h - 1; g >= 0; g -= 1) {
      const other = raw[g]
      if (!other) continue
      const gap = hit.from - other.to - 1
      if (gap > FIGURE_BEFORE || hardBreakBetween(input, other.to, hit.from)) break
      if (other.entry.role === ROLE_FIGURE) {
        figure = other
        best = gap
        break
      }
    }
    for (let g = h + 1; g < raw.length; g += 1) {
      const other = raw[g]
      if (!other) continue
      const gap = other.from - hit.to - 1
      if (
        gap > FIGURE_AFTER ||
        gap >= best ||
        hardBreakBetween(input, hit.to, other.from) ||
        clauseOpensBetween(input, hit.to, other.from)
      )
        break
      if (other.entry.role === ROLE_FIGURE) {
        figure = other
        break
      }
    }
    const flip = negatedWithin(input, hit.from, hit.to) ? -1 : 1
    const multiword = hit.entry.tokens.length > 1 ? hit.entry.pattern : null
    if (figure) {
      figure.used = true
      if (figure.entry.sign === 0) continue
      const reversed = figure.entry.sign < 0
      hits.push({
        from: Math.min(hit.from, figure.from),
        to: Math.max(hit.to, figure.to),
        group: 'C',
        sign: hit.entry.sign * figure.entry.sign * flip,
        strength: hit.entry.strength,
        phrase: multiword,
        reversed: reversed ? [...span(hit), ...span(figure)] : NONE,
      })
    } else {
      hits.push({
        from: hit.from,
        to: hit.to,
        group: 'D',
        sign: hit.entry.sign * flip,
        strength: hit.entry.strength,
        phrase: multiword,
        reversed: NONE,
      })
    }
  }
  for (const hit of raw) {
    const { entry } = hit
    const multiword = entry.tokens.length > 1 ? entry.pattern : null
    const flip = negatedWithin(input, hit.from, hit.to) ? -1 : 1
    if (entry.role === ROLE_POLAR) {
      hits.push(polarHit(hit, entry.sign * flip, entry.strength, multiword))
    } else if (entry.role === ROLE_FIGURE && !hit.used && entry.bare !== 0) {
      hits.push(polarHit(hit, entry.bare * flip, 1, multiword))
    }
  }
  return hits
}

function polarHit(hit: RawHit, sign: number, strength: number, phrase: string | null): PriorHit {
  return { from: hit.from, to: hit.to, group: 'P', sign, strength, phrase, reversed: NONE }
}

const NONE: readonly number[] = []

/** The tokens of a hit; a comparison counts by its two amounts' ends only. */
function span(hit: RawHit): number[] {
  if (hit.entry === COMPARED_UP || hit.entry === COMPARED_DOWN) return []
  const tokens: number[] = []
  for (let t = hit.from; t <= hit.to; t += 1) tokens.push(t)
  return tokens
}
