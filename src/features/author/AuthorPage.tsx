import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import * as v from 'valibot'
import { type AuthorRef, isNotFoundError } from '../../api'
import type { LoggedIn } from '../../app'
import {
  type AuthorSearch,
  AuthorSearchSchema,
  type AuthorTab,
  DEFAULT_AUTHOR_TAB,
  firstTierWithAuthorView,
  hasFeature,
  pageHistoryLabel,
} from '../../core'
import { LoadFailed, type TabItem, Tabs, useDocumentTitle } from '../../ui'
import { WidgetGrid } from '../../ui/widget-grid'
import { useSession, useSessionCredentials } from '../accounts'
import { MessageFilterSummary } from '../asset/MessageFilterSummary'
import { timeRangeParams, userTimeRangeLimits, withoutTimeRange } from '../asset/time-range-search'
import { MessageStatistics, usePrefetchInfoWidgets } from '../asset/widgets'
import { MessagesDownload } from '../download/MessagesDownload'
import { LongerRangeHint } from '../messages/LongerRangeHint'
import { PageTimeRangeControl } from '../messages/PageTimeRangeControl'
import { messageFiltersOf, NO_MESSAGE_FILTERS } from '../messages/page-filters'
import { usePageTimeRange } from '../messages/page-time-range'
import { ScopedMessages } from '../messages/ScopedMessages'
import { UpgradePrompt } from '../notices'
import { useRecordPageVisit } from '../page-history/use-page-history'
import { WatchAuthorButton } from '../watchlist/WatchAuthorButton'
import { AuthorHeader } from './AuthorHeader'
import { AuthorActivityCard, AuthorNetworkCard, MentionedAssetsCard, OtherSourcesCard } from './AuthorWidgets'
import { authorQueries } from './queries'
import '../asset/asset.css'
import './author.css'

export interface AuthorPageProps {
  /** The URL's params as the router read them; parsed here, unknown values dropped. */
  rawSearch: Record<string, unknown>
  /** Merges the change into the URL's search params (replace: no new history entry). */
  onSearchChange: (change: Partial<AuthorSearch>, replace?: boolean) => void
}

const TAB_ITEMS: readonly TabItem<AuthorTab>[] = [
  { value: 'author_info', label: 'Info', testId: 'author-tab-info' },
  { value: 'author_messages', label: 'Messages', testId: 'author-tab-messages' },
  { value: 'author_common', label: 'Common', testId: 'author-tab-common' },
]

/** /author?name=…&authorSource=…: who the author is, how much they count, what they write (application §2.5). */
export function AuthorPage({ rawSearch, onSearchChange }: AuthorPageProps) {
  const session = useSession()
  const search = useMemo(() => v.parse(AuthorSearchSchema, rawSearch), [rawSearch])
  const { name, authorSource } = search
  if (!session) return null
  if (name === undefined || authorSource === undefined) return <AuthorUnavailable />
  const author = { name, source: authorSource }
  if (!hasFeature(session.user, 'view.author')) return <AuthorLocked author={author} />
  return (
    <AuthorProfile
      key={`${authorSource}/${name}`}
      session={session}
      author={author}
      search={search}
      onSearchChange={onSearchChange}
    />
  )
}

function AuthorUnavailable({ author }: { author?: AuthorRef }) {
  useDocumentTitle('Author unavailable')
  return (
    <div className="centered-page">
      <div className="centered-page__panel card status-page" data-testid="author-not-found">
        <h1 className="status-page__title">Author unavailable</h1>
        <p className="muted">
          {author
            ? `We have no messages from ${author.name} at ${author.source}.`
            : 'The link names no author. Open an author from a message or a top-authors list.'}
        </p>
        <div className="status-page__actions">
          <Link to="/" className="button button--primary">
            Back to home
          </Link>
          <Link to="/explore" className="button button--secondary">
            Explore assets
          </Link>
        </div>
      </div>
    </div>
  )
}

/** Plans without the author view see what they would get and the plan that has it. */
function AuthorLocked({ author }: { author: AuthorRef }) {
  useDocumentTitle(`${author.name} @ ${author.source}`)
  return (
    <div className="author-page" data-testid="author-locked">
      <AuthorHeader name={author.name} source={author.source} detail={undefined} locked />
      <UpgradePrompt
        title="Author pages"
        tier={firstTierWithAuthorView() ?? 'platinum'}
        testId="author-upgrade"
      >
        See how much an author's messages count (impact score 0–5), how likely the account is a bot, what it
        writes about and who else writes about the same assets. Author pages are not part of your plan.
      </UpgradePrompt>
    </div>
  )
}

function AuthorProfile({
  session,
  author,
  search,
  onSearchChange,
}: {
  session: LoggedIn
  author: AuthorRef
  search: AuthorSearch
  onSearchChange: AuthorPageProps['onSearchChange']
}) {
  const { user } = session
  const credentials = useSessionCredentials(session)
  const detail = useQuery(authorQueries.detail(credentials, author))
  const label = pageHistoryLabel({ route: 'author', name: author.name, source: author.source })
  useDocumentTitle(label)
  useRecordPageVisit(
    detail.data
      ? { route: 'author', search: { name: author.name, authorSource: author.source }, label }
      : null,
  )
  usePrefetchInfoWidgets()

  const limits = userTimeRangeLimits(user)
  // An invalid or over-permitted range leaves the URL with its notice (application §5).
  const selection = usePageTimeRange(search, limits, () => onSearchChange(withoutTimeRange({}), true))
  const filters = messageFiltersOf(search)
  const tab = search.tab ?? DEFAULT_AUTHOR_TAB
  const scope = { authors: [author] as [AuthorRef] }

  if (isNotFoundError(detail.error)) return <AuthorUnavailable author={author} />

  const statistics = (
    <MessageStatistics credentials={credentials} scope={scope} timeRange={selection} filters={filters} />
  )
  const network = <AuthorNetworkCard credentials={credentials} author={author} timeRange={selection} />

  return (
    <div className="author-page" data-testid="author-page" data-author={`${author.source}/${author.name}`}>
      <AuthorHeader
        name={author.name}
        source={author.source}
        detail={detail.data}
        actions={<WatchAuthorButton credentials={credentials} user={user} author={author} />}
      />
      {detail.isError ? (
        <LoadFailed
          message="The author's profile could not be loaded."
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      <div className="asset-toolbar">
        <PageTimeRangeControl selection={selection} limits={limits} onChange={onSearchChange} />
        <MessageFilterSummary filters={filters} onClear={() => onSearchChange(NO_MESSAGE_FILTERS)} />
        <MessagesDownload
          credentials={credentials}
          user={user}
          scope={scope}
          range={null}
          timeRange={selection}
          filters={filters}
        />
      </div>
      <Tabs
        label="Author sections"
        items={TAB_ITEMS}
        value={tab}
        onChange={(next) => onSearchChange({ tab: next === DEFAULT_AUTHOR_TAB ? undefined : next }, true)}
      >
        {tab === 'author_messages' ? (
          <ScopedMessages
            credentials={credentials}
            scope={scope}
            testId="author-messages"
            timeRange={selection}
            filters={filters}
            terms={[]}
            emptyHint={
              detail.data ? (
                <LongerRangeHint
                  lastTime={detail.data.last_seen}
                  lead="Their last message"
                  testId="author-longer-range"
                  maxRelativeDays={limits.maxRelativeDays}
                  selection={selection}
                  onChoose={(name) => onSearchChange(timeRangeParams({ kind: 'relative', name }))}
                />
              ) : null
            }
          />
        ) : tab === 'author_info' ? (
          <WidgetGrid data-testid="author-info" indexLabel="Sections">
            {detail.data ? <AuthorActivityCard detail={detail.data} /> : null}
            {statistics}
            {detail.data ? <MentionedAssetsCard detail={detail.data} /> : null}
            {network}
            {detail.data ? <OtherSourcesCard detail={detail.data} /> : null}
          </WidgetGrid>
        ) : (
          <WidgetGrid data-testid="author-common" indexLabel="Sections">
            {statistics}
            {detail.data ? <MentionedAssetsCard detail={detail.data} /> : null}
            {network}
          </WidgetGrid>
        )}
      </Tabs>
    </div>
  )
}

/** An empty range of an author who wrote before: when, and a range that reaches it. */
