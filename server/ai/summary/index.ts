import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { SummaryHighlight } from '../../../src/core'
import type { LlmConfig } from '../../config'
import type { Database } from '../../db'
import { list, type MessageFilter } from '../../market/messages/filters'
import { queryRows } from '../../market/messages/rows'
import { searchMessages } from '../../market/messages/search'
import { type NamedTitle, titleHighlights } from './highlights'
import { extractableItems } from './language'
import { improveSummary } from './llm'
import { extractFollowingTone, newsTone } from './tone'

export { extractiveSummary, splitSentences, textRank } from './extractive'
export { titleHighlights } from './highlights'
export { improveSummary } from './llm'
export { extractFollowingTone, newsTone } from './tone'

/** Summary search (application §9): limit 10, news, ordered by score. */
export const SUMMARY_SEARCH = { limit: 10, type: 'news', order: 'score' } as const

export interface ExecutiveSummary {
  text: string
  highlights: SummaryHighlight[]
  /** Epoch ms of the newest message the summary was made from. */
  newestMessageMs: number
  generator: 'extractive' | 'llm'
}

async function titleNames(db: Database, ids: readonly number[]): Promise<NamedTitle[]> {
  if (ids.length === 0) return []
  return queryRows(
    db,
    sql`select id, name, aliases from titles where id in (${list(ids)})`,
    v.object({ id: v.number(), name: v.string(), aliases: v.array(v.string()) }),
  )
}

/**
 * The executive summary of the period `filter` covers: how the news leans, then an extract of the
 * summary search's messages, rewritten by the configured LLM when one answers in time.
 */
export async function executiveSummary(
  db: Database,
  llm: LlmConfig | null,
  filter: MessageFilter,
): Promise<ExecutiveSummary | null> {
  const messages = await searchMessages(
    db,
    { ...filter, types: [SUMMARY_SEARCH.type], query: filter.query },
    { offset: 0, limit: SUMMARY_SEARCH.limit, order: SUMMARY_SEARCH.order },
  )
  const documents = messages.map((message) => ({
    sub: message.sub,
    body: message.body,
    sentiment: message.sentiment?.value ?? null,
    lang: message.lang,
  }))
  const tone = newsTone(documents.map((document) => document.sentiment))
  const extract = extractFollowingTone(extractableItems(documents, filter.langs), tone?.lean ?? null)
  if (extract === null) return null
  const draft = tone ? `${tone.sentence} ${extract}` : extract
  const ids = new Set<number>(filter.titleIds ?? [])
  for (const message of messages) for (const title of message.titles) ids.add(title.title_id)
  const titles = await titleNames(db, [...ids].slice(0, 200))
  const subject = titles
    .filter((title) => filter.titleIds?.includes(title.id))
    .map((title) => title.name)
    .join(', ')
  const improved = llm ? await improveSummary(llm, subject || 'the market', documents, draft) : null
  const text = improved ?? draft
  return {
    text,
    highlights: titleHighlights(text, titles),
    newestMessageMs: Math.max(...messages.map((message) => message.time)),
    generator: improved ? 'llm' : 'extractive',
  }
}
