import { useTitleUpdates } from '../../app'
import { sentimentBarWidth, sentimentColor } from '../../core'
import { buzzPercent, Card, formatBuzz, formatSignedDecimal1, formatTime } from '../../ui'
import './live.css'

export interface LiveTitle {
  id: number
  name: string
}

/** Two curated inventory titles (server/seed/reference): Apple Inc. and Bitcoin. */
export const LIVE_CARD_TITLES: readonly LiveTitle[] = [
  { id: 1001, name: 'Apple Inc.' },
  { id: 90001, name: 'Bitcoin' },
]

/**
 * The latest real-time buzz and sentiment of a few titles, computed by the pipeline and pushed
 * through the shared socket subscription (on the embedded server the messages come from the
 * demo feed). The asset snapshot screen replaces this card with full pages.
 */
export function DemoFeedCard({ titles = LIVE_CARD_TITLES }: { titles?: readonly LiveTitle[] }) {
  const titleIds = titles.map((title) => title.id)
  const latest = useTitleUpdates(titleIds)
  return (
    <Card title="Live buzz" subtitle="Real-time buzz and sentiment, 10-minute buckets" testId="demo-feed">
      <ul className="demo-feed">
        {titles.map(({ id, name }) => {
          const entry = latest.get(id)
          if (!entry) {
            return (
              <li key={id} className="demo-feed__row" data-testid={`demo-title-${id}`} data-updated-at="">
                <span className="demo-feed__title">{name}</span>
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
              <span className="demo-feed__title">{name}</span>
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
