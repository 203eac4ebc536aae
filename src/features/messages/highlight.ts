/** A piece of a message text, marked when it names the asset. */
export interface TextPart {
  text: string
  hit: boolean
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Splits a text where it names the asset (name, symbol, aliases), case-insensitively and on word
 * bounds, longest term first. Terms shorter than 2 characters are ignored.
 */
export function highlightTerms(text: string, terms: readonly string[]): TextPart[] {
  const usable = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length >= 2))].sort(
    (a, b) => b.length - a.length,
  )
  if (usable.length === 0 || text === '') return text === '' ? [] : [{ text, hit: false }]
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${usable.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  )
  const parts: TextPart[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const start = match.index
    if (start > last) parts.push({ text: text.slice(last, start), hit: false })
    parts.push({ text: match[0], hit: true })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), hit: false })
  return parts
}
