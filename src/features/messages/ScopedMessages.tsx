import { useInfiniteQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import type { BasicCredentials, MessageFilterSearch, MessageItem, TimeRangeSelection } from '../../core'
import { widgetErrorText } from '../asset/widgets/widget-text'
import { MessagesList } from './MessagesList'
import { type MessageScope, scopedQueries } from './scoped-queries'
import { useLinkedTitles } from './use-linked-titles'
import './messages.css'

export interface ScopedMessagesProps {
  credentials: BasicCredentials
  /** Whose messages: an asset's or an author's. */
  scope: MessageScope
  timeRange: TimeRangeSelection
  filters: MessageFilterSearch
  /** Names marked in the texts (the asset's names). */
  terms: readonly string[]
  testId: string
  /** Shown when the range has no messages (e.g. a longer range to try). */
  emptyHint?: ReactNode
}

/** The scope's messages of the range with the chosen filters, newest first, loaded page by page. */
export function ScopedMessages({
  credentials,
  scope,
  timeRange,
  filters,
  terms,
  testId,
  emptyHint,
}: ScopedMessagesProps) {
  const query = useInfiniteQuery(scopedQueries.messages(credentials, scope, timeRange, filters))
  const messages = useMemo(() => {
    // Offset paging while new messages arrive can repeat a message on the next page.
    const seen = new Set<number>()
    const list: MessageItem[] = []
    for (const page of query.data?.pages ?? []) {
      for (const message of page.messages) {
        if (seen.has(message.id)) continue
        seen.add(message.id)
        list.push(message)
      }
    }
    return list
  }, [query.data])
  // An author's or a view's messages are about many assets: each card links to its own.
  const linkedTitles = useLinkedTitles(messages, credentials, !('titles' in scope))
  const { fetchNextPage } = query
  const loadMore = useMemo(() => () => void fetchNextPage(), [fetchNextPage])
  return (
    <section aria-label="Messages" data-testid={testId}>
      <MessagesList
        messages={messages}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage && !query.isFetchNextPageError}
        error={query.isError && !query.data ? widgetErrorText(query.error) : null}
        onLoadMore={loadMore}
        terms={terms}
        emptyHint={emptyHint}
        linkedTitles={'titles' in scope ? undefined : linkedTitles}
      />
      {query.isFetchNextPageError ? (
        <p className="messages__state messages__state--error" role="alert">
          {widgetErrorText(query.error)}{' '}
          <button type="button" className="button button--small button--secondary" onClick={loadMore}>
            Try again
          </button>
        </p>
      ) : null}
    </section>
  )
}
