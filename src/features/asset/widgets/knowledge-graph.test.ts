import { describe, expect, it } from 'vitest'
import { GRAPH_HEIGHT, GRAPH_MAX_NODES, GRAPH_WIDTH, graphLayout } from './knowledge-graph'

const entity = (index: number, count: number) => ({
  id: `e${index}`,
  name: `Entity with a rather long name ${index}`,
  count,
  kind: 'asset' as const,
  titleId: null,
})

describe('knowledge graph layout', () => {
  it('keeps the 12 most mentioned, the first at the top, nodes and labels inside the frame', () => {
    const nodes = graphLayout(Array.from({ length: 20 }, (_, i) => entity(i, i + 1)))
    expect(nodes).toHaveLength(GRAPH_MAX_NODES)
    expect(nodes[0]?.id).toBe('e19')
    expect(nodes[0]?.x).toBeCloseTo(GRAPH_WIDTH / 2, 6)
    expect(nodes[0]?.label.anchor).toBe('middle')
    for (const node of nodes) {
      expect(node.x - node.r).toBeGreaterThanOrEqual(0)
      expect(node.x + node.r).toBeLessThanOrEqual(GRAPH_WIDTH)
      expect(node.label.y).toBeGreaterThan(0)
      expect(node.label.y).toBeLessThan(GRAPH_HEIGHT)
      expect(node.label.text.length).toBeLessThanOrEqual(14)
    }
  })

  it('sizes nodes and links by co-mentions', () => {
    const [big, small] = graphLayout([entity(1, 100), entity(2, 4)])
    expect(big?.r).toBeCloseTo(16, 6)
    expect(small?.r).toBeCloseTo(5 + 11 * 0.2, 6)
    expect(big?.weight).toBe(4)
  })
})

describe('knowledge graph labels', () => {
  it("label a company by its name without the legal form, and a person's name as it is", () => {
    const [company, person] = graphLayout([
      { id: 'a', name: 'Microsoft Corporation', count: 9, kind: 'asset', titleId: 2001 },
      { id: 'p', name: 'Satya Nadella Holdings', count: 3, kind: 'person', titleId: null },
    ])
    expect(company?.label.text).toBe('Microsoft')
    expect(company?.name).toBe('Microsoft Corporation')
    expect(person?.label.text).toBe('Satya Nadella…')
  })
})
