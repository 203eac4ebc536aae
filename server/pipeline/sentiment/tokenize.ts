import { emojiToken, isEmojiCodePoint } from './emoji'
import { ORGANISATION_NAMES } from './organisations'

/** Token kinds: words take part in char n-grams and the lexicon; the others are placeholders. */
export const WORD = 0
export const PLACEHOLDER = 1
export const MARK = 2

/** Boundaries before a token: none, soft (comma, colon, dash, brackets, emoji), hard (sentence end, line break). */
export const NO_BOUNDARY = 0
export const SOFT_BOUNDARY = 1
export const HARD_BOUNDARY = 2

/**
 * The tokens of one cleaned text: normalised form, kind, the source span [start, end) in the text,
 * and the boundary that comes right before the token.
 */
export interface TokenList {
  text: string
  count: number
  readonly norm: string[]
  readonly kind: number[]
  readonly start: number[]
  readonly end: number[]
  readonly boundary: number[]
}

const CH_OTHER = 0
const CH_SPACE = 1
const CH_LOWER = 2
const CH_UPPER = 3
const CH_DIGIT = 4
const CH_BREAK = 5

const ASCII_CLASS = new Uint8Array(128)
for (let c = 0; c < 128; c += 1) {
  if (c >= 97 && c <= 122) ASCII_CLASS[c] = CH_LOWER
  else if (c >= 65 && c <= 90) ASCII_CLASS[c] = CH_UPPER
  else if (c >= 48 && c <= 57) ASCII_CLASS[c] = CH_DIGIT
  else if (c <= 32 || c === 127) ASCII_CLASS[c] = CH_SPACE
}
for (const ch of '.,;:()[]{}"|/\\') ASCII_CLASS[ch.charCodeAt(0)] = CH_BREAK

const LETTER = /[\p{L}\p{M}]/u
const letterCache = new Map<number, boolean>()

/** Non-ASCII letters: accented Latin, Greek, Cyrillic, … (CJK is handled as one token per character). */
function isOtherLetter(code: number): boolean {
  const known = letterCache.get(code)
  if (known !== undefined) return known
  const result = LETTER.test(String.fromCharCode(code))
  if (letterCache.size < 4096) letterCache.set(code, result)
  return result
}

function isCjk(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xf900 && code <= 0xfaff)
  )
}

function isAsciiAlnum(code: number): boolean {
  if (code >= 128) return false
  const cls = ASCII_CLASS[code]
  return cls === CH_LOWER || cls === CH_UPPER || cls === CH_DIGIT
}

function isWordCode(code: number): boolean {
  if (code < 128) {
    const cls = ASCII_CLASS[code]
    return cls === CH_LOWER || cls === CH_UPPER || cls === CH_DIGIT || code === 95
  }
  if (code === 0x2019) return false
  return !isCjk(code) && code < 0xd800 && isOtherLetter(code)
}

function isApostrophe(code: number): boolean {
  return code === 39 || code === 0x2019
}

function isLetterCode(code: number): boolean {
  if (code < 128) {
    const cls = ASCII_CLASS[code]
    return cls === CH_LOWER || cls === CH_UPPER
  }
  return code !== 0x2019 && !isCjk(code) && code < 0xd800 && isOtherLetter(code)
}

/** "soooo" → "soo": at most two equal letters in a row. */
function squeeze(word: string): string {
  let runs = false
  for (let i = 2; i < word.length; i += 1) {
    if (word.charCodeAt(i) === word.charCodeAt(i - 1) && word.charCodeAt(i) === word.charCodeAt(i - 2)) {
      runs = true
      break
    }
  }
  if (!runs) return word
  let out = ''
  for (let i = 0; i < word.length; i += 1) {
    if (i >= 2 && word[i] === word[i - 1] && word[i] === word[i - 2]) continue
    out += word[i]
  }
  return out
}

const CONTRACTION_BASES: Record<string, string> = { wo: 'will', ca: 'can', sha: 'shall', ai: 'is' }

function numberToken(text: string, from: number, to: number, sign: number, percent: boolean): string {
  if (percent) return sign > 0 ? '_pct_up_' : sign < 0 ? '_pct_down_' : '_pct_'
  if (sign > 0) return '_num_up_'
  if (sign < 0) return '_num_down_'
  const last = text.charCodeAt(to - 1)
  if (last === 120 || last === 88) return '_nx_' // 10x
  if (to - from === 4) {
    const year = Number(text.slice(from, to))
    if (year >= 1900 && year <= 2099) return '_year_'
  }
  return '_num_'
}

// The list being filled and the boundary seen since the last token (tokenizing is synchronous).
let list: TokenList = emptyList('')
let pending = NO_BOUNDARY

function emptyList(text: string): TokenList {
  return { text, count: 0, norm: [], kind: [], start: [], end: [], boundary: [] }
}

function mark(level: number): void {
  if (level > pending) pending = level
}

function push(norm: string, kind: number, start: number, end: number): void {
  list.norm.push(norm)
  list.kind.push(kind)
  list.start.push(start)
  list.end.push(end)
  list.boundary.push(pending)
  list.count += 1
  pending = NO_BOUNDARY
}

/** Splits a cleaned text into normalised tokens (lower case, placeholders for links, handles, tickers, numbers). */
export function tokenize(text: string): TokenList {
  return tokenizeInto(emptyList(text), text)
}

/** tokenize() into a list that is emptied and reused (the hot path keeps one list). */
export function tokenizeInto(target: TokenList, text: string): TokenList {
  list = target
  list.text = text
  list.count = 0
  list.norm.length = 0
  list.kind.length = 0
  list.start.length = 0
  list.end.length = 0
  list.boundary.length = 0
  pending = NO_BOUNDARY
  const n = text.length
  let i = 0
  while (i < n) {
    const c = text.charCodeAt(i)
    const cls = c < 128 ? (ASCII_CLASS[c] ?? CH_OTHER) : CH_OTHER
    if (cls === CH_SPACE) {
      if (c === 10 || c === 13) mark(HARD_BOUNDARY)
      i += 1
      continue
    }
    const next = i + 1 < n ? text.charCodeAt(i + 1) : 0
    // Links.
    if ((c === 104 || c === 72 || c === 119 || c === 87) && isUrlStart(text, i)) {
      let j = i
      while (j < n && text.charCodeAt(j) > 32) j += 1
      push('_url_', PLACEHOLDER, i, j)
      mark(SOFT_BOUNDARY)
      i = j
      continue
    }
    if (cls === CH_LOWER || cls === CH_UPPER || (c >= 128 && isLetterCode(c))) {
      i = readWord(text, i)
      continue
    }
    if (c >= 128 && isCjk(c)) {
      push(text[i] ?? '', WORD, i, i + 1)
      i += 1
      continue
    }
    const signed =
      (c === 43 || c === 45 || c === 0x2212) &&
      isDigit(next) &&
      (i === 0 || !isAsciiAlnum(text.charCodeAt(i - 1)))
    if (
      cls === CH_DIGIT ||
      signed ||
      (c === 46 && isDigit(next) && (i === 0 || !isDigit(text.charCodeAt(i - 1))))
    ) {
      const from = i
      const sign = signed ? (c === 43 ? 1 : -1) : 0
      let j = signed ? i + 1 : i
      while (j < n) {
        const d = text.charCodeAt(j)
        if (isDigit(d) || ((d === 46 || d === 44) && j + 1 < n && isDigit(text.charCodeAt(j + 1)))) j += 1
        else break
      }
      let percent = false
      if (j < n && text.charCodeAt(j) === 37) {
        percent = true
        j += 1
      } else {
        let k = j
        while (k < n && k - j < 3 && isLetterCode(text.charCodeAt(k))) k += 1
        if (k === n || !isWordCode(text.charCodeAt(k))) j = k
        else while (j < n && isWordCode(text.charCodeAt(j))) j += 1
      }
      push(numberToken(text, from, j, sign, percent), PLACEHOLDER, from, j)
      i = j
      continue
    }
    if (c === 36 && (isLetterCode(next) || isDigit(next))) {
      let j = i + 1
      if (isDigit(next)) {
        while (
          j < n &&
          (isDigit(text.charCodeAt(j)) || text.charCodeAt(j) === 46 || text.charCodeAt(j) === 44)
        )
          j += 1
        while (j < n && j - i < 16 && isLetterCode(text.charCodeAt(j))) j += 1
        push('_money_', PLACEHOLDER, i, j)
      } else {
        while (j < n && isWordCode(text.charCodeAt(j))) j += 1
        if (j + 1 < n && text.charCodeAt(j) === 46 && isLetterCode(text.charCodeAt(j + 1))) {
          j += 1
          while (j < n && isLetterCode(text.charCodeAt(j))) j += 1
        }
        push('_cashtag_', PLACEHOLDER, i, j)
      }
      i = j
      continue
    }
    if ((c === 0x20ac || c === 0xa3 || c === 0xa5) && isDigit(next)) {
      let j = i + 1
      while (j < n && (isDigit(text.charCodeAt(j)) || text.charCodeAt(j) === 46 || text.charCodeAt(j) === 44))
        j += 1
      push('_money_', PLACEHOLDER, i, j)
      i = j
      continue
    }
    if (c === 64 && isWordCode(next)) {
      let j = i + 1
      while (j < n && isWordCode(text.charCodeAt(j))) j += 1
      push('_user_', PLACEHOLDER, i, j)
      i = j
      continue
    }
    if (c === 35 && isLetterCode(next)) {
      i = readWord(text, i + 1)
      continue
    }
    if (c === 33 || c === 63) {
      let j = i + 1
      while (j < n && (text.charCodeAt(j) === 33 || text.charCodeAt(j) === 63)) j += 1
      mark(HARD_BOUNDARY)
      push(c === 33 ? '!' : '?', MARK, i, j)
      mark(HARD_BOUNDARY)
      i = j
      continue
    }
    if (c >= 0x2190) {
      const cp = text.codePointAt(i) ?? c
      const width = cp > 0xffff ? 2 : 1
      if (isEmojiCodePoint(cp)) {
        mark(SOFT_BOUNDARY)
        push(emojiToken(cp), PLACEHOLDER, i, i + width)
        mark(SOFT_BOUNDARY)
      }
      i += width
      continue
    }
    if (
      cls === CH_BREAK ||
      c === 0x2013 ||
      c === 0x2014 ||
      c === 0x2026 ||
      c === 0x201c ||
      c === 0x201d ||
      ((c === 45 || c === 126) && (i === 0 || !isAsciiAlnum(text.charCodeAt(i - 1))))
    ) {
      mark(c === 46 || c === 59 || c === 0x2026 ? HARD_BOUNDARY : SOFT_BOUNDARY)
    }
    i += 1
  }
  return list
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

/** Case-insensitive: does `text` at `i` start with the lower-case ASCII `prefix`? */
function startsWithAt(text: string, i: number, prefix: string): boolean {
  if (i + prefix.length > text.length) return false
  for (let k = 0; k < prefix.length; k += 1) {
    if ((text.charCodeAt(i + k) | 0x20) !== prefix.charCodeAt(k)) return false
  }
  return true
}

function isUrlStart(text: string, i: number): boolean {
  return (
    startsWithAt(text, i, 'http://') || startsWithAt(text, i, 'https://') || startsWithAt(text, i, 'www.')
  )
}

/** Reads a word at `from` (letters, digits, inner apostrophes, "s&p", "u.s."), pushes it, returns where it ends. */
function readWord(text: string, from: number): number {
  const n = text.length
  let j = from
  let hasApostrophe = false
  let needsLowerCase = false
  while (j < n) {
    const d = text.charCodeAt(j)
    if (isWordCode(d)) {
      if (d < 97 && d >= 65 ? d <= 90 : d >= 128) needsLowerCase = true
      j += 1
      continue
    }
    const after = j + 1 < n ? text.charCodeAt(j + 1) : 0
    if (isApostrophe(d) && isLetterCode(after)) {
      hasApostrophe = true
      j += 1
      continue
    }
    // s&p, at&t, m&a
    if (
      d === 38 &&
      j - from <= 2 &&
      isLetterCode(after) &&
      !isWordCode(j + 2 < n ? text.charCodeAt(j + 2) : 0)
    ) {
      needsLowerCase = true
      j += 2
      continue
    }
    if (d === 38 && j - from <= 2 && isLetterCode(after) && isLetterCode(text.charCodeAt(j + 2))) {
      j += 1
      continue
    }
    // u.s., u.k., e.u.
    if (d === 46 && j - from === 1 && isLetterCode(after) && text.charCodeAt(j + 2) === 46) {
      j += 3
      if (j < n && isLetterCode(text.charCodeAt(j)) && text.charCodeAt(j + 1) === 46) j += 2
      const letters = text.slice(from, j).replace(/\./g, '').toLowerCase()
      push(letters, WORD, from, j)
      return j
    }
    break
  }
  const slice = text.slice(from, j)
  let word = needsLowerCase || hasApostrophe ? slice.toLowerCase() : slice
  if (hasApostrophe) {
    word = word.replace(/\u2019/g, "'")
    if (word.endsWith("n't")) {
      const base = word.slice(0, -3)
      push(CONTRACTION_BASES[base] ?? base, WORD, from, j - 3)
      push('not', WORD, j - 3, j)
      return j
    }
    if (word.endsWith("'s")) word = word.slice(0, -2)
    else word = word.replace(/'/g, '')
  }
  const norm = squeeze(word)
  const first = text.charCodeAt(from)
  if (first >= 65 && first <= 90 && ORGANISATION_NAMES.has(norm)) push('_org_', PLACEHOLDER, from, j)
  else push(norm, WORD, from, j)
  return j
}
