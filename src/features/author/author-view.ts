import type { AuthorDetail, AuthorNetwork } from '../../api'
import { languageLabel, messageTypeLabel } from '../../core'
import type { StatRow } from '../asset/widgets/message-stats'

/** The author page's lists as share rows (the widgets' RankedList model). */

function rows<T>(items: readonly T[], total: number, toRow: (item: T) => Omit<StatRow, 'share'>): StatRow[] {
  const base = total > 0 ? total : Math.max(1, ...items.map((item) => toRow(item).count))
  return items
    .map((item) => {
      const row = toRow(item)
      return { ...row, share: Math.min(1, row.count / base) }
    })
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}

export interface AuthorActivityView {
  messages: number
  positive: number
  neutral: number
  negative: number
  types: StatRow[]
  languages: StatRow[]
  /** The assets the author mentions most, linked to their pages. */
  assets: StatRow[]
}

/** All-time activity of the author (GET /authors/{source}/{author}). */
export function authorActivityView(detail: AuthorDetail): AuthorActivityView {
  const stats = detail.message_statistics
  const total = stats.counts.messages
  return {
    messages: total,
    positive: stats.counts.pos,
    neutral: stats.counts.neu,
    negative: stats.counts.neg,
    types: rows(stats.types, total, (type) => ({
      key: type.type,
      label: messageTypeLabel(type.type),
      count: type.count,
    })),
    languages: rows(stats.languages, total, (lang) => ({
      key: lang.lang,
      label: languageLabel(lang.lang),
      count: lang.count,
    })),
    // A message can mention several assets: each bar is against the most mentioned one.
    assets: rows(detail.previously_mentioned_assets, 0, (asset) => ({
      key: String(asset.title_id),
      label: asset.name,
      count: asset.count,
      titleId: asset.title_id,
    })),
  }
}

/** Authors on the same assets the network card lists. */
export const NETWORK_AUTHORS_SHOWN = 10

export interface AuthorNetworkView {
  titles: StatRow[]
  authors: StatRow[]
}

/** The range's network: the author's titles (share of their messages) and the authors on them. */
export function authorNetworkView(network: AuthorNetwork): AuthorNetworkView {
  const ownMessages = network.titles.reduce((sum, title) => sum + title.messages, 0)
  return {
    titles: rows(network.titles, ownMessages, (title) => ({
      key: String(title.title_id),
      label: title.name,
      count: title.messages,
      titleId: title.title_id,
    })),
    // The server's order: most shared assets first, then messages.
    authors: network.authors.slice(0, NETWORK_AUTHORS_SHOWN).map((other, _index, all) => ({
      key: `${other.source}/${other.author}`,
      label: other.author,
      count: other.messages,
      share: Math.min(1, other.messages / Math.max(1, ...all.map((entry) => entry.messages))),
      note: `${other.source} · ${other.shared_titles} shared`,
      author: { name: other.author, source: other.source },
    })),
  }
}
