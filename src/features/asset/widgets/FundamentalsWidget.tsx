import { queryOptions, useQuery } from '@tanstack/react-query'
import { getTitlePriceRatios, unwrap } from '../../../api'
import {
  type BasicCredentials,
  formatCompact,
  formatCurrency,
  formatDecimal,
  formatPercent,
  type PriceRatiosAnswer,
} from '../../../core'
import { Card } from '../../../ui'
import { ASSET_QUERY_ROOT } from '../queries'
import { asOfDayText, isoDayText } from './iso-day'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-titles'

export interface FundamentalsWidgetProps {
  titleId: number
  credentials: BasicCredentials
}

/** Valuation from the last close and reported earnings; only this widget (lazily loaded) reads it. */
function priceRatiosQuery(credentials: BasicCredentials, titleId: number) {
  return queryOptions({
    queryKey: [ASSET_QUERY_ROOT, credentials.username, 'price-ratios', titleId],
    queryFn: ({ signal }) => unwrap(getTitlePriceRatios(titleId, credentials, { signal })),
    staleTime: 15 * 60_000,
  })
}

const na = 'n/a'

interface Row {
  label: string
  value: string
  /** Why a figure is missing or what it is measured against. */
  note?: string
}

export function fundamentalsRows(data: PriceRatiosAnswer): Row[] {
  const money = (value: number) => formatCurrency(value, data.currency)
  const loss = data.eps_ttm !== null && data.eps_ttm <= 0
  return [
    {
      label: 'Market cap',
      value:
        data.market_cap === null ? na : `${formatCompact(data.market_cap)} ${data.currency ?? ''}`.trim(),
    },
    {
      label: 'P/E (trailing)',
      value: data.pe === null ? na : formatDecimal(data.pe, 1),
      note: loss
        ? 'loss over the last four reports'
        : data.eps_ttm === null
          ? 'fewer than four reports'
          : undefined,
    },
    {
      label: 'EPS, last 4 reports',
      value: data.eps_ttm === null ? na : money(data.eps_ttm),
    },
    {
      label: 'EPS growth (year on year)',
      value: data.eps_growth === null ? na : formatPercent(data.eps_growth, { digits: 1, signed: true }),
      note: 'needs eight reports, the earlier four with a profit',
    },
    {
      label: 'Earnings yield',
      value: data.earnings_yield === null ? na : formatPercent(data.earnings_yield, { digits: 1 }),
    },
    {
      label: 'PEG',
      value: data.peg === null ? na : formatDecimal(data.peg, 2),
      note: data.peg === null && data.pe !== null ? 'earnings did not grow' : undefined,
    },
  ]
}

/** Fundamentals (application §2.5): market cap, trailing P/E, EPS and its growth, earnings yield, PEG. */
export function FundamentalsWidget({ titleId, credentials }: FundamentalsWidgetProps) {
  const ratios = useQuery(priceRatiosQuery(credentials, titleId))
  const data = ratios.data
  const empty = data && data.close === null && data.market_cap === null && data.eps_ttm === null
  return (
    <Card
      title={WIDGET_TITLE.fundamentals}
      subtitle={data?.date ? asOfDayText(data.date) : undefined}
      className="asset-widget"
    >
      <div
        className="fundamentals"
        data-testid="fundamentals"
        data-state={ratios.isPending ? 'loading' : ratios.isError ? 'error' : 'ready'}
      >
        {ratios.isPending ? (
          <WidgetSkeleton height={0} lines={6} />
        ) : ratios.isError ? (
          <WidgetError error={ratios.error} />
        ) : !data || empty ? (
          <WidgetEmpty text="No prices or earnings reports for this asset." />
        ) : (
          <>
            <dl className="fundamentals__list">
              {fundamentalsRows(data).map((row) => (
                <div key={row.label} className="fundamentals__row">
                  <dt>{row.label}</dt>
                  <dd>
                    <strong>{row.value}</strong>
                    {row.note && row.value === na ? (
                      <span className="fundamentals__note">{row.note}</span>
                    ) : null}
                  </dd>
                </div>
              ))}
            </dl>
            {data.reports.length > 0 || data.next_report ? (
              <p className="fundamentals__reports">
                {data.reports[0]
                  ? `Last report ${isoDayText(data.reports[0].date)}: EPS ${formatCurrency(data.reports[0].actual, data.currency)}${
                      data.reports[0].consensus === null
                        ? ''
                        : ` (consensus ${formatCurrency(data.reports[0].consensus, data.currency)})`
                    }. `
                  : ''}
                {data.next_report
                  ? `Next report ${isoDayText(data.next_report.date)}${
                      data.next_report.consensus === null
                        ? ''
                        : `, consensus ${formatCurrency(data.next_report.consensus, data.currency)}`
                    }.`
                  : ''}
              </p>
            ) : null}
          </>
        )}
      </div>
    </Card>
  )
}
