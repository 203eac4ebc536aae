import { queryOptions, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { listTitles, unwrap } from '../../../api'
import type { BasicCredentials, TitleRowAnswer } from '../../../core'
import { Card } from '../../../ui'
import { SentimentScaleLegend, SentimentTreemap, titleRowTile } from '../../../ui/charts'
import { ASSET_QUERY_ROOT, assetQueries } from '../queries'
import { ASSET_TREEMAP_SIZE, MIN_PEER_TILES, type PeerScope, peerScopes } from './asset-treemaps'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-titles'

const TREEMAP_HEIGHT = 300

/** The narrowest peer group with enough assets talked about today, and its top 30 by buzz. */
function peersQuery(credentials: BasicCredentials, scopes: readonly PeerScope[]) {
  return queryOptions({
    queryKey: [ASSET_QUERY_ROOT, credentials.username, 'peer-treemap', scopes.map((scope) => scope.filters)],
    queryFn: async ({ signal }) => {
      let chosen: { scope: PeerScope; titles: TitleRowAnswer[] } | null = null
      for (const scope of scopes) {
        const answer = await unwrap(
          listTitles({ filters: scope.filters, sortBy: '-buzz', limit: ASSET_TREEMAP_SIZE }, credentials, {
            signal,
          }),
        )
        chosen = { scope, titles: answer.titles }
        if (answer.titles.filter((row) => (row.buzz ?? 0) > 0).length >= MIN_PEER_TILES) break
      }
      return chosen
    },
    enabled: scopes.length > 0,
    staleTime: 5 * 60_000,
  })
}

export interface PeerTreemapWidgetProps {
  titleId: number
  credentials: BasicCredentials
}

/**
 * Buzz sentiment tree map: the 30 assets with the most buzz in the latest day among the asset's
 * peers (its industry, or a broader GICS level when few of those were talked about; its type
 * without one), sized by buzz and coloured by sentiment, the asset itself outlined.
 */
export function PeerTreemapWidget({ titleId, credentials }: PeerTreemapWidgetProps) {
  const navigate = useNavigate()
  const info = useQuery(assetQueries.info(credentials, titleId))
  const peers = useQuery(peersQuery(credentials, info.data ? peerScopes(info.data) : []))
  const scope = peers.data?.scope ?? null
  const tiles = (peers.data?.titles ?? [])
    .map((row) => titleRowTile(row, 'buzz'))
    .filter((tile) => tile.value > 0)
  const pending = info.isPending || peers.isPending
  const error = info.error ?? peers.error
  const ownTile = tiles.some((tile) => tile.id === String(titleId))
  return (
    <Card
      title={WIDGET_TITLE.peerTreemap}
      subtitle={
        scope ? `${scope.label} · size by buzz in the latest day` : 'Its peers by buzz in the latest day'
      }
      className="asset-widget"
    >
      <div
        className="asset-treemap"
        data-testid="peer-treemap"
        data-state={pending ? 'loading' : error ? 'error' : 'ready'}
        data-tiles={tiles.length}
      >
        {pending ? (
          <WidgetSkeleton height={TREEMAP_HEIGHT} />
        ) : error ? (
          <WidgetError error={error} />
        ) : tiles.length === 0 ? (
          <WidgetEmpty text="No buzz among its peers in the latest day." />
        ) : (
          <>
            <SentimentTreemap
              tiles={tiles}
              height={TREEMAP_HEIGHT}
              label={`Top ${tiles.length} of ${scope?.label ?? 'its peers'} by buzz`}
              currentId={String(titleId)}
              onSelect={(tile) => void navigate({ to: '/asset', search: { title_id: Number(tile.id) } })}
            />
            <div className="asset-treemap__foot">
              <span className="asset-treemap__note">
                {ownTile ? 'Dashed: this asset' : 'This asset is not among the top 30 today'}
              </span>
              <SentimentScaleLegend />
            </div>
          </>
        )}
      </div>
    </Card>
  )
}
