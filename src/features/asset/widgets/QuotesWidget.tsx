import { useQuery } from '@tanstack/react-query'
import { ParentSize } from '@visx/responsive'
import { type BasicCredentials, formatCurrency, formatPercent, type Tick } from '../../../core'
import { Card } from '../../../ui'
import { Sparkline } from '../../../ui/charts'
import { assetQueries } from '../queries'
import { quoteSummary } from './quote-summary'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TEXT, WIDGET_TITLE } from './widget-text'

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

/** Last price, daily change and a 30-day sparkline of daily closes; a live tick updates the price. */
export function QuotesWidget({ titleId, credentials, liveTick }: QuotesWidgetProps) {
  const quotes = useQuery(assetQueries.quotes(credentials, titleId))
  const info = useQuery(assetQueries.info(credentials, titleId))
  const tick = liveTick && liveTick.id === titleId ? liveTick : undefined
  const summary = quotes.data || tick ? quoteSummary(quotes.data ?? [], tick) : null
  const currency = info.data?.currency ?? null
  const change = summary?.change ?? null
  const direction = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down'

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
              <span className="quotes-widget__price">{formatCurrency(summary.last, currency)}</span>
              {change !== null ? (
                <span className={`quotes-widget__change quotes-widget__change--${direction}`}>
                  {formatPercent(change, { signed: true })}
                </span>
              ) : null}
            </div>
            <p className="quotes-widget__time">
              {summary.live
                ? `Live, ${timeFormat.format(summary.time)}`
                : `Close of ${dayFormat.format(summary.time)}`}
            </p>
            {summary.closes.length > 1 ? (
              <ParentSize ignoreDimensions="height" debounceTime={100} className="quotes-widget__spark">
                {({ width }) =>
                  width > 0 ? (
                    <Sparkline
                      width={width}
                      height={48}
                      points={summary.closes.map((q) => ({ t: q.t, value: q.c }))}
                      label={`Daily closes of the last ${summary.closes.length} trading days`}
                      stroke={direction === 'down' ? 'var(--color-danger)' : 'var(--color-success)'}
                    />
                  ) : null
                }
              </ParentSize>
            ) : null}
          </>
        )}
      </div>
    </Card>
  )
}
