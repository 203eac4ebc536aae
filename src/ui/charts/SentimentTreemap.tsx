import { Group } from '@visx/group'
import { hierarchy, Treemap, treemapSquarify } from '@visx/hierarchy'
import { ParentSize } from '@visx/responsive'
import { type KeyboardEvent, useId, useState } from 'react'
import { sentimentColor, sentimentScore, treeLabelIsWhite } from '../../core'
import { fitText } from './bar-list-layout'
import { ChartTooltip } from './ChartTooltip'
import { canvasTextMeasure } from './measure-text'
import { fitFigure } from './tile-text'
import './charts.css'

export interface TreemapTile {
  id: string
  label: string
  /** Area: messages, buzz… (only positive values get a tile). */
  value: number
  /** Mean sentiment in [-1, 1]; null shows the neutral colour. */
  sentiment: number | null
  /** The second line of the tile and of its tooltip ("320 % buzz"). */
  valueText: string
  /** More tooltip lines ("Sentiment +12.5", "Price +1.2%"). */
  details?: readonly string[]
}

export interface SentimentTreemapProps {
  tiles: readonly TreemapTile[]
  height: number
  /** Names the map for assistive technology ("Top 30 by buzz"). */
  label: string
  onSelect?: (tile: TreemapTile) => void
  /** The tile of the page's own asset: outlined, so it stands out among its peers. */
  currentId?: string
}

interface Datum {
  tile: TreemapTile | null
  children?: Datum[]
}

/**
 * A squarified tree map: area by value, colour by sentiment on the spec's scale, labels white
 * on tiles whose sentiment score is below 0.4 (data-interface §9). Each tile is a button
 * (Enter opens it) with a tooltip of exact values; small tiles keep their name in the tooltip.
 */
export function SentimentTreemap({ tiles, height, label, onSelect, currentId }: SentimentTreemapProps) {
  return (
    <ParentSize ignoreDimensions="height" debounceTime={100} style={{ height }}>
      {({ width }) =>
        width > 0 ? (
          <TreemapFrame
            tiles={tiles}
            width={width}
            height={height}
            label={label}
            onSelect={onSelect}
            currentId={currentId}
          />
        ) : null
      }
    </ParentSize>
  )
}

function TreemapFrame({
  tiles,
  width,
  height,
  label,
  onSelect,
  currentId,
}: Omit<SentimentTreemapProps, 'height'> & { width: number; height: number }) {
  const tooltipId = useId()
  const [focused, setFocused] = useState<{ tile: TreemapTile; x: number; y: number } | null>(null)
  // The label styles of charts.css: names 11 px (14 px on a big tile) semibold, values 11 px.
  const nameWidth = canvasTextMeasure(11, 600)
  const bigNameWidth = canvasTextMeasure(14, 600)
  const valueWidth = canvasTextMeasure(11)
  const root = hierarchy<Datum>({
    tile: null,
    children: tiles.filter((tile) => tile.value > 0).map((tile) => ({ tile })),
  })
    .sum((datum) => datum.tile?.value ?? 0)
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0))
  const open = (tile: TreemapTile) => onSelect?.(tile)
  return (
    <div className="treemap" style={{ height }}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a fieldset; the group names its tiles */}
      <svg width={width} height={height} role="group" aria-label={label} className="treemap__svg">
        <Treemap<Datum> root={root} size={[width, height]} tile={treemapSquarify} paddingInner={2} round>
          {(map) => (
            <Group>
              {map.leaves().map((node) => {
                const tile = node.data.tile
                if (!tile) return null
                const w = node.x1 - node.x0
                const h = node.y1 - node.y0
                const white = treeLabelIsWhite(sentimentScore(tile.sentiment ?? 0))
                const big = w > 90 && h > 44
                const fits = w > 40 && h > 20
                const show = () => setFocused({ tile, x: node.x0 + w / 2, y: node.y0 + Math.min(h, 40) })
                const name = fitText(tile.label, w - 12, big ? bigNameWidth : nameWidth)
                const value = h > 36 ? fitFigure(tile.valueText, w - 12, valueWidth) : null
                // The accessible name starts with what the tile shows (WCAG 2.5.3), then the exact figures.
                const visible = fits ? [name, value].filter(Boolean).join(' ') : ''
                const spoken = [tile.label, tile.valueText, ...(tile.details ?? [])].join(', ')
                return (
                  // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it takes the role and keys
                  <g
                    key={tile.id}
                    transform={`translate(${node.x0},${node.y0})`}
                    role="button"
                    tabIndex={0}
                    aria-label={visible ? `${visible}, ${spoken}` : spoken}
                    aria-describedby={focused?.tile.id === tile.id ? tooltipId : undefined}
                    className={
                      tile.id === currentId ? 'treemap__tile treemap__tile--current' : 'treemap__tile'
                    }
                    data-tile-id={tile.id}
                    onClick={() => open(tile)}
                    onKeyDown={(event: KeyboardEvent<SVGGElement>) => {
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault()
                        open(tile)
                      }
                    }}
                    onMouseEnter={show}
                    onMouseLeave={() => setFocused(null)}
                    onFocus={show}
                    onBlur={() => setFocused(null)}
                  >
                    <rect width={w} height={h} rx={3} fill={sentimentColor(tile.sentiment ?? 0)} />
                    {fits ? (
                      <text
                        x={6}
                        y={big ? 20 : 15}
                        className={white ? 'treemap__label treemap__label--white' : 'treemap__label'}
                      >
                        <tspan x={6} className={big ? 'treemap__name treemap__name--big' : 'treemap__name'}>
                          {name}
                        </tspan>
                        {value !== null ? (
                          <tspan x={6} dy={big ? 18 : 14}>
                            {` ${value}`}
                          </tspan>
                        ) : null}
                      </text>
                    ) : null}
                  </g>
                )
              })}
            </Group>
          )}
        </Treemap>
      </svg>
      {focused ? (
        <ChartTooltip id={tooltipId} left={focused.x} top={focused.y} frameWidth={width}>
          <strong>{focused.tile.label}</strong>
          <div>{focused.tile.valueText}</div>
          {focused.tile.details?.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </ChartTooltip>
      ) : null}
    </div>
  )
}
