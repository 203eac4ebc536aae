import { inArray } from 'drizzle-orm'
import type { ResearchElement, ResearchElementReport } from '../../src/core'
import { executiveSummary } from '../ai/summary'
import type { LlmConfig } from '../config'
import type { Database } from '../db'
import { titles } from '../db/schema'
import { emptyFilter, type MessageFilter } from '../market/messages/filters'
import { searchMessages } from '../market/messages/search'
import { meanSentiment } from '../market/stats/mean-sentiment'
import { messageStatistics } from '../market/stats/message-stats'

/**
 * A research report: for each element, the window's messages against the window before (buzz),
 * sentiment split and mean, key events, the top messages and an extractive summary — all from
 * the stored messages, point-in-time at the run's moment.
 */
const TOP_MESSAGES = 5

export function filterOf(element: ResearchElement, startMs: number, endMs: number): MessageFilter {
  const base = emptyFilter(startMs, endMs)
  switch (element.type) {
    case 'title':
      return { ...base, titleIds: [element.title_id] }
    case 'query':
      return { ...base, query: element.query }
    case 'author':
      return { ...base, authors: [{ name: element.name, source: element.source }] }
    case 'view':
      return { ...base, titleFilters: element.filter }
  }
}

async function labelsOf(db: Database, elements: readonly ResearchElement[]): Promise<string[]> {
  const ids = elements.flatMap((element) => (element.type === 'title' ? [element.title_id] : []))
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db.select({ id: titles.id, name: titles.name }).from(titles).where(inArray(titles.id, ids))
        ).map((row) => [row.id, row.name]),
  )
  return elements.map((element) => {
    if (element.type === 'title') return names.get(element.title_id) ?? `Asset ${element.title_id}`
    if (element.type === 'query') return `“${element.query}”`
    if (element.type === 'author') return `${element.name} @ ${element.source}`
    return element.name
  })
}

export async function buildReport(
  db: Database,
  llm: LlmConfig | null,
  elements: readonly ResearchElement[],
  startMs: number,
  endMs: number,
): Promise<ResearchElementReport[]> {
  const labels = await labelsOf(db, elements)
  const span = endMs - startMs
  const out: ResearchElementReport[] = []
  for (const [index, element] of elements.entries()) {
    const filter = filterOf(element, startMs, endMs)
    const before = filterOf(element, startMs - span, startMs)
    const [stats, previous, mean, top, summary] = await Promise.all([
      messageStatistics(db, filter, 5),
      messageStatistics(db, before, 1),
      meanSentiment(db, filter),
      searchMessages(db, filter, { offset: 0, limit: TOP_MESSAGES, order: 'score' }),
      executiveSummary(db, llm, filter),
    ])
    out.push({
      element,
      label: labels[index] ?? '',
      messages: stats.counts.messages,
      previous: previous.counts.messages,
      sentiment: { positive: stats.counts.pos, neutral: stats.counts.neu, negative: stats.counts.neg, mean },
      key_events: stats.top10.key_events.map((entry) => ({
        key_event_id: entry.key_event_id,
        count: entry.count,
      })),
      top_messages: top,
      summary: summary?.text ?? null,
    })
  }
  return out
}
