/**
 * How search compares text: lower case, accents dropped, whitespace runs as one space. The
 * hub's index and the search bar's highlighting fold text the same way.
 */
export function foldSearchText(text: string): string {
  // Most names are plain ASCII with single spaces: nothing to fold but the case.
  if (PLAIN_TEXT.test(text)) return text.toLowerCase()
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').replace(WHITESPACE, ' ').trim()
}

/** A typed query folded; a leading '$' (a cashtag such as $AAPL) is not part of the symbol. */
export function foldSearchQuery(query: string): string {
  return foldSearchText(query).replace(/^\$+/, '').trim()
}

/**
 * Where the folded query occurs in the text, in the text's own character positions: the
 * first word start that matches, else the first occurrence. Null when it does not occur.
 */
export function findSearchMatch(text: string, query: string): { start: number; end: number } | null {
  const folded = foldSearchQuery(query)
  if (folded === '') return null
  // Fold character by character, remembering where each folded character came from.
  let haystack = ''
  const origin: number[] = []
  let lastWasSpace = true
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i) ?? 0
    const char = String.fromCodePoint(codePoint)
    const next = i + char.length
    const piece = /\s/.test(char) ? ' ' : char.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '')
    for (const part of piece) {
      if (part === ' ' && lastWasSpace) continue
      lastWasSpace = part === ' '
      haystack += part
      origin.push(i)
    }
    i = next
  }
  origin.push(text.length)
  let at = -1
  for (let from = haystack.indexOf(folded); from !== -1; from = haystack.indexOf(folded, from + 1)) {
    if (at === -1) at = from
    if (from === 0 || !isWordChar(haystack[from - 1] ?? '')) {
      at = from
      break
    }
  }
  if (at === -1) return null
  return { start: origin[at] ?? 0, end: origin[at + folded.length] ?? text.length }
}

const PLAIN_TEXT = /^[!-~]+(?: [!-~]+)*$/
const COMBINING_MARKS = /\p{M}+/gu
const WHITESPACE = /\s+/g
const WORD_CHAR = /[\p{L}\p{N}]/u

/** Whether a folded character is part of a word (letters and digits of any script). */
export function isWordChar(char: string): boolean {
  const code = char.charCodeAt(0)
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57)
  return WORD_CHAR.test(char)
}
