/** The AI executive summary's text split at the highlighted title names (character ranges [start, end)). */

export interface SummaryHighlightInput {
  title_id: number
  start: number
  end: number
}

export interface SummaryPart {
  text: string
  /** The title named by this part; null for plain text. */
  titleId: number | null
}

export function summaryParts(text: string, highlights: readonly SummaryHighlightInput[]): SummaryPart[] {
  const ranges = highlights
    .filter((h) => Number.isInteger(h.start) && Number.isInteger(h.end) && h.start >= 0 && h.end > h.start)
    .map((h) => ({ ...h, end: Math.min(h.end, text.length) }))
    .filter((h) => h.start < text.length)
    .sort((a, b) => a.start - b.start || b.end - a.end)
  const parts: SummaryPart[] = []
  let cursor = 0
  for (const range of ranges) {
    if (range.start < cursor) continue
    if (range.start > cursor) parts.push({ text: text.slice(cursor, range.start), titleId: null })
    parts.push({ text: text.slice(range.start, range.end), titleId: range.title_id })
    cursor = range.end
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), titleId: null })
  return parts
}
