import { useQuery } from '@tanstack/react-query'
import { type BasicCredentials, formatCurrency, formatDecimal, formatPercent } from '../../../core'
import { Card } from '../../../ui'
import { assetQueries } from '../queries'
import { earningsView, type Outcome } from './earnings-view'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { widgetQueries } from './widget-queries'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface EarningsWidgetProps {
  titleId: number
  credentials: BasicCredentials
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
const OUTCOME_TEXT: Record<Exclude<Outcome, null>, string> = {
  beat: 'Beat',
  miss: 'Miss',
  'in-line': 'In line',
}
/** Earnings per share in the title's currency ('¥106.13', as the fundamentals write it); a plain decimal until it is known. */
const perShare = (figure: number | null, currency: string | null) =>
  figure === null ? '–' : currency ? formatCurrency(figure, currency) : formatDecimal(figure, 2)

/** The next earnings release with its consensus, and the last releases against their consensus. */
export function EarningsWidget({ titleId, credentials }: EarningsWidgetProps) {
  const earnings = useQuery(widgetQueries.earnings(credentials, titleId))
  // The page's header asked for it already: no request of its own.
  const currency = useQuery(assetQueries.info(credentials, titleId)).data?.currency ?? null
  const value = (figure: number | null) => perShare(figure, currency)
  const view = earnings.data ? earningsView(earnings.data, Date.now()) : null
  return (
    <Card title={WIDGET_TITLE.earnings} className="asset-widget">
      <div
        className="earnings-widget"
        data-testid="earnings-widget"
        data-state={earnings.isPending ? 'loading' : earnings.isError ? 'error' : 'ready'}
        data-next={view?.next?.release_date ?? ''}
        data-past={view?.past.length ?? 0}
      >
        {earnings.isPending ? (
          <WidgetSkeleton height={0} lines={4} />
        ) : earnings.isError ? (
          <WidgetError error={earnings.error} />
        ) : !view || (view.next === null && view.past.length === 0) ? (
          <WidgetEmpty text={WIDGET_TEXT.noEarnings} />
        ) : (
          <>
            {view.next ? (
              <dl className="earnings-widget__next">
                <div>
                  <dt>Next release</dt>
                  <dd>
                    {dayFormat.format(view.next.day)}{' '}
                    <span className="earnings-widget__away">
                      {view.next.daysAway === 0
                        ? 'today'
                        : `in ${view.next.daysAway} ${view.next.daysAway === 1 ? 'day' : 'days'}`}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt>Consensus</dt>
                  <dd>{value(view.next.consensus)}</dd>
                </div>
                <div>
                  <dt>Prior</dt>
                  <dd>{value(view.next.prior)}</dd>
                </div>
              </dl>
            ) : null}
            {view.past.length > 0 ? (
              <table className="data-table earnings-widget__table">
                <caption className="visually-hidden">Past earnings releases against the consensus</caption>
                <thead>
                  <tr>
                    <th scope="col">Release</th>
                    <th scope="col">Consensus</th>
                    <th scope="col">Actual</th>
                    <th scope="col">Surprise</th>
                  </tr>
                </thead>
                <tbody>
                  {view.past.map((release) => (
                    <tr key={release.release_date}>
                      <td>{dayFormat.format(release.day)}</td>
                      <td>{value(release.consensus)}</td>
                      <td>{value(release.actual)}</td>
                      <td
                        className={
                          release.outcome ? `earnings-widget__outcome--${release.outcome}` : undefined
                        }
                      >
                        {release.surprise === null || release.outcome === null
                          ? '–'
                          : `${OUTCOME_TEXT[release.outcome]} ${formatPercent(release.surprise, { signed: true })}`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </>
        )}
      </div>
    </Card>
  )
}
