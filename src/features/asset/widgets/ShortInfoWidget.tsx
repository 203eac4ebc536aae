import { useQuery } from '@tanstack/react-query'
import {
  type BasicCredentials,
  formatCompact,
  formatDecimal,
  formatSigned,
  UNKNOWN_SHORT_INFO_TEXT,
} from '../../../core'
import { Card } from '../../../ui'
import { shortInfoView } from './short-info-view'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { widgetQueries } from './widget-queries'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface ShortInfoWidgetProps {
  titleId: number
  credentials: BasicCredentials
}

/** Days of short volume shown (newest first). */
const DAYS_SHOWN = 10
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`)
const percent = (share: number | null) => (share === null ? '–' : `${formatDecimal(share * 100, 1)}%`)

/**
 * Short info US (FINRA daily short volume: the share of the day's volume sold short) and short
 * info (FCA disclosed net short positions by holder), from the same call.
 */
export function ShortInfoWidget({ titleId, credentials }: ShortInfoWidgetProps) {
  const records = useQuery(widgetQueries.shortSales(credentials, titleId))
  const view = records.data ? shortInfoView(records.data) : null
  const unknownShape = records.error instanceof Error && records.error.message === UNKNOWN_SHORT_INFO_TEXT
  return (
    <Card title={WIDGET_TITLE.shortInfo} className="asset-widget">
      <div
        className="short-info"
        data-testid="short-info"
        data-state={records.isPending ? 'loading' : records.isError ? 'error' : 'ready'}
        data-days={view?.days.length ?? 0}
        data-holders={view?.holders.length ?? 0}
      >
        {records.isPending ? (
          <WidgetSkeleton height={0} lines={5} />
        ) : unknownShape ? (
          <p className="asset-widget__error" role="alert">
            {UNKNOWN_SHORT_INFO_TEXT}
          </p>
        ) : records.isError ? (
          <WidgetError error={records.error} />
        ) : !view || (view.days.length === 0 && view.holders.length === 0) ? (
          <WidgetEmpty text={WIDGET_TEXT.noShortInfo} />
        ) : (
          <>
            {view.days.length > 0 ? <ShortVolume days={view.days.slice(0, DAYS_SHOWN)} /> : null}
            {view.holders.length > 0 ? <ShortPositions view={view} /> : null}
          </>
        )}
      </div>
    </Card>
  )
}

function ShortVolume({ days }: { days: ReturnType<typeof shortInfoView>['days'] }) {
  const latest = days[0]
  return (
    <section aria-label="Short info US">
      <h3 className="short-info__heading">Short info US · FINRA daily short volume</h3>
      {latest ? (
        <p className="short-info__latest">
          <strong>{percent(latest.share)}</strong> of {formatCompact(latest.totalVolume ?? 0)} shares sold
          short on {dayFormat.format(dayOf(latest.date))}
        </p>
      ) : null}
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Short</th>
            <th scope="col">Total</th>
            <th scope="col">Short share</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{dayFormat.format(dayOf(day.date))}</td>
              <td>{day.shortVolume === null ? '–' : formatCompact(day.shortVolume)}</td>
              <td>{day.totalVolume === null ? '–' : formatCompact(day.totalVolume)}</td>
              <td className="short-info__share">
                <span className="short-info__track" aria-hidden="true">
                  <span
                    className="short-info__fill"
                    style={{ width: `${Math.min(100, (day.share ?? 0) * 100)}%` }}
                  />
                </span>
                {percent(day.share)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function ShortPositions({ view }: { view: ReturnType<typeof shortInfoView> }) {
  return (
    <section aria-label="Short info">
      <h3 className="short-info__heading">Short info · FCA disclosed net short positions</h3>
      <p className="short-info__latest">
        <strong>{formatDecimal(view.disclosedPercent, 2)}%</strong> of the shares held short by{' '}
        {view.holders.length} disclosed {view.holders.length === 1 ? 'holder' : 'holders'}
      </p>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Holder</th>
            <th scope="col">Position</th>
            <th scope="col">Change</th>
            <th scope="col">As of</th>
          </tr>
        </thead>
        <tbody>
          {view.holders.map((holder) => (
            <tr key={holder.holder}>
              <td>{holder.holder}</td>
              <td>{formatDecimal(holder.percent, 2)}%</td>
              <td>{holder.change === null ? '–' : `${formatSigned(holder.change, 2)} pt`}</td>
              <td>{dayFormat.format(dayOf(holder.date))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
