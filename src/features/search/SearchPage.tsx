import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import * as v from 'valibot'
import { SEARCH_PRIORITY, searchAuthors, searchMessages, unwrap } from '../../api'
import type { LoggedIn } from '../../app'
import { useInventorySearch } from '../../app'
import {
  ACCOUNT_TEXT,
  type BasicCredentials,
  canSearchFullText,
  DEFAULT_SEARCH_PERIOD,
  earliestPermittedDate,
  hasFeature,
  highlightedWords,
  queryWords,
  SEARCH_DISCLAIMER,
  SEARCH_PERIODS,
  type SearchOrder,
  type SearchPageSearch,
  SearchPageSearchSchema,
  type SearchPeriod,
  searchPeriodRange,
  timeSpanLimitDays,
  titleTypeWord,
} from '../../core'
import { Card, formatDate, LoadFailed, useDocumentTitle } from '../../ui'
import { ChoiceChips } from '../../ui/chip-group'
import { useLoadMore } from '../../ui/forms'
import { useSession, useSessionCredentials } from '../accounts'
import { MessageCard } from '../messages/MessageCard'
import { useLinkedTitles } from '../messages/use-linked-titles'
import { UpgradePrompt } from '../notices'
import { WatchAuthorButton } from '../watchlist/WatchAuthorButton'
import { WatchButton } from '../watchlist/WatchButton'
import './search-page.css'
import '../messages/messages.css'

const PAGE_SIZE = 20
const PERIOD_OPTIONS = SEARCH_PERIODS.map((period) => ({ value: period.key, label: period.label }))
const ORDER_OPTIONS: readonly { value: SearchOrder; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'best', label: 'Best match' },
]

export interface SearchPageProps {
  rawSearch: Record<string, unknown>
  onSearchChange: (change: Partial<SearchPageSearch>, replace?: boolean) => void
}

/** /search?searchQuery=…: messages (full text), instruments and authors in one page. */
export function SearchPage({ rawSearch, onSearchChange }: SearchPageProps) {
  const session = useSession()
  const search = useMemo(() => v.parse(SearchPageSearchSchema, rawSearch), [rawSearch])
  const query = search.searchQuery ?? ''
  useDocumentTitle(query ? `“${query}” · Search` : 'Search')
  if (!session) return null
  return (
    <div className="search-page" data-testid="search-page">
      <header className="search-page__header">
        <h1 className="search-page__title">Search</h1>
        <SearchForm query={query} />
        <ChoiceChips
          label="Period"
          options={PERIOD_OPTIONS}
          value={search.period ?? DEFAULT_SEARCH_PERIOD}
          onChange={(period) => onSearchChange({ period }, true)}
          testId="search-period"
        />
        <p className="search-page__disclaimer" data-testid="search-disclaimer">
          {SEARCH_DISCLAIMER}
        </p>
      </header>
      {query === '' ? (
        <div className="search-page__empty card" data-testid="search-start">
          <h2>Search messages, assets and authors</h2>
          <p className="muted">
            Words find messages from every source (“share buyback”, tariffs -rumour, dividend OR payout);
            names and symbols find assets; handles find authors.
          </p>
        </div>
      ) : (
        <div className="search-page__grid">
          <SearchMessages
            session={session}
            query={query}
            period={search.period ?? DEFAULT_SEARCH_PERIOD}
            order={search.order ?? 'newest'}
            onOrder={(order) => onSearchChange({ order }, true)}
          />
          <aside className="search-page__side">
            <InstrumentResults session={session} query={query} />
            <AuthorResults session={session} query={query} />
          </aside>
        </div>
      )}
    </div>
  )
}

function SearchForm({ query }: { query: string }) {
  const navigate = useNavigate()
  const [text, setText] = useState(query)
  useEffect(() => setText(query), [query])
  function submit(event: FormEvent) {
    event.preventDefault()
    const trimmed = text.trim()
    void navigate({
      to: '/search',
      search: (previous) => ({ ...previous, searchQuery: trimmed || undefined }),
    })
  }
  return (
    <search className="search-page__search">
      <form className="search-page__form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="search-page-input">
          Search words
        </label>
        <input
          id="search-page-input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Words, a phrase in quotes, an asset or an author"
          data-testid="search-page-input"
        />
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
    </search>
  )
}

function SearchMessages({
  session,
  query,
  period,
  order,
  onOrder,
}: {
  session: LoggedIn
  query: string
  period: SearchPeriod
  order: SearchOrder
  onOrder: (order: SearchOrder) => void
}) {
  const credentials = useSessionCredentials(session)
  if (!canSearchFullText(session.user)) {
    return (
      <section className="search-page__messages" aria-label="Messages">
        <UpgradePrompt title="Full-text search of messages" tier="premium" testId="search-upgrade">
          Your plan finds assets and authors. Premium and higher plans also search the text of every message.
        </UpgradePrompt>
      </section>
    )
  }
  return (
    <MessageResults
      credentials={credentials}
      session={session}
      query={query}
      period={period}
      order={order}
      onOrder={onOrder}
    />
  )
}

function MessageResults({
  credentials,
  session,
  query,
  period,
  order,
  onOrder,
}: {
  credentials: BasicCredentials
  session: LoggedIn
  query: string
  period: SearchPeriod
  order: SearchOrder
  onOrder: (order: SearchOrder) => void
}) {
  // The range is fixed when the search starts: pages must not shift under the reader.
  const range = useMemo(() => {
    const now = Date.now()
    return searchPeriodRange(period, now, {
      earliestMs: earliestPermittedDate(session.user, now),
      timeSpanDays: timeSpanLimitDays(session.user),
    })
  }, [period, session.user])
  const messages = useInfiniteQuery({
    queryKey: ['search-page', credentials.username, 'messages', query, range.start, range.end, order],
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        searchMessages(
          {
            query,
            startDate: range.start,
            endDate: range.end,
            offset: pageParam,
            limit: PAGE_SIZE,
            order_by: order === 'best' ? 'score' : 'message_time',
          },
          credentials,
          { signal, priority: SEARCH_PRIORITY },
        ),
      ),
    getNextPageParam: (last, pages) =>
      last.messages.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE,
  })
  const items = useMemo(() => messages.data?.pages.flatMap((page) => page.messages) ?? [], [messages.data])
  const linked = useLinkedTitles(items, credentials)
  const words = useMemo(() => queryWords(query), [query])
  const setSentinel = useLoadMore({
    hasMore: messages.hasNextPage,
    loadingMore: messages.isFetchingNextPage,
    blocked: messages.isPending || messages.isError,
    onLoadMore: () => void messages.fetchNextPage(),
  })
  return (
    <section
      className="search-page__messages"
      aria-labelledby="search-messages-title"
      data-testid="search-messages"
    >
      <header className="search-page__section-header">
        <h2 id="search-messages-title">Messages</h2>
        <ChoiceChips
          label="Order"
          options={ORDER_OPTIONS}
          value={order}
          onChange={onOrder}
          testId="search-order"
        />
      </header>
      <p className="search-page__range subtle" data-testid="search-range">
        From {formatDate(range.start)} to {formatDate(range.end)}
      </p>
      {range.clamped ? (
        <p className="search-page__clamped" role="status" data-testid="search-clamped">
          {ACCOUNT_TEXT.dataOlderThanSubscription}. Showing what your plan covers, from{' '}
          {formatDate(range.start)}. <Link to="/accounts">Compare plans</Link>
        </p>
      ) : null}
      {messages.isPending ? (
        <p className="messages__state" aria-busy="true" data-testid="messages-loading">
          <span className="spinner" aria-hidden="true" /> Searching…
        </p>
      ) : messages.isError ? (
        <LoadFailed message="The search failed." onRetry={() => void messages.refetch()} />
      ) : items.length === 0 ? (
        <div className="messages__state" data-testid="messages-empty">
          <p>No messages found</p>
          <p className="muted">Try fewer words, another spelling or a longer period.</p>
        </div>
      ) : (
        <div className="messages" data-testid="messages-list" data-count={items.length}>
          {items.map((item) => (
            <MessageCard
              key={item.id}
              message={item}
              linkedTitles={linked}
              terms={[
                ...words,
                ...highlightedWords(item.highlights),
                ...item.titles.flatMap(({ title_id }) => {
                  const title = linked.get(title_id)
                  return title ? [title.name, ...(title.symbol ? [title.symbol] : [])] : []
                }),
              ]}
            />
          ))}
          {messages.hasNextPage ? (
            <div ref={setSentinel} className="messages__more">
              <button
                type="button"
                className="button button--secondary"
                disabled={messages.isFetchingNextPage}
                onClick={() => void messages.fetchNextPage()}
              >
                {messages.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </button>
            </div>
          ) : (
            <p className="messages__end subtle">No more messages were found</p>
          )}
        </div>
      )}
    </section>
  )
}

function InstrumentResults({ session, query }: { session: LoggedIn; query: string }) {
  const credentials = useSessionCredentials(session)
  const found = useInventorySearch(query, 8)
  return (
    <Card title="Assets" className="search-page__card" testId="search-assets">
      {found.results.length === 0 ? (
        <p className="muted">{found.ready ? 'No asset matches.' : 'Searching the inventory…'}</p>
      ) : (
        <ul className="search-page__list">
          {found.results.map((result) => (
            <li key={result.id} className="search-page__row">
              <Link to="/asset" search={{ title_id: result.id }} data-testid="search-asset">
                <span className="search-page__name">{result.n}</span>
                <span className="subtle">
                  {[result.symbol, titleTypeWord(result.type)].filter(Boolean).join(' · ')}
                </span>
              </Link>
              <WatchButton
                credentials={credentials}
                user={session.user}
                titleId={result.id}
                name={result.n}
                compact
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

function AuthorResults({ session, query }: { session: LoggedIn; query: string }) {
  const credentials = useSessionCredentials(session)
  const authors = useQuery({
    queryKey: ['search-page', credentials.username, 'authors', query],
    queryFn: ({ signal }) =>
      unwrap(searchAuthors(query, 6, credentials, { signal, priority: SEARCH_PRIORITY })),
    staleTime: 60_000,
  })
  return (
    <Card title="Authors" className="search-page__card" testId="search-authors">
      {authors.isPending ? (
        <p className="muted">Searching authors…</p>
      ) : authors.isError ? (
        <p className="muted">The authors could not be searched.</p>
      ) : authors.data.length === 0 ? (
        <p className="muted">No author matches.</p>
      ) : (
        <ul className="search-page__list">
          {authors.data.map((author) => (
            <li key={`${author.source}/${author.name}`} className="search-page__row">
              <Link to="/author" search={{ name: author.name, authorSource: author.source }}>
                <span className="search-page__name">{author.display_name ?? author.name}</span>
                <span className="subtle">
                  @ {author.source} · impact {author.score} · {author.total.toLocaleString('en-US')} messages
                </span>
              </Link>
              {hasFeature(session.user, 'view.author') ? (
                <WatchAuthorButton
                  credentials={credentials}
                  user={session.user}
                  author={{ name: author.name, source: author.source }}
                  compact
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
