import { useQuery } from '@tanstack/react-query'
import { type BasicCredentials, formatBuzz, titleTypeWord } from '../../../core'
import { Card } from '../../../ui'
import { AssetLink } from './AssetLink'
import { SentimentBadge } from './Sentiment'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { widgetQueries } from './widget-queries'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface TopRelatedAssetsProps {
  titleId: number
  credentials: BasicCredentials
}

/** Related assets (co-mentioned first, then industry, index and sector peers) with their daily buzz and sentiment. */
export function TopRelatedAssets({ titleId, credentials }: TopRelatedAssetsProps) {
  const related = useQuery(widgetQueries.related(credentials, titleId))
  const assets = related.data ?? []
  return (
    <Card title={WIDGET_TITLE.related} className="asset-widget">
      <div
        className="related-assets"
        data-testid="related-assets"
        data-state={related.isPending ? 'loading' : related.isError ? 'error' : 'ready'}
        data-count={assets.length}
      >
        {related.isPending ? (
          <WidgetSkeleton height={0} lines={5} />
        ) : related.isError ? (
          <WidgetError error={related.error} />
        ) : assets.length === 0 ? (
          <WidgetEmpty text={WIDGET_TEXT.noRelated} />
        ) : (
          <>
            <div className="related-assets__item related-assets__head" aria-hidden="true">
              <span>{assets.length} assets</span>
              <span className="related-assets__buzz">Buzz</span>
              <span className="related-assets__sentiment">Sentiment</span>
            </div>
            <ol className="related-assets__list">
              {assets.map((asset) => (
                <li key={asset.id} className="related-assets__item" data-title-id={asset.id}>
                  <span className="related-assets__name">
                    <AssetLink titleId={asset.id}>{asset.name}</AssetLink>
                    <span className="related-assets__reason">
                      {titleTypeWord(asset.type)} · {asset.reasonLabel}
                      {asset.coMentions > 0 ? ` (${asset.coMentions})` : ''}
                    </span>
                  </span>
                  <span className="related-assets__buzz" title="Buzz (100% = average)">
                    {asset.buzz === null ? 'n/a' : formatBuzz(asset.buzz)}
                  </span>
                  <span className="related-assets__sentiment">
                    <SentimentBadge sentiment={asset.sentiment} />
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </Card>
  )
}
