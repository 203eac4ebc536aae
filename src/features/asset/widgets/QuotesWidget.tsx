import { useQuery } from '@tanstack/react-query'
import { ParentSize } from '@visx/responsive'
import {
  type BasicCredentials,
  changeTone,
  formatCompact,
  formatPercent,
  formatPrice,
  type PriceQuote,
  quoteSummary,
  type Tick,
} from '../../../core'
import { Card } from '../../../ui'
import { type PriceBar, PriceChart } from '../../../ui/charts'
import { assetQueries } from '../queries'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface QuotesWidgetProps {
  titleId: number
  credentials: BasicCredentials
  /** The latest price tick of this title (useTitleTicks([id]).get(id)); replaces the last price. */
  liveTick?: Tick
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

const PRICE_CHART_HEIGHT = 180

/**
 * Last price and daily change (a live tick updates them), and a price chart of the last 30 days'
 * daily bars with volume, a crosshair tooltip and the same data as a table.
 */
export function QuotesWidget({ titleId, credentials, liveTick }: QuotesWidgetProps) {
  const quotes = useQuery(assetQueries.quotes(credentials, titleId))
  const info = useQuery(assetQueries.info(credentials, titleId))
  const tick = liveTick && liveTick.id === titleId ? liveTick : undefined
  const summary = quotes.data || tick ? quoteSummary(quotes.data ?? [], tick) : null
  const quote: PriceQuote = { currency: info.data?.currency, type: info.data?.type }
  const change = summary?.change ?? null

  return (
    <Card title={WIDGET_TITLE.quotes} className="asset-widget">
      <div
        className="quotes-widget"
        data-testid="quotes-widget"
        data-state={quotes.isPending ? 'loading' : quotes.isError ? 'error' : 'ready'}
        data-last={summary?.last ?? ''}
        data-change={change ?? ''}
        data-live={summary?.live ? 'true' : 'false'}
        data-points={summary?.closes.length ?? 0}
      >
        {quotes.isPending ? (
          <WidgetSkeleton height={48} lines={1} />
        ) : quotes.isError && !tick ? (
          <WidgetError error={quotes.error} />
        ) : !summary ? (
          <WidgetEmpty text={WIDGET_TEXT.noQuotes} />
        ) : (
          <>
            <div className="quotes-widget__figures">
              <span className="quotes-widget__price">{formatPrice(summary.last, quote)}</span>
              {change !== null ? (
                <span className={`quotes-widget__change tone-${changeTone(change)}`}>
                  {formatPercent(change, { signed: true })}
                </span>
              ) : null}
            </div>
            <p className="quotes-widget__time">
              {summary.live
                ? `Live, ${timeFormat.format(summary.time)}`
                : `Close of ${dayFormat.format(summary.time)}`}
            </p>
            {(quotes.data?.length ?? 0) > 1 ? <QuotesChart bars={quotes.data ?? []} quote={quote} /> : null}
          </>
        )}
      </div>
    </Card>
  )
}

function QuotesChart({ bars, quote }: { bars: readonly PriceBar[]; quote: PriceQuote }) {
  const priceText = (value: number) => formatPrice(value, quote)
  return (
    <>
      <ParentSize
        ignoreDimensions="height"
        debounceTime={100}
        className="quotes-widget__chart"
        style={{ height: PRICE_CHART_HEIGHT }}
      >
        {({ width }) =>
          width > 0 ? (
            <PriceChart
              bars={bars}
              width={width}
              height={PRICE_CHART_HEIGHT}
              formatPrice={priceText}
              formatVolume={formatCompact}
              label={`Daily prices of the last ${bars.length} trading days`}
            />
          ) : null
        }
      </ParentSize>
      <details className="chart-data-table">
        <summary>Prices as a table</summary>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Open</th>
              <th scope="col">High</th>
              <th scope="col">Low</th>
              <th scope="col">Close</th>
              <th scope="col">Volume</th>
            </tr>
          </thead>
          <tbody>
            {[...bars].reverse().map((bar) => (
              <tr key={bar.t}>
                <td>{dayFormat.format(bar.t)}</td>
                <td>{priceText(bar.o)}</td>
                <td>{priceText(bar.h)}</td>
                <td>{priceText(bar.l)}</td>
                <td>{priceText(bar.c)}</td>
                <td>{formatCompact(bar.v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  )
}
