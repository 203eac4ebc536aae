import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { AuthorDetail, AuthorRef } from '../../api'
import { type BasicCredentials, formatCompact, type TimeRangeSelection } from '../../core'
import { Card, capitalise } from '../../ui'
import { RankedList } from '../asset/widgets/RankedList'
import { SentimentSplit } from '../asset/widgets/SentimentSplit'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from '../asset/widgets/WidgetState'
import { authorActivityView, authorNetworkView } from './author-view'
import { authorQueries } from './queries'

/** All-time activity: messages, their sentiment, types and languages. */
export function AuthorActivityCard({ detail }: { detail: AuthorDetail }) {
  const view = authorActivityView(detail)
  return (
    <Card title="Activity (all time)" className="asset-widget" testId="author-activity">
      {view.messages === 0 ? (
        <WidgetEmpty text="No messages from this author yet." />
      ) : (
        <div className="message-stats__body">
          <dl className="message-stats__totals">
            <div>
              <dt>Messages</dt>
              <dd data-testid="author-activity-messages">{formatCompact(view.messages)}</dd>
            </div>
            <div>
              <dt>Assets</dt>
              <dd>{formatCompact(view.assets.length)}</dd>
            </div>
            <div>
              <dt>Languages</dt>
              <dd>{formatCompact(view.languages.length)}</dd>
            </div>
          </dl>
          <SentimentSplit sentiment={view} messages={view.messages} />
          <RankedList title="Message types" rows={view.types} />
          <RankedList title="Languages" rows={view.languages} />
        </div>
      )}
    </Card>
  )
}

/** The assets the author mentioned most, linked to their snapshots. */
export function MentionedAssetsCard({ detail }: { detail: AuthorDetail }) {
  const view = authorActivityView(detail)
  return (
    <Card
      title="Previously mentioned assets"
      className="asset-widget"
      testId="author-mentioned-assets"
      aside={<span className="subtle">{view.assets.length} assets</span>}
    >
      <div className="message-stats__body" data-count={view.assets.length}>
        <RankedList title="Assets by messages" rows={view.assets} emptyText="No assets mentioned yet." />
      </div>
    </Card>
  )
}

/** The same author name at other sources (application §2.5), each opening its own author page. */
export function OtherSourcesCard({ detail }: { detail: AuthorDetail }) {
  const others = detail.other_sources
  return (
    <Card title="Same name in other sources" className="asset-widget" testId="author-other-sources">
      {others.length === 0 ? (
        <WidgetEmpty text={`No other source has an author named ${detail.name}.`} />
      ) : (
        <table className="author-table">
          <thead>
            <tr>
              <th scope="col">Source</th>
              <th scope="col">Category</th>
              <th scope="col" className="numeric">
                Impact
              </th>
              <th scope="col" className="numeric">
                Messages
              </th>
            </tr>
          </thead>
          <tbody>
            {others.map((other) => (
              <tr key={other.source}>
                <th scope="row">
                  <Link to="/author" search={{ name: detail.name, authorSource: other.source }}>
                    {other.source}
                  </Link>
                </th>
                <td>{capitalise(other.category)}</td>
                <td className="numeric">{other.score} / 5</td>
                <td className="numeric">{formatCompact(other.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  )
}

export interface AuthorNetworkCardProps {
  credentials: BasicCredentials
  author: AuthorRef
  timeRange: TimeRangeSelection
}

/** In the page's range: the author's assets and the other authors who write about them. */
export function AuthorNetworkCard({ credentials, author, timeRange }: AuthorNetworkCardProps) {
  const network = useQuery(authorQueries.network(credentials, author, timeRange))
  const view = network.data ? authorNetworkView(network.data) : null
  return (
    <Card
      title="Network"
      subtitle="In the chosen time range"
      className="asset-widget"
      testId="author-network"
    >
      <div
        className="message-stats__body"
        data-state={network.isPending ? 'loading' : network.isError ? 'error' : 'ready'}
        data-authors={view?.authors.length ?? 0}
      >
        {network.isPending ? (
          <WidgetSkeleton height={0} lines={6} />
        ) : network.isError ? (
          <WidgetError error={network.error} />
        ) : view ? (
          <>
            <RankedList title="Writes about" rows={view.titles} emptyText="No assets in this range." />
            <RankedList
              title="Authors on the same assets"
              rows={view.authors}
              emptyText="No other authors on these assets."
            />
          </>
        ) : null}
      </div>
    </Card>
  )
}
