import { queryOptions, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { getTitleEntities, unwrap } from '../../../api'
import {
  type BasicCredentials,
  formatDecimal,
  resolveTimeRange,
  type TimeRangeSelection,
} from '../../../core'
import { Card } from '../../../ui'
import { ASSET_QUERY_ROOT } from '../queries'
import {
  GRAPH_HEIGHT,
  GRAPH_MAX_NODES,
  GRAPH_WIDTH,
  type GraphEntity,
  type GraphNode,
  graphLayout,
} from './knowledge-graph'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-titles'

export interface KnowledgeGraphWidgetProps {
  titleId: number
  /** The asset's name, written in the centre. */
  name: string
  /** Written in the centre when the name is long. */
  symbol: string | null
  credentials: BasicCredentials
  timeRange: TimeRangeSelection
}

const NO_ENTITIES = 'No other company or person was mentioned with this asset in this range.'
const KIND_LABEL = { person: 'Person', asset: 'Asset', other: 'Other' } as const

function entitiesQuery(credentials: BasicCredentials, titleId: number, timeRange: TimeRangeSelection) {
  return queryOptions({
    queryKey: [ASSET_QUERY_ROOT, credentials.username, 'knowledge-graph', titleId, timeRange],
    queryFn: async ({ signal }): Promise<GraphEntity[]> => {
      const range = resolveTimeRange(timeRange, Date.now())
      const answer = await unwrap(
        getTitleEntities(
          titleId,
          { startDate: range.start, endDate: range.end, limit: GRAPH_MAX_NODES },
          credentials,
          { signal },
        ),
      )
      return answer.entities.map((entity) => ({
        id: entity.entity_id,
        name: entity.name,
        count: entity.count,
        kind: entity.entity_type === 'person' ? 'person' : entity.title_id !== null ? 'asset' : 'other',
        titleId: entity.title_id,
      }))
    },
    staleTime: 5 * 60_000,
  })
}

function Node({ node, onHover }: { node: GraphNode; onHover: (id: string | null) => void }) {
  const shape = (
    <g
      className={`knowledge-graph__node knowledge-graph__node--${node.kind}`}
      onPointerEnter={() => onHover(node.id)}
      onPointerLeave={() => onHover(null)}
    >
      <circle cx={node.x} cy={node.y} r={node.r} />
      <text
        x={node.label.x}
        y={node.label.y}
        textAnchor={node.label.anchor}
        className="knowledge-graph__label"
      >
        {node.label.text}
      </text>
      <title>{`${node.name}: mentioned in ${formatDecimal(node.count)} messages about this asset`}</title>
    </g>
  )
  return node.titleId === null ? (
    shape
  ) : (
    <Link to="/asset" search={{ title_id: node.titleId }}>
      {shape}
    </Link>
  )
}

/** Knowledge graph: the companies and people mentioned together with the asset in the page's range. */
export function KnowledgeGraphWidget({
  titleId,
  name,
  symbol,
  credentials,
  timeRange,
}: KnowledgeGraphWidgetProps) {
  const entities = useQuery(entitiesQuery(credentials, titleId, timeRange))
  const [hovered, setHovered] = useState<string | null>(null)
  const data = entities.data ?? []
  const nodes = graphLayout(data)
  return (
    <Card
      title={WIDGET_TITLE.knowledgeGraph}
      subtitle="Mentioned together with it in this range"
      className="asset-widget"
    >
      <div
        className="knowledge-graph"
        data-testid="knowledge-graph"
        data-nodes={nodes.length}
        data-state={entities.isPending ? 'loading' : entities.isError ? 'error' : 'ready'}
      >
        {entities.isPending ? (
          <WidgetSkeleton height={GRAPH_HEIGHT * 0.8} lines={0} />
        ) : entities.isError ? (
          <WidgetError error={entities.error} />
        ) : nodes.length === 0 ? (
          <WidgetEmpty text={NO_ENTITIES} />
        ) : (
          <>
            {/* biome-ignore lint/a11y/useSemanticElements: an SVG of links cannot be a fieldset; the group names them */}
            <svg
              viewBox={`0 0 ${GRAPH_WIDTH} ${GRAPH_HEIGHT}`}
              className="knowledge-graph__plot"
              role="group"
              aria-label={`${name} and the ${nodes.length} companies and people most mentioned with it`}
            >
              {nodes.map((node) => (
                <line
                  key={node.id}
                  x1={GRAPH_WIDTH / 2}
                  y1={GRAPH_HEIGHT / 2}
                  x2={node.x}
                  y2={node.y}
                  strokeWidth={node.weight}
                  className={
                    hovered === node.id
                      ? 'knowledge-graph__link knowledge-graph__link--active'
                      : 'knowledge-graph__link'
                  }
                />
              ))}
              <circle cx={GRAPH_WIDTH / 2} cy={GRAPH_HEIGHT / 2} r={24} className="knowledge-graph__centre" />
              <text
                x={GRAPH_WIDTH / 2}
                y={GRAPH_HEIGHT / 2 + 4}
                textAnchor="middle"
                className="knowledge-graph__centre-label"
              >
                {name.length <= 8 ? name : (symbol ?? `${name.slice(0, 7)}…`)}
              </text>
              {nodes.map((node) => (
                <Node key={node.id} node={node} onHover={setHovered} />
              ))}
            </svg>
            <ul className="knowledge-graph__legend" aria-hidden="true">
              <li className="knowledge-graph__key knowledge-graph__key--asset">Asset</li>
              <li className="knowledge-graph__key knowledge-graph__key--person">Person</li>
              <li className="knowledge-graph__key knowledge-graph__key--other">Other</li>
            </ul>
            <details className="chart-data-table">
              <summary>Mentions as a table</summary>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col" className="data-table__text">
                      Kind
                    </th>
                    <th scope="col">Messages</th>
                  </tr>
                </thead>
                <tbody>
                  {nodes.map((node) => (
                    <tr key={node.id}>
                      <th scope="row">{node.name}</th>
                      <td className="data-table__text">{KIND_LABEL[node.kind]}</td>
                      <td>{formatDecimal(node.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          </>
        )}
      </div>
    </Card>
  )
}
