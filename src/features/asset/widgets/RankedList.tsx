import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatDecimal } from '../../../core'
import { BarList, type BarListRow } from '../../../ui/charts'
import type { StatRow } from './message-stats'
import { WIDGET_TEXT } from './widget-text'
import './widgets.css'

/** A titled top list drawn as bars (sources, types, languages, authors); author and asset rows link to their page. */
export function RankedList({
  title,
  rows,
  emptyText = WIDGET_TEXT.noMessages,
}: {
  title: string
  rows: readonly StatRow[]
  emptyText?: string
}) {
  const wrapLabel = ({ stat }: StatBar, label: ReactNode) => {
    if (stat.author)
      return (
        <Link to="/author" search={{ name: stat.author.name, authorSource: stat.author.source }}>
          {label}
        </Link>
      )
    if (stat.titleId !== undefined)
      return (
        <Link to="/asset" search={{ title_id: stat.titleId }}>
          {label}
        </Link>
      )
    return label
  }
  return (
    <section className="message-stats__section" aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="asset-widget__empty">{emptyText}</p>
      ) : (
        <BarList label={title} rows={rows.map(barOf)} wrapLabel={wrapLabel} />
      )}
    </section>
  )
}

/** A bar that knows its statistics row (for the link its label opens). */
interface StatBar extends BarListRow {
  stat: StatRow
}

function barOf(row: StatRow): StatBar {
  const count = formatDecimal(row.count)
  const name = row.note ? `${row.label} @ ${row.note}` : row.label
  return {
    stat: row,
    key: row.key,
    label: row.label,
    ...(row.note ? { note: row.note } : {}),
    value: row.count,
    valueText: row.change ? `${count} ${row.change}` : count,
    detail: `${name}: ${count} (${formatDecimal(row.share * 100, 1)}% of all)${row.change ? `, ${row.change}` : ''}`,
  }
}
