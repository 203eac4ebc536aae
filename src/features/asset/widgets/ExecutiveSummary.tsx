import { useQuery } from '@tanstack/react-query'
import type { BasicCredentials } from '../../../core'
import { Card } from '../../../ui'
import { AssetLink } from './AssetLink'
import { summaryParts } from './summary-text'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { widgetQueries } from './widget-queries'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface ExecutiveSummaryProps {
  titleId: number
  credentials: BasicCredentials
}

const pubDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** The AI executive summary with its highlighted title names and date, or its unavailable state. */
export function ExecutiveSummary({ titleId, credentials }: ExecutiveSummaryProps) {
  const summary = useQuery(widgetQueries.summary(credentials, titleId))
  const item = summary.data ?? null
  const published = item ? Date.parse(item.pubDate) : Number.NaN
  return (
    <Card title={WIDGET_TITLE.summary} className="asset-widget">
      <div
        className="executive-summary"
        data-testid="executive-summary"
        data-state={
          summary.isPending ? 'loading' : summary.isError ? 'error' : item ? 'ready' : 'unavailable'
        }
        data-generator={item?.generator ?? ''}
      >
        {summary.isPending ? (
          <WidgetSkeleton height={0} lines={3} />
        ) : summary.isError ? (
          // A plan without AI summaries answers 403: the summary is then unavailable, not broken.
          summary.error && 'status' in summary.error && summary.error.status === 403 ? (
            <WidgetEmpty text={WIDGET_TEXT.summaryUnavailable} />
          ) : (
            <WidgetError error={summary.error} />
          )
        ) : !item ? (
          <WidgetEmpty text={WIDGET_TEXT.summaryUnavailable} />
        ) : (
          <>
            <p className="executive-summary__text">
              {summaryParts(item.description, item.text_highlights).map((part, index) =>
                part.titleId === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional slices of one text
                  <span key={index}>{part.text}</span>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional slices of one text
                  <AssetLink key={index} titleId={part.titleId} className="executive-summary__highlight">
                    {part.text}
                  </AssetLink>
                ),
              )}
            </p>
            {Number.isNaN(published) ? null : (
              <p className="executive-summary__date">
                <time dateTime={new Date(published).toISOString()}>{pubDateFormat.format(published)}</time>
              </p>
            )}
          </>
        )}
      </div>
    </Card>
  )
}
