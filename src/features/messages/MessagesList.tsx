import type { ReactNode } from 'react'
import { useOnline } from '../../app'
import type { MessageItem } from '../../core'
import { MESSAGES_TEXT } from '../../core'
import { Button, NotStoredOffline } from '../../ui'
import { useLoadMore } from '../../ui/forms'
import { type LinkedTitle, MessageCard } from './MessageCard'

export interface MessagesListProps {
  messages: readonly MessageItem[]
  /** The first page is loading. */
  loading: boolean
  loadingMore: boolean
  hasMore: boolean
  /** Shown instead of the list when the first page failed. */
  error: string | null
  onLoadMore: () => void
  /** The asset's names, marked in the texts. */
  terms: readonly string[]
  /** Shown under the empty list's text: what else the reader can try. */
  emptyHint?: ReactNode
  /** The assets the messages are about, linked on each card (lists that span assets). */
  linkedTitles?: ReadonlyMap<number, LinkedTitle>
}

/**
 * The messages list with infinite loading: a sentinel under the last message asks for the next
 * page when it scrolls into view; the 'Load more' button does the same without scrolling.
 */
export function MessagesList({
  messages,
  loading,
  loadingMore,
  hasMore,
  error,
  onLoadMore,
  terms,
  emptyHint,
  linkedTitles,
}: MessagesListProps) {
  const online = useOnline()
  const setSentinel = useLoadMore({ hasMore, loadingMore, blocked: loading || error !== null, onLoadMore })

  if (loading && !online) {
    // Offline, the request waits for the network: nothing is on its way until then.
    return <NotStoredOffline className="messages__state" />
  }
  if (loading) {
    return (
      <div className="messages__state" data-testid="messages-loading" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Loading messages…
      </div>
    )
  }
  if (error !== null) {
    return (
      <p className="messages__state messages__state--error" role="alert" data-testid="messages-error">
        {error}
      </p>
    )
  }
  return (
    <div className="messages" data-testid="messages-list" data-count={messages.length}>
      {messages.length === 0 ? (
        <div className="messages__state" data-testid="messages-empty">
          <p>{MESSAGES_TEXT.none}</p>
          {emptyHint}
        </div>
      ) : (
        <ol className="messages__items">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} terms={terms} linkedTitles={linkedTitles} />
            </li>
          ))}
        </ol>
      )}
      <div ref={setSentinel} className="messages__sentinel" aria-hidden="true" />
      {messages.length > 0 && hasMore ? (
        <div className="messages__more">
          <Button onClick={onLoadMore} busy={loadingMore} data-testid="messages-load-more">
            Load more
          </Button>
        </div>
      ) : null}
      {messages.length > 0 && !hasMore ? (
        <p className="messages__state subtle" data-testid="messages-end">
          {MESSAGES_TEXT.noMore}
        </p>
      ) : null}
    </div>
  )
}
