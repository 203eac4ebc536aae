import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import {
  type BasicCredentials,
  changeTone,
  formatBuzz,
  type MarketOverviewClass,
  type MarketOverviewMarket,
  PREFERENCE_TITLE_TYPES,
  sentimentColor,
  type TitleType,
} from '../../core'
import { Button, Card, formatMoment, Pending } from '../../ui'
import { streamQueries } from './queries'

const TYPE_LABELS = new Map<TitleType, string>([
  ...PREFERENCE_TITLE_TYPES.map((entry) => [entry.type, entry.label] as [TitleType, string]),
  ['derivative', 'Derivatives'],
  ['unlisted', 'Unlisted'],
  ['person', 'People'],
  ['class', 'Share classes'],
])

/** A title's buzz from fewer messages says little: its count is shown instead. */
const MIN_MESSAGES_FOR_BUZZ = 3

/** Buzz bar scale: 300 % fills the track; the 100 % mark shows the usual level. */
const BAR_MAX_BUZZ = 3

/** An asset class's buzz from fewer messages is noise. */
const MIN_CLASS_MESSAGES = 10

function BuzzCell({ entry }: { entry: MarketOverviewClass }) {
  if (entry.buzz === null) return <span className="subtle">New</span>
  if (entry.messages < MIN_CLASS_MESSAGES) return <span className="subtle">Too few messages</span>
  const width = Math.min(100, (entry.buzz / BAR_MAX_BUZZ) * 100)
  const change = entry.previous_buzz === null ? null : Math.round((entry.buzz - entry.previous_buzz) * 100)
  return (
    <span className="overview__buzz">
      <span className="overview__bar" aria-hidden="true">
        <span
          className={`overview__bar-fill${entry.buzz >= 1 ? ' overview__bar-fill--hot' : ''}`}
          style={{ width: `${width}%` }}
        />
        <span className="overview__bar-mark" />
      </span>
      <span className="overview__value">{formatBuzz(entry.buzz)}</span>
      {change !== null ? (
        <span className={`overview__change tone-${changeTone(change)}`}>
          {change >= 0 ? '▲' : '▼'} {Math.abs(change)} pts
        </span>
      ) : null}
    </span>
  )
}

function SentimentCell({ entry }: { entry: MarketOverviewClass }) {
  if (entry.sentiment_score === null) return <span className="subtle">–</span>
  const score = entry.sentiment_score
  const change = entry.previous_sentiment_score === null ? null : score - entry.previous_sentiment_score
  return (
    <span className="overview__sentiment">
      <span
        className="post__swatch"
        aria-hidden="true"
        style={{ backgroundColor: sentimentColor(Math.max(-1, Math.min(1, score / 50))) }}
      />
      <span className="overview__value">{score > 0 ? `+${Math.round(score)}` : Math.round(score)}</span>
      {change !== null && Math.round(change) !== 0 ? (
        <span className={`overview__change tone-${changeTone(change)}`}>
          {change >= 0 ? '▲' : '▼'} {Math.abs(Math.round(change))}
        </span>
      ) : null}
    </span>
  )
}

function MarketCard({ market }: { market: MarketOverviewMarket }) {
  return (
    <Card title={market.label} testId={`overview-market-${market.key}`}>
      <table className="overview__table">
        <caption className="visually-hidden">
          Buzz and sentiment of {market.label} per asset class, last 24 hours
        </caption>
        <thead>
          <tr>
            <th scope="col">Asset class</th>
            <th scope="col">Buzz (24 h)</th>
            <th scope="col">Sentiment</th>
            <th scope="col">Most talked about</th>
          </tr>
        </thead>
        <tbody>
          {market.classes.map((entry) => (
            <tr key={entry.type}>
              <th scope="row">
                {TYPE_LABELS.get(entry.type) ?? entry.type}
                <span className="overview__count subtle">
                  {entry.messages.toLocaleString('en-US')} messages
                </span>
              </th>
              <td>
                <BuzzCell entry={entry} />
              </td>
              <td>
                <SentimentCell entry={entry} />
              </td>
              <td>
                <ul className="overview__tops">
                  {entry.top.map((title) => (
                    <li key={title.id}>
                      <Link to="/asset" search={{ title_id: title.id }} className="overview__top">
                        {title.n}
                      </Link>
                      <span className="subtle">
                        {' '}
                        {title.buzz !== null && title.messages >= MIN_MESSAGES_FOR_BUZZ
                          ? formatBuzz(title.buzz)
                          : `${title.messages} msg`}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}

/** The Overview tab: buzz and sentiment per market and asset class, 'your markets' first. */
export function MarketOverview({
  credentials,
  preferred,
}: {
  credentials: BasicCredentials
  /** Market keys of the user's preferences. */
  preferred: ReadonlySet<string>
}) {
  const query = useQuery(streamQueries.overview(credentials))
  if (query.isPending)
    return (
      <Pending query={query} className="stream__state">
        <div className="overview" aria-busy="true" data-testid="overview-loading">
          <div className="overview__skeleton skeleton skeleton--block" />
          <div className="overview__skeleton skeleton skeleton--block" />
        </div>
      </Pending>
    )
  if (!query.data)
    return (
      <div className="stream__state stream__state--error" role="alert" data-testid="overview-error">
        <p>The market overview could not be loaded.</p>
        <Button size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    )
  const yours = query.data.markets.filter((market) => preferred.has(market.key))
  const others = query.data.markets.filter((market) => !preferred.has(market.key))
  return (
    <div className="overview" data-testid="overview">
      <p className="overview__note subtle">
        Buzz: messages of the last 24 hours against the daily average of the 7 days before (100% = usual);
        changes against the day before. Updated {formatMoment(query.data.time)}.
      </p>
      {yours.length > 0 ? (
        <section aria-labelledby="overview-yours" data-testid="overview-yours">
          <h2 id="overview-yours" className="overview__heading">
            Your markets
          </h2>
          <div className="overview__grid">
            {yours.map((market) => (
              <MarketCard key={market.key} market={market} />
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="overview-others" data-testid="overview-others">
        <h2 id="overview-others" className="overview__heading">
          {yours.length > 0 ? 'Other markets' : 'Markets'}
        </h2>
        {others.length > 0 ? (
          <div className="overview__grid">
            {others.map((market) => (
              <MarketCard key={market.key} market={market} />
            ))}
          </div>
        ) : (
          <p className="subtle">Your markets cover everything we track.</p>
        )}
      </section>
    </div>
  )
}
