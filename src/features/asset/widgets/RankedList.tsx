import { Link } from '@tanstack/react-router'
import { formatDecimal } from '../../../core'
import type { StatRow } from './message-stats'
import { WIDGET_TEXT } from './widget-text'
import './widgets.css'

/** A titled top list with share bars (sources, types, languages, authors); author rows link to their page. */
export function RankedList({
  title,
  rows,
  emptyText = WIDGET_TEXT.noMessages,
}: {
  title: string
  rows: readonly StatRow[]
  emptyText?: string
}) {
  return (
    <section className="message-stats__section" aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="asset-widget__empty">{emptyText}</p>
      ) : (
        <ol className="message-stats__list">
          {rows.map((row) => (
            <li key={row.key} className="message-stats__row">
              <span className="message-stats__label">
                {row.author ? (
                  <Link to="/author" search={{ name: row.author.name, authorSource: row.author.source }}>
                    {row.label}
                  </Link>
                ) : row.titleId !== undefined ? (
                  <Link to="/asset" search={{ title_id: row.titleId }}>
                    {row.label}
                  </Link>
                ) : (
                  row.label
                )}
                {row.note ? <span className="message-stats__note"> @ {row.note}</span> : null}
              </span>
              <span className="message-stats__track" aria-hidden="true">
                <span className="message-stats__fill" style={{ width: `${Math.max(1, row.share * 100)}%` }} />
              </span>
              <span className="message-stats__count">
                {formatDecimal(row.count)}
                {row.change ? <span className="message-stats__change"> {row.change}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
