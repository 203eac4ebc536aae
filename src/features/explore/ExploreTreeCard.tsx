import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import {
  type BasicCredentials,
  EXPLORE_TREE_MIN_MESSAGES,
  EXPLORE_TREE_SIZE,
  type ExploreMapMeasure,
} from '../../core'
import { Card, LoadFailed } from '../../ui'
import { SentimentScaleLegend, SentimentTreemap, titleRowTile } from '../../ui/charts'
import { ChoiceChips } from '../../ui/chip-group'
import { exploreQueries } from './queries'
import './explore.css'

const MEASURES: readonly { value: ExploreMapMeasure; label: string }[] = [
  { value: 'buzz', label: 'By buzz' },
  { value: 'messages', label: 'By messages' },
]

/** The top 30 of the filters as a sentiment tree map, sized by buzz or messages; a tile opens the asset. */
export function ExploreTreeCard({
  credentials,
  filters,
  measure,
  onMeasure,
}: {
  credentials: BasicCredentials
  filters: Readonly<Record<string, string>>
  measure: ExploreMapMeasure
  onMeasure: (measure: ExploreMapMeasure) => void
}) {
  const navigate = useNavigate()
  const tree = useQuery(exploreQueries.treeMap(credentials, filters, measure))
  const tiles = (tree.data?.titles ?? [])
    .map((row) => titleRowTile(row, measure))
    .filter((tile) => tile.value > 0)
  return (
    <Card
      // Early in the day fewer assets pass the filters: the title counts what the map shows.
      title={`Top ${tiles.length > 0 ? Math.min(tiles.length, EXPLORE_TREE_SIZE) : EXPLORE_TREE_SIZE}`}
      subtitle={
        measure === 'buzz'
          ? `Size by buzz in the latest day, among assets with ${EXPLORE_TREE_MIN_MESSAGES} messages or more; colour by sentiment`
          : 'Size by messages in the latest day; colour by sentiment'
      }
      className="explore-tree"
      testId="explore-tree"
      aside={
        <ChoiceChips
          label="Tree map size"
          options={MEASURES}
          value={measure}
          onChange={onMeasure}
          testId="explore-measure"
        />
      }
    >
      <div
        className="explore-tree__frame"
        data-state={tree.isPending ? 'loading' : tree.isError ? 'error' : 'ready'}
        data-tiles={tiles.length}
      >
        {tree.isPending ? (
          <div
            className="explore-skeleton explore-skeleton--block"
            role="status"
            aria-label="Loading the tree map"
          />
        ) : tree.isError ? (
          <LoadFailed message="The tree map could not be loaded." onRetry={() => void tree.refetch()} />
        ) : tiles.length === 0 ? (
          <p className="explore-muted explore-tree__empty">No buzz for these filters in the latest day.</p>
        ) : (
          <SentimentTreemap
            tiles={tiles}
            height={360}
            label={`Top ${tiles.length} assets ${measure === 'buzz' ? 'by buzz' : 'by messages'}`}
            onSelect={(tile) => void navigate({ to: '/asset', search: { title_id: Number(tile.id) } })}
          />
        )}
        <SentimentScaleLegend />
      </div>
    </Card>
  )
}
