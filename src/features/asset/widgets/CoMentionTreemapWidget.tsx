import { queryOptions, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { getTitleEntities, unwrap } from '../../../api'
import {
  type BasicCredentials,
  resolveTimeRange,
  TITLE_ENTITIES_MAX_LIMIT,
  type TimeRangeSelection,
} from '../../../core'
import { Card } from '../../../ui'
import { SentimentScaleLegend, SentimentTreemap } from '../../../ui/charts'
import { ASSET_QUERY_ROOT } from '../queries'
import { type CoMention, coMentionTiles } from './asset-treemaps'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { optionalDailySnapshots } from './widget-queries'
import { WIDGET_TITLE } from './widget-titles'

const TREEMAP_HEIGHT = 300

function coMentionsQuery(credentials: BasicCredentials, titleId: number, timeRange: TimeRangeSelection) {
  return queryOptions({
    queryKey: [ASSET_QUERY_ROOT, credentials.username, 'co-mention-treemap', titleId, timeRange],
    queryFn: async ({ signal }) => {
      const range = resolveTimeRange(timeRange, Date.now())
      const answer = await unwrap(
        getTitleEntities(
          titleId,
          { startDate: range.start, endDate: range.end, limit: TITLE_ENTITIES_MAX_LIMIT },
          credentials,
          { signal },
        ),
      )
      const mentions: CoMention[] = answer.entities.flatMap((entity) =>
        entity.title_id === null || entity.title_id === titleId
          ? []
          : [{ titleId: entity.title_id, name: entity.name, count: entity.count }],
      )
      // Sentiment colours the tiles; without it they are grey, and the map still stands.
      const snapshots = await optionalDailySnapshots(
        mentions.map((mention) => mention.titleId),
        credentials,
        signal,
      )
      return { mentions, snapshots }
    },
    staleTime: 5 * 60_000,
  })
}

export interface CoMentionTreemapWidgetProps {
  titleId: number
  /** The asset's name, in the tiles' tooltips ("12 messages with Apple"). */
  name: string
  credentials: BasicCredentials
  timeRange: TimeRangeSelection
}

/**
 * Asset sentiment tree map: the assets talked about together with this one in the page's range,
 * sized by the messages that mention both, coloured by each one's sentiment today.
 */
export function CoMentionTreemapWidget({
  titleId,
  name,
  credentials,
  timeRange,
}: CoMentionTreemapWidgetProps) {
  const navigate = useNavigate()
  const query = useQuery(coMentionsQuery(credentials, titleId, timeRange))
  const tiles = query.data ? coMentionTiles(query.data.mentions, query.data.snapshots, name) : []
  return (
    <Card
      title={WIDGET_TITLE.coMentionTreemap}
      subtitle="Mentioned with it in this range · size by shared messages, colour by sentiment today"
      className="asset-widget"
    >
      <div
        className="asset-treemap"
        data-testid="co-mention-treemap"
        data-state={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
        data-tiles={tiles.length}
      >
        {query.isPending ? (
          <WidgetSkeleton height={TREEMAP_HEIGHT} />
        ) : query.isError ? (
          <WidgetError error={query.error} />
        ) : tiles.length === 0 ? (
          <WidgetEmpty text="No other asset was mentioned with this one in this range." />
        ) : (
          <>
            <SentimentTreemap
              tiles={tiles}
              height={TREEMAP_HEIGHT}
              label={`The ${tiles.length} assets most mentioned with ${name}`}
              onSelect={(tile) => void navigate({ to: '/asset', search: { title_id: Number(tile.id) } })}
            />
            <div className="asset-treemap__foot">
              <span className="asset-treemap__note">Tiles open the asset</span>
              <SentimentScaleLegend />
            </div>
          </>
        )}
      </div>
    </Card>
  )
}
