import type { SummaryHighlight } from '../../../src/core'

export interface NamedTitle {
  id: number
  name: string
  /** Other names it goes by ('Apple' for Apple Inc.), matched in their own case. */
  aliases?: readonly string[]
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Character ranges [start, end) where a title's name appears in the summary, in text order. */
export function titleHighlights(text: string, titles: readonly NamedTitle[]): SummaryHighlight[] {
  const found: SummaryHighlight[] = []
  for (const title of titles) {
    // The name in any case; an alias only as written, so Target Corporation's 'Target' does not
    // light up 'the target price'.
    const names = [
      { text: title.name.trim(), flags: 'giu' },
      ...(title.aliases ?? []).map((alias) => ({ text: alias.trim(), flags: 'gu' })),
    ]
    for (const { text: name, flags } of names) {
      if (name.length < 2) continue
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, flags)
      for (const match of text.matchAll(pattern)) {
        found.push({ title_id: title.id, start: match.index, end: match.index + match[0].length })
      }
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
