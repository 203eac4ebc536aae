import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { PageHistoryEntry } from '../../core'
import { Card, formatDate, formatTime } from '../../ui'
import { usePageHistory } from './use-page-history'
import './page-history.css'

/** The path and query of a visited page. */
export function pageHistoryHref(entry: Pick<PageHistoryEntry, 'route' | 'search'>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(entry.search)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item)
  }
  const query = params.toString()
  return `/${entry.route}${query ? `?${query}` : ''}`
}

function visitTime(visitedAt: number): string {
  const sameDay = new Date(visitedAt).toDateString() === new Date().toDateString()
  return sameDay ? formatTime(visitedAt) : formatDate(visitedAt)
}

/** The last visited asset, view, author and explore pages (application §2.4), newest first. */
export function RecentlyViewedCard() {
  const entries = usePageHistory()
  const router = useRouter()

  function open(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    event.preventDefault()
    void router.navigate({ href })
  }

  return (
    <Card title="Recently viewed" subtitle="Your last visited pages" testId="page-history">
      {entries.length === 0 ? (
        <p className="subtle" data-testid="page-history-empty">
          Pages you open appear here.
        </p>
      ) : (
        <ol className="page-history">
          {entries.map((entry) => {
            const href = pageHistoryHref(entry)
            return (
              <li key={href} className="page-history__item" data-testid="page-history-entry">
                <a href={href} onClick={(event) => open(event, href)} className="page-history__link">
                  {entry.label}
                </a>
                <time
                  className="subtle page-history__time"
                  dateTime={new Date(entry.visitedAt).toISOString()}
                >
                  {visitTime(entry.visitedAt)}
                </time>
              </li>
            )
          })}
        </ol>
      )}
    </Card>
  )
}
