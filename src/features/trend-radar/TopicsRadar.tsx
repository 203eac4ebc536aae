import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import {
  type BasicCredentials,
  fewTopicsNote,
  riseText,
  TOPIC_RULE_TEXT,
  TREND_WINDOW_LABELS,
  type TrendingTopic,
  type TrendRadarSearch,
  type TrendWindow,
} from '../../core'
import { LoadFailed, Pending } from '../../ui'
import { Sparkline } from '../../ui/charts/Sparkline'
import '../../ui/charts/charts.css'
import { LongerWindowLink } from './LongerWindowLink'
import { trendRadarQueries } from './queries'
import { RadarCounts } from './RadarCounts'
import { relatedShown } from './related-shown'

type Search = TrendRadarSearch & { window: TrendWindow }

/** Trending topics: a table of phrases against their baseline, each opening the search page. */
export function TopicsRadar({ credentials, search }: { credentials: BasicCredentials; search: Search }) {
  const topics = useQuery(
    trendRadarQueries.topics(credentials, {
      window: search.window,
      limit: 30,
      ...(search.query ? { query: search.query } : {}),
    }),
  )
  const few = topics.data ? fewTopicsNote(topics.data.topics.length, search.window) : null
  return (
    <div className="radar-grid">
      <section
        className="radar-grid__main card radar-topics"
        aria-label="Trending topics"
        data-testid="radar-topics"
      >
        {topics.isPending ? (
          <Pending query={topics} className="muted radar-topics__state">
            <p className="muted radar-topics__state" aria-busy="true">
              <span className="spinner" aria-hidden="true" /> Loading topics…
            </p>
          </Pending>
        ) : topics.isError && !topics.data ? (
          <LoadFailed message="The topics could not be loaded." onRetry={() => void topics.refetch()} />
        ) : topics.data.topics.length === 0 ? (
          <div className="radar-topics__state" data-testid="radar-topics-empty">
            <h2>No topic is rising in the {TREND_WINDOW_LABELS[search.window].toLowerCase()}</h2>
            <p className="muted">
              {TOPIC_RULE_TEXT}
              {search.query ? ' Other words may find one.' : ''}
            </p>
            <LongerWindowLink page="topics" search={search} />
          </div>
        ) : (
          <>
            <TopicTable topics={topics.data.topics} />
            {few ? <FewTopics note={few} search={search} /> : null}
          </>
        )}
      </section>
      <aside className="radar-grid__side" aria-label="Where the talk is">
        <RadarCounts credentials={credentials} window={search.window} />
      </aside>
    </div>
  )
}

/** Under a short list: why so few stand out, and the longer window. */
function FewTopics({ note, search }: { note: string; search: Search }) {
  return (
    <div className="radar-topics__few" data-testid="radar-topics-few">
      <p className="muted">{note}</p>
      <LongerWindowLink page="topics" search={search} />
    </div>
  )
}

function TopicTable({ topics }: { topics: readonly TrendingTopic[] }) {
  return (
    <table className="radar-table" data-testid="radar-topic-table">
      <caption className="visually-hidden">
        Trending topics: messages in the window, what the baseline predicts, the rise, and the last 24 hours
      </caption>
      <thead>
        <tr>
          <th scope="col" className="radar-table__rank">
            #
          </th>
          <th scope="col">Topic</th>
          <th scope="col" className="numeric">
            Messages
          </th>
          <th scope="col" className="numeric">
            Usual
          </th>
          <th scope="col" className="numeric">
            Rise
          </th>
          <th scope="col" className="radar-table__spark">
            Last 24 h
          </th>
        </tr>
      </thead>
      <tbody>
        {topics.map((topic, index) => {
          const peak = Math.max(1, ...topic.series)
          const related = relatedShown(topic.label, topic.related_labels)
          return (
            <tr key={topic.term} data-testid="radar-topic">
              <td className="radar-table__rank">{index + 1}</td>
              <th scope="row" className="radar-table__term">
                <Link to="/search" search={{ searchQuery: topic.term }} data-testid="radar-topic-link">
                  {topic.label}
                </Link>
                {related.length > 0 ? (
                  <span className="radar-table__related">{related.join(' · ')}</span>
                ) : null}
              </th>
              <td className="numeric">{topic.count.toLocaleString('en-US')}</td>
              <td className="numeric subtle">{topic.expected < 0.05 ? '0' : topic.expected.toFixed(1)}</td>
              <td className="numeric">
                <span className={topic.expected < 0.5 ? 'badge badge--accent' : 'badge badge--warning'}>
                  {riseText(topic.count, topic.expected)}
                </span>
              </td>
              <td className="radar-table__spark">
                <Sparkline
                  values={topic.series}
                  domain={[0, peak]}
                  label={`${topic.label}: messages per hour over the last 24 hours, peak ${peak}`}
                  height={28}
                />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
