import { useQuery } from '@tanstack/react-query'
import { Group } from '@visx/group'
import { hierarchy, Treemap, treemapSquarify } from '@visx/hierarchy'
import { ParentSize } from '@visx/responsive'
import {
  type BasicCredentials,
  formatDecimal,
  type MessageFilterSearch,
  sentimentColor,
  type TimeRangeSelection,
} from '../../../core'
import { Card } from '../../../ui'
import { canvasTextMeasure, wrapText } from '../../../ui/charts'
import { type KeyEventTile, topKeyEvents } from './key-event-map'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { widgetQueries } from './widget-queries'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface KeyEventMapProps {
  titleId: number
  credentials: BasicCredentials
  timeRange: TimeRangeSelection
  filters: MessageFilterSearch
  /** Map height in px (default 220). */
  height?: number
}

interface TreeDatum {
  tile: KeyEventTile | null
  children?: TreeDatum[]
}

/** With fewer events a tree map is one or two big boxes: ranked bars tell more. */
const TREE_MIN_EVENTS = 4

/**
 * The top 10 key events of the range as a tree map (area by messages, colour by sentiment), or
 * as ranked bars when there are fewer than four.
 */
export function KeyEventMap({ titleId, credentials, timeRange, filters, height = 220 }: KeyEventMapProps) {
  const events = useQuery(widgetQueries.keyEvents(credentials, titleId, timeRange, filters))
  const tiles = events.data ? topKeyEvents(events.data) : []
  return (
    <Card title={WIDGET_TITLE.keyEvents} subtitle="Top 10" className="asset-widget">
      <div
        className="key-event-map"
        data-testid="key-event-map"
        data-state={events.isPending ? 'loading' : events.isError ? 'error' : 'ready'}
        data-events={tiles.length}
        data-layout={tiles.length < TREE_MIN_EVENTS ? 'bars' : 'tree'}
      >
        {events.isPending ? (
          <WidgetSkeleton height={height} />
        ) : events.isError ? (
          <WidgetError error={events.error} />
        ) : tiles.length === 0 ? (
          <WidgetEmpty text={WIDGET_TEXT.noKeyEvents} />
        ) : (
          <>
            {tiles.length < TREE_MIN_EVENTS ? (
              <KeyEventBars tiles={tiles} />
            ) : (
              <ParentSize ignoreDimensions="height" debounceTime={100} style={{ height }}>
                {({ width }) =>
                  width > 0 ? <KeyEventTree tiles={tiles} width={width} height={height} /> : null
                }
              </ParentSize>
            )}
            <ol className="visually-hidden">
              {tiles.map((tile) => (
                <li key={tile.id}>
                  {tile.name}: {messagesText(tile.total)}
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </Card>
  )
}

/** Ranked horizontal bars: length by messages (the largest fills the row), colour by sentiment. */
export function KeyEventBars({ tiles }: { tiles: readonly KeyEventTile[] }) {
  const largest = Math.max(1, ...tiles.map((tile) => tile.total))
  return (
    <ol className="key-event-bars" aria-hidden="true">
      {tiles.map((tile) => (
        <li key={tile.id} className="key-event-bars__row" data-key-event-id={tile.id}>
          <span className="key-event-bars__name" title={tile.name}>
            {tile.name}
          </span>
          <span className="key-event-bars__count">{formatDecimal(tile.total)}</span>
          <span className="key-event-bars__track">
            <span
              className="key-event-bars__fill"
              style={{
                width: `${Math.max(2, (tile.total / largest) * 100)}%`,
                background: sentimentColor(tile.sentiment ?? 0),
              }}
            />
          </span>
        </li>
      ))}
    </ol>
  )
}

export function KeyEventTree({
  tiles,
  width,
  height,
}: {
  tiles: KeyEventTile[]
  width: number
  height: number
}) {
  const measure = canvasTextMeasure(11)
  const root = hierarchy<TreeDatum>({ tile: null, children: tiles.map((tile) => ({ tile })) })
    .sum((datum) => datum.tile?.total ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
  return (
    <svg width={width} height={height} aria-hidden="true" className="key-event-map__tree">
      <Treemap<TreeDatum> root={root} size={[width, height]} tile={treemapSquarify} paddingInner={2} round>
        {(treemap) => (
          <Group>
            {treemap.leaves().map((node) => {
              const tile = node.data.tile
              if (!tile) return null
              const w = node.x1 - node.x0
              const h = node.y1 - node.y0
              const fits = w > 48 && h > 30
              // As many name lines as leave room for the count under them (13 px a line).
              const nameLines = fits
                ? wrapText(
                    tile.name,
                    w - 12,
                    Math.min(3, Math.max(1, Math.floor((h - 36) / 13) + 1)),
                    measure,
                  )
                : []
              return (
                <Group key={tile.id} top={node.y0} left={node.x0} data-key-event-id={tile.id}>
                  <rect width={w} height={h} rx={3} fill={sentimentColor(tile.sentiment ?? 0)} />
                  <title>{`${tile.name}: ${messagesText(tile.total)}`}</title>
                  {fits ? (
                    <text
                      x={6}
                      y={16}
                      className={
                        tile.whiteLabel ? 'key-event-map__label--white' : 'key-event-map__label--dark'
                      }
                    >
                      {nameLines.map((line, index) => (
                        <tspan key={line} x={6} dy={index === 0 ? 0 : 13}>
                          {line}
                        </tspan>
                      ))}
                      <tspan x={6} dy={14}>
                        {formatDecimal(tile.total)}
                      </tspan>
                    </text>
                  ) : null}
                </Group>
              )
            })}
          </Group>
        )}
      </Treemap>
    </svg>
  )
}

function messagesText(count: number): string {
  return `${formatDecimal(count)} ${count === 1 ? 'message' : 'messages'}`
}
