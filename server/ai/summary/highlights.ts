import type { SummaryHighlight } from '../../../src/core'

export interface NamedTitle {
  id: number
  name: string
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Character ranges [start, end) where a title's name appears in the summary, in text order. */
export function titleHighlights(text: string, titles: readonly NamedTitle[]): SummaryHighlight[] {
  const found: SummaryHighlight[] = []
  for (const title of titles) {
    const name = title.name.trim()
    if (name.length < 2) continue
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu')
    for (const match of text.matchAll(pattern)) {
      found.push({ title_id: title.id, start: match.index, end: match.index + match[0].length })
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end)
  // Overlaps (a short name inside a longer one) keep the earlier, longer range.
  const out: SummaryHighlight[] = []
  for (const range of found) {
    const last = out.at(-1)
    if (last && range.start < last.end) continue
    out.push(range)
  }
  return out
}
