import { useQuery } from '@tanstack/react-query'
import { type BasicCredentials, formatSigned, type PriceQuote, type RatingsAnswer } from '../../../core'
import { Card } from '../../../ui'
import { Sparkline } from '../../../ui/charts'
import { assetQueries } from '../queries'
import {
  categoryValue,
  factorCounts,
  RATING_CATEGORY_LABEL,
  ratingTrend,
  scorePosition,
} from './ai-rating-view'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { RATING_HISTORY_DAYS, widgetQueries } from './widget-queries'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface AiRatingWidgetProps {
  titleId: number
  credentials: BasicCredentials
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
/** The overall rating's cut-offs on the score (application §3: the average of the categories). */
const BUY_ABOVE = 1 / 3

/** The AI rating: 8 categories, each Buy, Hold or Sell, and their average, with its last 30 days. */
export function AiRatingWidget({ titleId, credentials }: AiRatingWidgetProps) {
  const ratings = useQuery(widgetQueries.ratings(credentials, titleId))
  const info = useQuery(assetQueries.info(credentials, titleId))
  const data = ratings.data
  return (
    <Card title={WIDGET_TITLE.aiRating} className="asset-widget">
      <div
        className="ai-rating"
        data-testid="ai-rating"
        data-state={ratings.isPending ? 'loading' : ratings.isError ? 'error' : 'ready'}
      >
        {ratings.isPending ? (
          <WidgetSkeleton height={0} lines={8} />
        ) : ratings.isError ? (
          <WidgetError error={ratings.error} />
        ) : !data || data.overall === null ? (
          <WidgetEmpty text={WIDGET_TEXT.noRating} />
        ) : (
          <RatingBody
            data={data}
            titleId={titleId}
            credentials={credentials}
            quote={info.data ?? undefined}
          />
        )}
      </div>
    </Card>
  )
}

function RatingBody({
  data,
  titleId,
  credentials,
  quote,
}: {
  data: RatingsAnswer
  titleId: number
  credentials: BasicCredentials
  quote: PriceQuote
}) {
  const counts = factorCounts(data.categories)
  const score = data.overall_score ?? 0
  return (
    <>
      <div className="ai-rating__head">
        <span
          className={`ai-rating__chip ai-rating__chip--large ai-rating__chip--${data.overall?.toLowerCase()}`}
        >
          {data.overall}
        </span>
        <div className="ai-rating__summary">
          <strong>Score {formatSigned(score, 2)}</strong>
          <span>
            {counts.positive} positive · {counts.neutral} neutral · {counts.negative} negative
            {counts.missing > 0 ? ` · ${counts.missing} without data` : ''}
          </span>
          <span className="ai-rating__asof">
            Updated daily · {dayFormat.format(Date.parse(`${data.date}T00:00:00Z`))}
          </span>
        </div>
      </div>
      <div className="ai-rating__scale" aria-hidden="true">
        <span className="ai-rating__scale-zone ai-rating__scale-zone--sell" />
        <span className="ai-rating__scale-zone ai-rating__scale-zone--hold" />
        <span className="ai-rating__scale-zone ai-rating__scale-zone--buy" />
        <span className="ai-rating__scale-mark" style={{ left: `${scorePosition(score) * 100}%` }} />
      </div>
      <div className="ai-rating__scale-labels" aria-hidden="true">
        <span>Sell</span>
        <span>Hold</span>
        <span>Buy</span>
      </div>
      <RatingTrendLine titleId={titleId} credentials={credentials} />
      <table className="data-table ai-rating__table">
        <caption className="visually-hidden">The rating's 8 categories</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Figure</th>
            <th scope="col">Rating</th>
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category) => (
            <tr key={category.category} data-category={category.category}>
              <th scope="row" title={category.explanation}>
                {RATING_CATEGORY_LABEL[category.category]}
              </th>
              <td>{categoryValue(category, quote)}</td>
              <td>
                {category.rating === null ? (
                  <span className="ai-rating__chip ai-rating__chip--none">n/a</span>
                ) : (
                  <span className={`ai-rating__chip ai-rating__chip--${category.rating.toLowerCase()}`}>
                    {category.rating}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

function RatingTrendLine({ titleId, credentials }: { titleId: number; credentials: BasicCredentials }) {
  const history = useQuery(widgetQueries.ratingsHistory(credentials, titleId))
  if (!history.data) return null
  const trend = ratingTrend(history.data)
  if (trend.points.length < 2) return null
  const first = trend.points[0]
  const last = trend.points.at(-1)
  return (
    <figure className="ai-rating__trend" data-testid="ai-rating-trend" data-days={trend.points.length}>
      <figcaption>
        Last {RATING_HISTORY_DAYS} days
        {trend.change ? (
          <>
            {' '}
            · changed from <strong>{trend.change.from}</strong> to <strong>{trend.change.to}</strong>
          </>
        ) : (
          ' · unchanged'
        )}
      </figcaption>
      <Sparkline
        values={trend.points.map((point) => point.score)}
        domain={[-1, 1]}
        guides={[-BUY_ABOVE, BUY_ABOVE]}
        label={`Overall score from ${first ? formatSigned(first.score, 2) : ''} on ${first?.date ?? ''} to ${last ? formatSigned(last.score, 2) : ''} on ${last?.date ?? ''}`}
      />
    </figure>
  )
}
