import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { BasicCredentials, MessageFilterSearch, MessageItem, TimeRangeSelection } from '../../core'
import { MessagesList } from './MessagesList'
import { assetQueries } from './queries'
import { widgetErrorText } from './widgets/widget-text'

export interface AssetMessagesProps {
  credentials: BasicCredentials
  titleId: number
  timeRange: TimeRangeSelection
  filters: MessageFilterSearch
  /** The asset's names, marked in the texts. */
  terms: readonly string[]
}

/** The asset's messages of the range with the chosen filters, newest first, loaded page by page. */
export function AssetMessages({ credentials, titleId, timeRange, filters, terms }: AssetMessagesProps) {
  const query = useInfiniteQuery(assetQueries.messages(credentials, titleId, timeRange, filters))
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
  const { fetchNextPage } = query
  const loadMore = useMemo(() => () => void fetchNextPage(), [fetchNextPage])
  return (
    <section aria-label="Messages" data-testid="asset-messages">
      <MessagesList
        messages={messages}
        loading={query.isPending}
        loadingMore={query.isFetchingNextPage}
        hasMore={query.hasNextPage && !query.isFetchNextPageError}
        error={query.isError && !query.data ? widgetErrorText(query.error) : null}
        onLoadMore={loadMore}
        terms={terms}
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
