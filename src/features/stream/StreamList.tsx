import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useLiveStatus, useOnline } from '../../app'
import {
  type BasicCredentials,
  MESSAGES_TEXT,
  STREAM_POST_TYPES,
  type StreamPostType,
  type StreamScope,
} from '../../core'
import { Button, formatTime, Pending } from '../../ui'
import { useLoadMore } from '../../ui/forms'
import { STREAM_POST_TYPE_LABELS, type StreamFilter } from './model'
import { PostCard, PostTypeIcon } from './PostCard'
import { streamQueries } from './queries'
import { useLivePosts } from './use-live-posts'

const SCOPE_LABELS: Readonly<Record<StreamScope, string>> = {
  mine: 'My markets',
  all: 'All markets',
  watchlist: 'Watchlist',
}
const SCOPES: readonly StreamScope[] = ['mine', 'all', 'watchlist']

/** Re-render the ages ("5 min ago") once a minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

export interface StreamListProps {
  credentials: BasicCredentials
  filter: StreamFilter
  scope: StreamScope
  types: readonly StreamPostType[]
  watchlistTitles: ReadonlySet<number>
  /** The user has market preferences ('My markets' means something). */
  hasPreferences: boolean
  onScopeChange: (scope: StreamScope) => void
  onTypesChange: (types: StreamPostType[]) => void
}

function LiveBadge({ updatedAt }: { updatedAt: number }) {
  const status = useLiveStatus()
  const online = useOnline()
  const live = status.ready && online
  return (
    <span
      className={`stream__live${live ? ' stream__live--on' : ''}`}
      data-testid="stream-live"
      data-live={live}
      role="status"
    >
      <span className="stream__live-dot" aria-hidden="true" />
      {live ? 'Live' : updatedAt > 0 ? `Not live · last copy from ${formatTime(updatedAt)}` : 'Not live'}
    </span>
  )
}

/** The AI Updates tab: filters, the live list with infinite loading, the "N new updates" button. */
export function StreamList({
  credentials,
  filter,
  scope,
  types,
  watchlistTitles,
  hasPreferences,
  onScopeChange,
  onTypesChange,
}: StreamListProps) {
  const now = useMinuteClock()
  const query = useInfiniteQuery(streamQueries.posts(credentials, filter))
  const online = useOnline()
  const queryKey = streamQueries.postsKey(credentials.username, filter)
  const { pending, fresh, reveal } = useLivePosts(queryKey, filter, watchlistTitles)
  const posts = useMemo(() => query.data?.pages.flatMap((page) => page.posts) ?? [], [query.data])
  const hasMore = query.hasNextPage
  const setSentinel = useLoadMore({
    hasMore,
    loadingMore: query.isFetchingNextPage,
    blocked: query.isPending || query.isError,
    onLoadMore: () => void query.fetchNextPage(),
  })

  function toggleType(type: StreamPostType) {
    const next = types.includes(type) ? types.filter((t) => t !== type) : [...types, type]
    onTypesChange(next.length === STREAM_POST_TYPES.length ? [] : next)
  }

  return (
    <section className="stream" aria-label="AI Updates" data-testid="stream">
      <div className="stream__toolbar">
        <fieldset className="scope-switch">
          <legend className="visually-hidden">Which markets</legend>
          {SCOPES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={scope === value}
              className="scope-switch__option"
              data-testid={`stream-scope-${value}`}
              onClick={() => onScopeChange(value)}
              disabled={value === 'mine' && !hasPreferences}
            >
              {SCOPE_LABELS[value]}
            </button>
          ))}
        </fieldset>
        <LiveBadge updatedAt={query.dataUpdatedAt} />
      </div>
      <fieldset className="stream__types">
        <legend className="visually-hidden">Kinds of update</legend>
        {STREAM_POST_TYPES.map((type) => {
          const on = types.length === 0 || types.includes(type)
          return (
            <button
              key={type}
              type="button"
              className={`chip chip--${type}${on ? ' chip--on' : ''}`}
              aria-pressed={on}
              data-testid={`stream-type-${type}`}
              onClick={() => toggleType(type)}
            >
              <PostTypeIcon type={type} />
              {STREAM_POST_TYPE_LABELS[type]}
            </button>
          )
        })}
      </fieldset>

      {pending.length > 0 ? (
        <div className="stream__pending">
          <Button variant="primary" size="small" onClick={reveal} data-testid="stream-new-updates">
            ↑ {pending.length} new {pending.length === 1 ? 'update' : 'updates'}
          </Button>
        </div>
      ) : null}

      {query.isPending ? (
        <Pending query={query}>
          <ol className="stream__items" aria-busy="true" data-testid="stream-loading">
            {[0, 1, 2].map((i) => (
              <li key={i} className="post post--skeleton" aria-hidden="true">
                <span className="skeleton skeleton--line" />
                <span className="skeleton skeleton--title" />
                <span className="skeleton skeleton--block" />
              </li>
            ))}
          </ol>
        </Pending>
      ) : query.isError && posts.length === 0 ? (
        <div className="stream__state stream__state--error" role="alert" data-testid="stream-error">
          <p>The AI updates could not be loaded{online ? '' : ': you are offline'}.</p>
          <Button size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <div className="stream__state" data-testid="stream-empty">
          <p className="stream__state-title">No AI updates yet</p>
          <p className="subtle">
            {scope === 'watchlist'
              ? 'Nothing has happened to the assets on your watchlist lately. Add assets from their pages to follow them here.'
              : 'Updates appear here the moment buzz, sentiment, prices or key events move. Try all markets or every kind of update.'}
          </p>
        </div>
      ) : (
        <ol className="stream__items" data-testid="stream-list" data-count={posts.length}>
          {posts.map((post) => (
            <li key={post.uuid}>
              <PostCard post={post} now={now} fresh={fresh.has(post.uuid)} />
            </li>
          ))}
        </ol>
      )}
      <div ref={setSentinel} className="stream__sentinel" aria-hidden="true" />
      {posts.length > 0 && hasMore ? (
        <div className="stream__more">
          <Button
            onClick={() => void query.fetchNextPage()}
            busy={query.isFetchingNextPage}
            data-testid="stream-load-more"
          >
            Load more
          </Button>
        </div>
      ) : null}
      {posts.length > 0 && !hasMore && !query.isPending ? (
        <p className="stream__end subtle" data-testid="stream-end">
          {MESSAGES_TEXT.noMore}
        </p>
      ) : null}
    </section>
  )
}
