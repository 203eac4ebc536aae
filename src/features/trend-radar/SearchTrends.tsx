import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import {
  type BasicCredentials,
  changePercent,
  formatCountChange,
  TREND_WINDOW_LABELS,
  type TrendRadarSearch,
  type TrendWindow,
} from '../../core'
import { Card, LoadFailed, Pending } from '../../ui'
import { LongerWindowLink } from './LongerWindowLink'
import { trendRadarQueries } from './queries'

type Search = TrendRadarSearch & { window: TrendWindow }

/**
 * Search trends. No search engine is reachable from Murmur, so the page says plainly that the
 * terms are the full-text searches of Murmur's own users (each person once per hour).
 */
export function SearchTrends({ credentials, search }: { credentials: BasicCredentials; search: Search }) {
  const trends = useQuery(trendRadarQueries.searchTrends(credentials, search.window))
  const wanted = search.query?.toLowerCase()
  const terms = (trends.data?.terms ?? []).filter((term) => !wanted || term.term.includes(wanted))
  return (
    <div className="radar-grid">
      <section
        className="radar-grid__main card radar-topics"
        aria-label="Rising searches"
        data-testid="radar-searches"
      >
        {trends.isPending ? (
          <Pending query={trends} className="muted radar-topics__state">
            <p className="muted radar-topics__state" aria-busy="true">
              <span className="spinner" aria-hidden="true" /> Loading searches…
            </p>
          </Pending>
        ) : trends.isError && !trends.data ? (
          <LoadFailed
            message="The search trends could not be loaded."
            onRetry={() => void trends.refetch()}
          />
        ) : terms.length === 0 ? (
          <div className="radar-topics__state" data-testid="radar-searches-empty">
            <h2>
              No searches {wanted ? `containing “${search.query}” ` : ''}in the{' '}
              {TREND_WINDOW_LABELS[search.window].toLowerCase()}
            </h2>
            <p className="muted">
              Searches on the <Link to="/search">search page</Link> count here.
            </p>
            <LongerWindowLink page="googleTrends" search={search} />
          </div>
        ) : (
          <table className="radar-table" data-testid="radar-search-table">
            <caption className="visually-hidden">Searches in the window against the window before</caption>
            <thead>
              <tr>
                <th scope="col" className="radar-table__rank">
                  #
                </th>
                <th scope="col">Search</th>
                <th scope="col" className="numeric">
                  People
                </th>
                <th scope="col" className="numeric">
                  Before
                </th>
                <th scope="col" className="numeric">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {terms.map((term, index) => {
                const change = changePercent(term.searches, term.previous)
                return (
                  <tr key={term.term} data-testid="radar-search-term">
                    <td className="radar-table__rank">{index + 1}</td>
                    <th scope="row" className="radar-table__term">
                      <Link to="/search" search={{ searchQuery: term.term }}>
                        {term.term}
                      </Link>
                    </th>
                    <td className="numeric">{term.searches}</td>
                    <td className="numeric subtle">{term.previous}</td>
                    <td className="numeric">
                      <span className={change === null ? 'badge badge--accent' : 'badge'}>
                        {formatCountChange(term.searches, term.previous)}
                      </span>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </section>
      <aside className="radar-grid__side" aria-label="About search trends">
        <Card title="Where these come from" className="asset-widget" testId="radar-search-source">
          <p className="radar-note">
            No search engine’s data reaches Murmur. These are the full-text searches people run in Murmur, in
            lower case, each person counted once per hour, compared with the window before.
          </p>
        </Card>
        <CompletionLookup credentials={credentials} />
      </aside>
    </div>
  )
}

function CompletionLookup({ credentials }: { credentials: BasicCredentials }) {
  const [term, setTerm] = useState('')
  const completions = useQuery(trendRadarQueries.completions(credentials, term.trim()))
  return (
    <Card
      title="Look up a term"
      subtitle="What people searched that starts with it, last 30 days"
      className="asset-widget"
    >
      <label className="radar-lookup">
        <span className="visually-hidden">Term</span>
        <input
          type="search"
          value={term}
          placeholder="e.g. buyback"
          onChange={(event) => setTerm(event.target.value)}
          data-testid="radar-completion-input"
        />
      </label>
      {term.trim() === '' ? null : completions.data && completions.data.completions.length > 0 ? (
        <ul className="radar-completions" data-testid="radar-completions">
          {completions.data.completions.map((completion) => (
            <li key={completion.term}>
              <Link to="/search" search={{ searchQuery: completion.term }}>
                {completion.term}
              </Link>
              <span className="subtle">{completion.searches}</span>
            </li>
          ))}
        </ul>
      ) : completions.isFetching ? null : (
        <p className="muted">Nobody searched for that yet.</p>
      )}
    </Card>
  )
}
