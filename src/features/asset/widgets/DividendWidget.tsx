import { queryOptions, useQuery } from '@tanstack/react-query'
import { ParentSize } from '@visx/responsive'
import { getTitleDividend, unwrap } from '../../../api'
import { type BasicCredentials, formatCurrency } from '../../../core'
import { Card } from '../../../ui'
import { ColumnChart } from '../../../ui/charts'
import { ASSET_QUERY_ROOT } from '../queries'
import { dividendColumns, dividendFigures } from './dividend-view'
import { isoDayText } from './iso-day'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-titles'

/** The empty state (its text lives with the lazily loaded widget, off the first paint's path). */
const NODIVIDEND = 'No dividends paid or announced for this asset in the last three years.'

export interface DividendWidgetProps {
  titleId: number
  credentials: BasicCredentials
}

const CHART_HEIGHT = 150

function dividendQuery(credentials: BasicCredentials, titleId: number) {
  return queryOptions({
    queryKey: [ASSET_QUERY_ROOT, credentials.username, 'dividend', titleId],
    queryFn: ({ signal }) => unwrap(getTitleDividend(titleId, credentials, { signal })),
    staleTime: 60 * 60_000,
  })
}

/** Dividends: yield, trailing 12 months, growth, payout, the next announced one and three years of payments. */
export function DividendWidget({ titleId, credentials }: DividendWidgetProps) {
  const dividend = useQuery(dividendQuery(credentials, titleId))
  const data = dividend.data
  const money = (value: number) => formatCurrency(value, data?.currency ?? null)
  return (
    <Card title={WIDGET_TITLE.dividend} subtitle="Cash dividends per share" className="asset-widget">
      <div
        className="dividend-widget"
        data-testid="dividend-widget"
        data-state={dividend.isPending ? 'loading' : dividend.isError ? 'error' : 'ready'}
      >
        {dividend.isPending ? (
          <WidgetSkeleton height={CHART_HEIGHT} lines={3} />
        ) : dividend.isError ? (
          <WidgetError error={dividend.error} />
        ) : !data || (data.history.length === 0 && !data.next) ? (
          <WidgetEmpty text={NODIVIDEND} />
        ) : (
          <>
            <dl className="fundamentals__list">
              {dividendFigures(data).map((figure) => (
                <div key={figure.label} className="fundamentals__row">
                  <dt>{figure.label}</dt>
                  <dd>
                    <strong>{figure.value}</strong>
                    {figure.note ? <span className="fundamentals__note">{figure.note}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
            {data.next ? (
              <p className="dividend-widget__next" data-testid="dividend-next">
                Next: <strong>{money(data.next.amount)}</strong> ex-dividend {isoDayText(data.next.ex_date)}
                {data.next.pay_date ? `, paid ${isoDayText(data.next.pay_date)}` : ''}
              </p>
            ) : null}
            {data.history.length > 1 ? (
              <>
                <ParentSize ignoreDimensions="height" debounceTime={100} style={{ height: CHART_HEIGHT }}>
                  {({ width }) =>
                    width > 0 ? (
                      <ColumnChart
                        columns={dividendColumns(data)}
                        width={width}
                        height={CHART_HEIGHT}
                        formatValue={money}
                        label={`Dividends per share paid over the last three years: ${data.history.length} payments`}
                      />
                    ) : null
                  }
                </ParentSize>
                <details className="chart-data-table">
                  <summary>Dividends as a table</summary>
                  <table className="data-table">
                    <thead>
                      <tr>
                        <th scope="col">Ex-date</th>
                        <th scope="col">Paid</th>
                        <th scope="col">Amount</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.history.map((payment) => (
                        <tr key={payment.ex_date}>
                          <td>{isoDayText(payment.ex_date)}</td>
                          <td>{payment.pay_date ? isoDayText(payment.pay_date) : '—'}</td>
                          <td>{money(payment.amount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              </>
            ) : null}
          </>
        )}
      </div>
    </Card>
  )
}
