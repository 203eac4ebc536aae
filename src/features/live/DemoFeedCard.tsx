import { useTitleUpdates } from '../../app'
import { sentimentBarWidth, sentimentColor } from '../../core'
import { buzzPercent, Card, formatBuzz, formatSignedDecimal1, formatTime } from '../../ui'
import './live.css'

/** Titles the demo feed of the embedded server publishes. */
export const DEMO_TITLE_IDS: readonly number[] = [1, 2]

/**
 * A small demonstration of the live feed: the latest buzz and sentiment of two titles, straight
 * from the shared socket subscription. Real titles arrive with the data interface.
 */
export function DemoFeedCard({ titleIds = DEMO_TITLE_IDS }: { titleIds?: readonly number[] }) {
  const latest = useTitleUpdates(titleIds)
  return (
    <Card
      title="Live buzz"
      subtitle="Demo feed — real titles arrive with the data interface"
      aside={<span className="badge badge--warning">Demo</span>}
      testId="demo-feed"
    >
      <ul className="demo-feed">
        {titleIds.map((id) => {
          const entry = latest.get(id)
          if (!entry) {
            return (
              <li key={id} className="demo-feed__row" data-testid={`demo-title-${id}`} data-updated-at="">
                <span className="demo-feed__title">Title {id}</span>
                <span className="demo-feed__waiting subtle">Waiting for updates…</span>
              </li>
            )
          }
          const { update, receivedAt } = entry
          const score = update.sentiment_score
          return (
            <li
              key={id}
              className="demo-feed__row"
              data-testid={`demo-title-${id}`}
              data-updated-at={receivedAt}
              data-buzz={buzzPercent(update.buzz)}
            >
              <span className="demo-feed__title">Title {id}</span>
              <span className="demo-feed__metric demo-feed__metric--buzz">
                <span className="demo-feed__label">Buzz</span>
                <span className="demo-feed__value" data-testid={`demo-title-${id}-buzz`}>
                  {formatBuzz(update.buzz)}
                </span>
              </span>
              <span className="demo-feed__metric demo-feed__metric--sentiment">
                <span className="demo-feed__label">Sentiment</span>
                <span className="demo-feed__value demo-feed__sentiment">
                  <span
                    className="demo-feed__swatch"
                    aria-hidden="true"
                    style={{ backgroundColor: sentimentColor(update.sentiment) }}
                  />
                  {formatSignedDecimal1(score)}
                </span>
              </span>
              <span className="demo-feed__bar" aria-hidden="true">
                <span
                  className="demo-feed__bar-fill"
                  style={{
                    width: `${sentimentBarWidth(score)}%`,
                    backgroundColor: sentimentColor(update.sentiment),
                  }}
                />
              </span>
              <span className="demo-feed__time subtle">
                Updated <time dateTime={new Date(receivedAt).toISOString()}>{formatTime(receivedAt)}</time>
              </span>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
