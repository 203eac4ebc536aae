import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { getTitlesOfType, unwrap } from '../../api'
import { type BasicCredentials, formatBuzz, LATEST_ALERTS_DAYS } from '../../core'
import { Card, pendingText } from '../../ui'
import { AlertList } from '../alerts/AlertList'
import { mergeAlerts } from '../alerts/alert-view'
import { alertQueries } from '../alerts/queries'
import { RecentlyViewedCard } from '../page-history/RecentlyViewedCard'
import { TUTORIAL_CHAPTERS } from '../tutorials/chapters'
import { postAge, STREAM_POST_TYPE_LABELS } from './model'
import { PostTypeIcon } from './PostCard'
import { LATEST_ALERTS_LIMIT, STREAM_QUERY_ROOT, streamQueries } from './queries'

const TOP_WATCHED = 3
const PRE_IPO_LIMIT = 6

function CardState({ children, testId }: { children: string; testId?: string }) {
  return (
    <p className="start__state subtle" data-testid={testId}>
      {children}
    </p>
  )
}

function ImportantNews({ credentials }: { credentials: BasicCredentials }) {
  const query = useQuery(streamQueries.importantNews(credentials))
  const now = Date.now()
  return (
    <Card title="Important news" subtitle="Earnings, key events and price moves" testId="start-news">
      {query.isPending ? (
        <CardState>{pendingText(query)}</CardState>
      ) : !query.data ? (
        <CardState>The news could not be loaded.</CardState>
      ) : query.data.length === 0 ? (
        <CardState>Nothing important has happened yet.</CardState>
      ) : (
        <ul className="start__list">
          {query.data.map((post) => (
            <li key={post.uuid} className="start__item">
              <span
                className={`start__icon start__icon--${post.type}`}
                title={STREAM_POST_TYPE_LABELS[post.type]}
              >
                <PostTypeIcon type={post.type} />
              </span>
              <Link to="/post" search={{ post_id: post.uuid }} className="start__link">
                {post.headline}
              </Link>
              <time className="subtle start__time" dateTime={new Date(post.time).toISOString()}>
                {postAge(post.time, now)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

export function LatestAlerts({ credentials }: { credentials: BasicCredentials }) {
  const standard = useQuery(streamQueries.latestAlerts(credentials))
  const own = useQuery(alertQueries.mine(credentials))
  const alerts = standard.data ? mergeAlerts(own.data ?? [], standard.data, LATEST_ALERTS_LIMIT) : []
  return (
    <Card
      title="Latest alerts"
      subtitle={`Your alerts and standard alerts of the last ${LATEST_ALERTS_DAYS} days`}
      testId="start-alerts"
    >
      {standard.isPending ? (
        <CardState>{pendingText(standard)}</CardState>
      ) : !standard.data ? (
        <CardState>The alerts could not be loaded.</CardState>
      ) : alerts.length === 0 ? (
        <CardState testId="start-alerts-empty">No alerts in the last 30 days.</CardState>
      ) : (
        <AlertList alerts={alerts} showTitle testId="start-alert-list" />
      )}
    </Card>
  )
}

function WatchlistTrends({ credentials }: { credentials: BasicCredentials }) {
  const query = useQuery(streamQueries.watchlistTrends(credentials))
  const data = query.data
  const assets = data
    ? [...data.snapshots]
        .filter((snapshot) => snapshot.buzz !== null)
        .sort((a, b) => (b.buzz ?? 0) - (a.buzz ?? 0))
        .slice(0, TOP_WATCHED)
    : []
  const authors = data ? data.watchlists.flatMap((w) => w.authors).slice(0, TOP_WATCHED) : []
  const views = data ? data.watchlists.flatMap((w) => w.filters.filter((f) => f.type === 'view')) : []
  return (
    <Card
      title="Trending in my watchlist"
      subtitle="Busiest assets today, your authors and views"
      testId="start-watchlist"
    >
      {query.isPending ? (
        <CardState>{pendingText(query)}</CardState>
      ) : !data ? (
        <CardState>Your watchlist could not be loaded.</CardState>
      ) : assets.length === 0 && authors.length === 0 && views.length === 0 ? (
        <CardState testId="start-watchlist-empty">
          Your watchlist is empty. Assets, authors and views you add there show here with their buzz.
        </CardState>
      ) : (
        <div className="start__watch">
          {assets.length > 0 ? (
            <ol className="start__list">
              {assets.map((asset) => (
                <li key={asset.id} className="start__item">
                  <Link to="/asset" search={{ title_id: asset.id }} className="start__link">
                    {asset.name}
                  </Link>
                  <span className="start__figure">{asset.buzz === null ? '–' : formatBuzz(asset.buzz)}</span>
                </li>
              ))}
            </ol>
          ) : null}
          {authors.length > 0 ? (
            <p className="start__chips">
              {authors.map((author) => (
                <span key={`${author.source}/${author.name}`} className="badge">
                  {author.name} @ {author.source}
                </span>
              ))}
            </p>
          ) : null}
          {views.length > 0 ? (
            <p className="start__chips">
              {views.map((view) => (
                <span key={view.id} className="badge">
                  {view.name}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      )}
    </Card>
  )
}

function PreIpoCompanies({ credentials }: { credentials: BasicCredentials }) {
  const query = useQuery({
    queryKey: [STREAM_QUERY_ROOT, credentials.username, 'pre-ipo'],
    queryFn: ({ signal }) => unwrap(getTitlesOfType('unlisted', PRE_IPO_LIMIT, credentials, { signal })),
    staleTime: 60 * 60_000,
  })
  return (
    <Card title="Pre-IPO companies" subtitle="Unlisted companies people talk about" testId="start-pre-ipo">
      {query.isPending ? (
        <CardState>{pendingText(query)}</CardState>
      ) : !query.data ? (
        <CardState>The pre-IPO companies could not be loaded.</CardState>
      ) : query.data.titles.length === 0 ? (
        <CardState testId="start-pre-ipo-empty">
          No pre-IPO companies are tracked yet: unlisted companies appear here once the inventory lists them.
        </CardState>
      ) : (
        <ul className="start__list">
          {query.data.titles.map((title) => (
            <li key={title.id} className="start__item">
              <Link to="/asset" search={{ title_id: title.id }} className="start__link">
                {title.n}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

/** At the bottom of the start page, as the setup dialog says: the tutorials' chapters. */
function Tutorials() {
  return (
    <Card title="Tutorials" subtitle="Get the most out of Murmur" testId="start-tutorials">
      <ol className="start__tips" id="tutorials">
        {TUTORIAL_CHAPTERS.map((chapter) => (
          <li key={chapter.id}>
            <Link to="/tutorials" hash={chapter.id} className="start__link">
              <strong>{chapter.title}</strong>
            </Link>
            <span className="subtle">{chapter.summary}</span>
          </li>
        ))}
      </ol>
    </Card>
  )
}

/** The Common tab: the start page (application §2.5 "Start page" and its extras). */
export function StartPage({ credentials }: { credentials: BasicCredentials }) {
  return (
    <div className="start" data-testid="start-page">
      <ImportantNews credentials={credentials} />
      <LatestAlerts credentials={credentials} />
      <WatchlistTrends credentials={credentials} />
      <RecentlyViewedCard />
      <PreIpoCompanies credentials={credentials} />
      <Tutorials />
    </div>
  )
}
