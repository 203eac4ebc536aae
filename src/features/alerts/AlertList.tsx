import { useState } from 'react'
import { formatDate, formatMoment, formatTime } from '../../ui'
import { AlertDialog } from './AlertDialog'
import type { AlertView } from './alert-view'

/** Alerts newest first; each opens the alert dialog. */
export function AlertList({
  alerts,
  showTitle,
  testId,
  initial = Number.POSITIVE_INFINITY,
}: {
  alerts: readonly AlertView[]
  showTitle: boolean
  testId?: string
  /** How many show before "Show all". */
  initial?: number
}) {
  const [open, setOpen] = useState<AlertView | null>(null)
  const [all, setAll] = useState(false)
  const shown = all ? alerts : alerts.slice(0, initial)
  return (
    <>
      <ul className="alert-list" data-testid={testId}>
        {shown.map((alert) => (
          <li key={alert.id} className={`alert-list__item${alert.own ? ' alert-list__item--own' : ''}`}>
            <button
              type="button"
              className="alert-list__open"
              onClick={() => setOpen(alert)}
              data-testid="alert-item"
            >
              <span className="alert-list__headline">
                {showTitle ? alert.headline : alert.headline.replace(`: ${alert.titleName}`, '')}
              </span>
              <span className="alert-list__text subtle">{alert.text}</span>
            </button>
            <time
              className="alert-list__time subtle"
              dateTime={new Date(alert.time).toISOString()}
              title={`${formatDate(alert.time)} ${formatTime(alert.time)}`}
            >
              {formatMoment(alert.time)}
            </time>
            {alert.own ? <span className="badge alert-list__badge">Yours</span> : null}
          </li>
        ))}
      </ul>
      {shown.length < alerts.length ? (
        <button type="button" className="alert-list__more" onClick={() => setAll(true)}>
          Show all {alerts.length} alerts
        </button>
      ) : null}
      <AlertDialog alert={open} onClose={() => setOpen(null)} />
    </>
  )
}
