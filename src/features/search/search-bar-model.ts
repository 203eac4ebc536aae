import { findSearchMatch, type InventorySearchResult } from '../../../workers/hub'

export type ResultKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'

/** The option highlighted after a key press: arrows wrap around; -1 means none. */
export function nextActiveIndex(current: number, count: number, key: ResultKey): number {
  if (count === 0) return -1
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1
    case 'Home':
      return 0
    case 'End':
      return count - 1
  }
}

export interface TextPart {
  text: string
  matched: boolean
}

/** The text cut around the part that matches the query (accents and case ignored). */
export function highlightParts(text: string, query: string): TextPart[] {
  const match = findSearchMatch(text, query)
  if (!match) return [{ text, matched: false }]
  return [
    { text: text.slice(0, match.start), matched: false },
    { text: text.slice(match.start, match.end), matched: true },
    { text: text.slice(match.end), matched: false },
  ].filter((part) => part.text !== '')
}

/** The code shown next to the name: the symbol, or the ISIN when that is what matched. */
export function resultCode(result: InventorySearchResult): string | null {
  return result.match === 'isin' ? result.isin : result.symbol
}
