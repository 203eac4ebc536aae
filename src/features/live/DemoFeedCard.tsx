import { useQuery } from '@tanstack/react-query'
import { getTitleSnapshots, unwrap } from '../../api'
import { useOnline, useTitleUpdates } from '../../app'
import { HOURLY_PARTITION, sentimentBarWidth, sentimentColor } from '../../core'
import { buzzPercent, Card, formatBuzz, formatMoment, formatSignedDecimal1, formatTime } from '../../ui'
import { credentialsOf, useSession } from '../accounts'
import './live.css'
import { pulseHourText } from './pulse-hour'
import { isQuietSince, quietSince } from './quiet-title'

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
interface Figures {
  buzz: number
  sentiment: number
  score: number
  /** When the figures were received live (epoch ms); null for the stored latest hour. */
  receivedAt: number | null
  /** When the figures arrived: received live, or when the stored ones were fetched (epoch ms). */
  updatedAt: number
  /** Start of the hour the figures measure. */
  hour: number
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function FiguresRow({ id, name, figures }: { id: number; name: string; figures: Figures }) {
  const { buzz, sentiment, score, receivedAt, updatedAt, hour } = figures
  return (
    <li
      className="demo-feed__row"
      data-testid={`demo-title-${id}`}
      data-updated-at={receivedAt ?? ''}
      data-buzz={buzzPercent(buzz)}
    >
      <span className="demo-feed__title">{name}</span>
      <span className="demo-feed__metric demo-feed__metric--buzz">
        <span className="demo-feed__label">Buzz</span>
        <span className="demo-feed__value" data-testid={`demo-title-${id}-buzz`}>
          {formatBuzz(buzz)}
        </span>
      </span>
      <span className="demo-feed__metric demo-feed__metric--sentiment">
        <span className="demo-feed__label">Sentiment</span>
        <span className="demo-feed__value demo-feed__sentiment">
          <span
            className="demo-feed__swatch"
            aria-hidden="true"
            style={{ backgroundColor: sentimentColor(sentiment) }}
          />
          {formatSignedDecimal1(score)}
        </span>
      </span>
      <span className="demo-feed__bar" aria-hidden="true">
        <span
          className="demo-feed__bar-fill"
          style={{ width: `${sentimentBarWidth(score)}%`, backgroundColor: sentimentColor(sentiment) }}
        />
      </span>
      <span className="demo-feed__time subtle">
        <span className="demo-feed__hour" data-testid={`demo-title-${id}-hour`}>
          {capitalise(pulseHourText(hour, Date.now()))}
        </span>
        {' · updated '}
        <time dateTime={new Date(updatedAt).toISOString()}>{formatTime(updatedAt)}</time>
      </span>
    </li>
  )
}

/**
 * The buzz and sentiment of a few titles' latest hour, computed by the pipeline and pushed through
 * the shared socket subscription (on the embedded server the messages come from the demo feed).
 * The hour in progress is its pace so far, as in the asset page's header: a 10-minute bucket
 * measured whole jumped between 0 and 400 %. Until the first live update, the stored latest hour shows.
 */
export function DemoFeedCard({ titles = LIVE_CARD_TITLES }: { titles?: readonly LiveTitle[] }) {
  const titleIds = titles.map((title) => title.id)
  const latest = useTitleUpdates(titleIds, HOURLY_PARTITION)
  const session = useSession()
  const online = useOnline()
  const stored = useQuery({
    queryKey: ['live-card', session?.username ?? '', titleIds],
    queryFn: ({ signal }) =>
      session
        ? unwrap(
            getTitleSnapshots(titleIds, { partition: HOURLY_PARTITION }, credentialsOf(session), {
              signal,
            }),
          )
        : Promise.resolve([]),
    enabled: session !== null,
    staleTime: 60_000,
  })
  return (
    <Card title="Live buzz" subtitle="Buzz and sentiment of the latest hour, live" testId="demo-feed">
      <ul className="demo-feed">
        {titles.map(({ id, name }) => {
          const entry = latest.get(id)
          if (entry) {
            const { update, receivedAt } = entry
            return (
              <FiguresRow
                key={id}
                id={id}
                name={name}
                figures={{
                  buzz: update.buzz,
                  sentiment: update.sentiment,
                  score: update.sentiment_score,
                  receivedAt,
                  updatedAt: receivedAt,
                  hour: update.time,
                }}
              />
            )
          }
          const snapshot = stored.data?.find((item) => item.id === id)
          if (snapshot && snapshot.time !== null && isQuietSince(snapshot.time, Date.now())) {
            return (
              <li
                key={id}
                className="demo-feed__row"
                data-testid={`demo-title-${id}`}
                data-updated-at=""
                data-quiet=""
              >
                <span className="demo-feed__title">{name}</span>
                <span className="demo-feed__waiting subtle">
                  Quiet since{' '}
                  <time dateTime={new Date(quietSince(snapshot.time)).toISOString()}>
                    {formatMoment(quietSince(snapshot.time))}
                  </time>
                </span>
              </li>
            )
          }
          if (snapshot && snapshot.buzz !== null && snapshot.time !== null) {
            return (
              <FiguresRow
                key={id}
                id={id}
                name={name}
                figures={{
                  buzz: snapshot.buzz,
                  sentiment: snapshot.sentiment ?? 0,
                  score: snapshot.sentiment_score ?? 0,
                  receivedAt: null,
                  updatedAt: stored.dataUpdatedAt,
                  hour: snapshot.time,
                }}
              />
            )
          }
          return (
            <li key={id} className="demo-feed__row" data-testid={`demo-title-${id}`} data-updated-at="">
              <span className="demo-feed__title">{name}</span>
              <span className="demo-feed__waiting subtle">
                {online ? 'Waiting for updates…' : 'Offline, nothing stored'}
              </span>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
