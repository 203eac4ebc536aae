import { shortCompanyName } from '../../../core'

/** The knowledge graph's layout: the asset in the middle, the entities mentioned with it around it. */

export interface GraphEntity {
  id: string
  name: string
  count: number
  kind: 'person' | 'asset' | 'other'
  /** The asset page a node opens; null for people and other entities. */
  titleId: number | null
}

export interface GraphNode extends GraphEntity {
  x: number
  y: number
  r: number
  /** Link width from the centre. */
  weight: number
  label: { x: number; y: number; anchor: 'start' | 'middle' | 'end'; text: string }
}

export const GRAPH_WIDTH = 420
export const GRAPH_HEIGHT = 300
export const GRAPH_MAX_NODES = 12
const LABEL_CHARS = 14

const shorten = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text)

/**
 * Up to 12 entities on an ellipse around the centre, the most mentioned first from the top,
 * clockwise; node area and link width grow with the co-mentions. Labels sit outside their node,
 * away from the centre, so they do not cross the links.
 */
export function graphLayout(entities: readonly GraphEntity[]): GraphNode[] {
  const shown = [...entities].sort((a, b) => b.count - a.count).slice(0, GRAPH_MAX_NODES)
  const most = Math.max(1, ...shown.map((entity) => entity.count))
  const cx = GRAPH_WIDTH / 2
  const cy = GRAPH_HEIGHT / 2
  const rx = GRAPH_WIDTH / 2 - 105
  const ry = GRAPH_HEIGHT / 2 - 40
  return shown.map((entity, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / Math.max(1, shown.length)
    const x = cx + rx * Math.cos(angle)
    const y = cy + ry * Math.sin(angle)
    const share = entity.count / most
    const r = 5 + 11 * Math.sqrt(share)
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    const side = Math.abs(cos) < 0.35
    // A company reads by its name alone: 'Microsoft', not 'Microsoft Cor…'.
    const text = shorten(entity.kind === 'asset' ? shortCompanyName(entity.name) : entity.name)
    return {
      ...entity,
      x,
      y,
      r,
      weight: 1 + 3 * share,
      label: side
        ? { x, y: y + (sin < 0 ? -(r + 6) : r + 14), anchor: 'middle', text }
        : {
            x: x + (cos > 0 ? r + 5 : -(r + 5)),
            y: y + 4,
            anchor: cos > 0 ? 'start' : 'end',
            text,
          },
    }
  })
}
