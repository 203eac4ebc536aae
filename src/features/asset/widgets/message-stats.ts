import { languageLabel, messageTypeLabel } from '../../../core'

/**
 * The message statistics widget's model (application §2.5 "Message statistics": sources, types,
 * languages, top authors, author analytics, sentiment) from the stats that POST /messages/search
 * (include_stats) and GET /titles/{ids}/message_statistics answer.
 */

export interface MessageStatsInput {
  top10: {
    sources: readonly { source: string; count: number }[]
    types: readonly { type: string; count: number }[]
    authors: readonly { author_id: string; name: string; source: string; count: number }[]
    languages: readonly { lang: string; count: number }[]
  }
  /** Percent of the distinct authors per category. */
  author_analytics: { bots: number; influencers: number; regulars: number; verified: number }
  counts: { authors: number; sources: number; messages: number; pos: number; neg: number; neu: number }
}

export interface StatRow {
  key: string
  label: string
  count: number
  /** Fraction of all messages in the range, 0–1. */
  share: number
  /** Secondary text (an author's source). */
  note?: string
  /** A change next to the count (against an earlier window). */
  change?: string
  /** The author page this row opens. */
  author?: { name: string; source: string }
  /** The asset page this row opens. */
  titleId?: number
}

export interface SentimentCounts {
  positive: number
  neutral: number
  negative: number
  /** Messages with a sentiment. */
  scored: number
}

export interface MessageStatsView {
  messages: number
  authors: number
  sources: number
  sentiment: SentimentCounts
  topSources: StatRow[]
  types: StatRow[]
  languages: StatRow[]
  topAuthors: StatRow[]
  /** Share of the distinct authors per category (data-interface §3): regulars, bots, verified, influencers. */
  authorAnalytics: AuthorCategoryShare[]
}

export interface AuthorCategoryShare {
  key: 'regulars' | 'bots' | 'verified' | 'influencers'
  label: string
  /** Percent of the distinct authors, 0–100 (as the server answers it, one decimal). */
  percent: number
}

let regionNames: Intl.DisplayNames | null | undefined

/** A country's English name from its ISO code (the code itself where the browser has none). */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames('en', { type: 'region' })
    } catch {
      regionNames = null
    }
  }
  try {
    return regionNames?.of(code) ?? code
  } catch {
    return code
  }
}

const AUTHOR_CATEGORIES = [
  ['regulars', 'Regulars'],
  ['bots', 'Bots'],
  ['verified', 'Verified'],
  ['influencers', 'Influencers'],
] as const

export function messageStatsView(stats: MessageStatsInput): MessageStatsView {
  const total = stats.counts.messages
  const share = (count: number) => (total > 0 ? Math.min(1, count / total) : 0)
  const row = (key: string, label: string, count: number, note?: string): StatRow => ({
    key,
    label,
    count,
    share: share(count),
    ...(note === undefined ? {} : { note }),
  })
  const authorRow = (author: MessageStatsInput['top10']['authors'][number]): StatRow => ({
    ...row(`${author.source}/${author.author_id}`, author.name, author.count, author.source),
    author: { name: author.author_id, source: author.source },
  })
  const byCount = (rows: StatRow[]) =>
    rows.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
  return {
    messages: total,
    authors: stats.counts.authors,
    sources: stats.counts.sources,
    sentiment: {
      positive: stats.counts.pos,
      neutral: stats.counts.neu,
      negative: stats.counts.neg,
      scored: stats.counts.pos + stats.counts.neu + stats.counts.neg,
    },
    topSources: byCount(stats.top10.sources.map((s) => row(s.source, s.source, s.count))),
    types: byCount(stats.top10.types.map((t) => row(t.type, messageTypeLabel(t.type), t.count))),
    languages: byCount(stats.top10.languages.map((l) => row(l.lang, languageLabel(l.lang), l.count))),
    topAuthors: byCount(stats.top10.authors.map(authorRow)),
    authorAnalytics: AUTHOR_CATEGORIES.map(([key, label]) => ({
      key,
      label,
      percent: Math.min(100, Math.max(0, stats.author_analytics[key])),
    })),
  }
}
