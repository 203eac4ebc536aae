import { useQuery } from '@tanstack/react-query'
import { ParentSize } from '@visx/responsive'
import { useState } from 'react'
import {
  type BasicCredentials,
  changeTone,
  DAY_MS,
  formatCompact,
  formatPercent,
  formatPrice,
  type PriceQuote,
} from '../../../core'
import { Button, Card } from '../../../ui'
import { PriceChart } from '../../../ui/charts'
import { assetQueries } from '../queries'
import { isoDayShort } from './iso-day'
import { barsAround, MOVE_MIN_SIGMAS, significantMoves } from './price-moves'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-titles'

export interface PriceMovesWidgetProps {
  titleId: number
  credentials: BasicCredentials
  /** "Load data for date": the page's range becomes that UTC day. */
  onSelectRange: (start: number, end: number) => void
}

/** 90 days: every plan's history reaches that far (application §6). */
const MOVES_DAYS = 90
const GRAPH_HEIGHT = 150
const NO_MOVES = `No daily move of ${MOVE_MIN_SIGMAS} standard deviations and 2% or more in the last ${MOVES_DAYS} days.`
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10)

/** Last significant price changes: the days that moved far beyond the asset's normal, with their graph and messages. */
export function PriceMovesWidget({ titleId, credentials, onSelectRange }: PriceMovesWidgetProps) {
  const [range] = useState(() => ({
    kind: 'absolute' as const,
    start: Date.now() - MOVES_DAYS * DAY_MS,
    end: Date.now(),
  }))
  const quotes = useQuery(assetQueries.quotes(credentials, titleId, range))
  const info = useQuery(assetQueries.info(credentials, titleId))
  const [graphOf, setGraphOf] = useState<number | null>(null)
  const bars = quotes.data ?? []
  const moves = significantMoves(bars)
  const quote: PriceQuote = info.data ?? undefined
  const shown = graphOf === null ? [] : barsAround(bars, graphOf)
  return (
    <Card
      title={WIDGET_TITLE.priceMoves}
      subtitle={`Last ${MOVES_DAYS} days, against the asset's own volatility`}
      className="asset-widget"
    >
      <div
        className="price-moves"
        data-testid="price-moves"
        data-moves={moves.length}
        data-state={quotes.isPending ? 'loading' : quotes.isError ? 'error' : 'ready'}
      >
        {quotes.isPending ? (
          <WidgetSkeleton height={0} lines={4} />
        ) : quotes.isError ? (
          <WidgetError error={quotes.error} />
        ) : moves.length === 0 ? (
          <WidgetEmpty text={NO_MOVES} />
        ) : (
          <>
            <ul className="price-moves__list">
              {moves.map((move) => (
                <li key={move.t} className="price-moves__row" data-testid="price-move">
                  <span className="price-moves__day">{isoDayShort(isoOf(move.t))}</span>
                  <span className={`price-moves__change tone-${changeTone(move.change)}`}>
                    {formatPercent(move.change, { digits: 1, signed: true })}
                  </span>
                  <span className="price-moves__detail">
                    {move.sigmas.toFixed(1)}σ · {formatPrice(move.close, quote)}
                  </span>
                  <span className="price-moves__actions">
                    <Button
                      variant="secondary"
                      size="small"
                      aria-pressed={graphOf === move.t}
                      onClick={() => setGraphOf(graphOf === move.t ? null : move.t)}
                    >
                      Show graph
                    </Button>
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => onSelectRange(move.t, move.t + DAY_MS - 1)}
                    >
                      Load data for date
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
            {shown.length > 1 && graphOf !== null ? (
              <ParentSize ignoreDimensions="height" debounceTime={100} style={{ height: GRAPH_HEIGHT }}>
                {({ width }) =>
                  width > 0 ? (
                    <PriceChart
                      bars={shown}
                      width={width}
                      height={GRAPH_HEIGHT}
                      formatPrice={(value) => formatPrice(value, quote)}
                      formatVolume={formatCompact}
                      label={`Daily prices around ${isoDayShort(isoOf(graphOf))}`}
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
