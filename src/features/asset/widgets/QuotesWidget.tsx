import { useQuery } from '@tanstack/react-query'
import { ParentSize } from '@visx/responsive'
import { useState } from 'react'
import {
  type BasicCredentials,
  changeTone,
  formatCompact,
  formatPercent,
  formatPrice,
  isFormingBar,
  type PriceQuote,
  quoteSummary,
  type Tick,
  type TimeRangeSelection,
} from '../../../core'
import { Card } from '../../../ui'
import { type PriceBar, PriceChart, type PriceChartKind } from '../../../ui/charts'
import { ChoiceChips } from '../../../ui/chip-group'
import { assetQueries } from '../queries'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface QuotesWidgetProps {
  titleId: number
  credentials: BasicCredentials
  /** The latest price tick of this title (useTitleTicks([id]).get(id)); replaces the last price. */
  liveTick?: Tick
  /** How far back the user's plan reaches: longer chart ranges are not offered. */
  maxRelativeDays: number
}

type ChartRange = '1m' | '3m' | '1y'

/** The chart's ranges; 1M is the 30 days the header's price reads, so it costs no request. */
interface ChartRangeOption {
  value: ChartRange
  label: string
  days: number
  range?: TimeRangeSelection
}
const MONTH: ChartRangeOption = { value: '1m', label: '1M', days: 30 }
const CHART_RANGES: readonly ChartRangeOption[] = [
  MONTH,
  { value: '3m', label: '3M', days: 90, range: { kind: 'relative', name: 'last_90_days' } },
  { value: '1y', label: '1Y', days: 365, range: { kind: 'relative', name: 'last_1_year' } },
]
const CHART_KINDS: readonly { value: PriceChartKind; label: string }[] = [
  { value: 'line', label: 'Line' },
  { value: 'candles', label: 'Candles' },
]

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
 * Last price and daily change (a live tick updates them), and a price chart of daily bars with
 * volume (the last month, 3 months or year; a line or candles), a crosshair tooltip and the same
 * data as a table.
 */
export function QuotesWidget({ titleId, credentials, liveTick, maxRelativeDays }: QuotesWidgetProps) {
  const quotes = useQuery(assetQueries.quotes(credentials, titleId))
  const info = useQuery(assetQueries.info(credentials, titleId))
  const tick = liveTick && liveTick.id === titleId ? liveTick : undefined
  const summary = quotes.data || tick ? quoteSummary(quotes.data ?? [], tick) : null
  const quote: PriceQuote = info.data ?? undefined
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
                : isFormingBar(summary.time, Date.now())
                  ? `Today so far, ${dayFormat.format(summary.time)}`
                  : `Close of ${dayFormat.format(summary.time)}`}
            </p>
            {(quotes.data?.length ?? 0) > 1 ? (
              <QuotesChart
                credentials={credentials}
                titleId={titleId}
                monthBars={quotes.data ?? []}
                quote={quote}
                maxRelativeDays={maxRelativeDays}
              />
            ) : null}
          </>
        )}
      </div>
    </Card>
  )
}

function QuotesChart({
  credentials,
  titleId,
  monthBars,
  quote,
  maxRelativeDays,
}: {
  credentials: BasicCredentials
  titleId: number
  monthBars: readonly PriceBar[]
  quote: PriceQuote
  maxRelativeDays: number
}) {
  const [rangeName, setRangeName] = useState<ChartRange>('1m')
  const [kind, setKind] = useState<PriceChartKind>('line')
  const ranges = CHART_RANGES.filter((option) => option.days <= maxRelativeDays)
  const chosen = ranges.find((option) => option.value === rangeName) ?? MONTH
  const longer = useQuery({
    ...assetQueries.quotes(credentials, titleId, chosen.range),
    enabled: chosen.range !== undefined,
  })
  return (
    <>
      <div className="quotes-widget__controls">
        {ranges.length > 1 ? (
          <ChoiceChips
            label="Chart range"
            options={ranges}
            value={chosen.value}
            onChange={setRangeName}
            testId="quotes-range"
          />
        ) : null}
        <ChoiceChips
          label="Chart style"
          options={CHART_KINDS}
          value={kind}
          onChange={setKind}
          testId="quotes-kind"
        />
      </div>
      {chosen.range === undefined ? (
        <PriceBars bars={monthBars} quote={quote} kind={kind} />
      ) : longer.isPending ? (
        <WidgetSkeleton height={PRICE_CHART_HEIGHT} lines={0} />
      ) : longer.isError ? (
        <WidgetError error={longer.error} />
      ) : (
        <PriceBars bars={longer.data} quote={quote} kind={kind} />
      )}
    </>
  )
}

/** The bars as a chart, and the same data as a table. */
function PriceBars({
  bars,
  quote,
  kind,
}: {
  bars: readonly PriceBar[]
  quote: PriceQuote
  kind: PriceChartKind
}) {
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
              kind={kind}
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
