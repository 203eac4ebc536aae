import type { BasicCredentials, UserData } from '../../core'
import { Button } from '../../ui'
import { CapacityDialog } from './CapacityDialog'
import { useWatchlistEdits } from './use-watchlist-edits'
import './watchlist.css'

export interface WatchAuthorButtonProps {
  credentials: BasicCredentials
  user: UserData
  author: { name: string; source: string }
  /** A star without words, for rows of results (the author goes into its accessible label). */
  compact?: boolean
}

/** One click adds the author to the watchlist (within the plan's room); again removes it. */
export function WatchAuthorButton({ credentials, user, author, compact = false }: WatchAuthorButtonProps) {
  const edits = useWatchlistEdits(credentials, user)
  const holding = edits.authorWatchedIn(author)
  const watched = holding.length > 0
  return (
    <>
      <Button
        variant={compact ? 'ghost' : watched ? 'secondary' : 'primary'}
        size="small"
        aria-pressed={watched}
        {...(compact
          ? { 'aria-label': `${watched ? 'Watching' : 'Watch author'}: ${author.name} @ ${author.source}` }
          : {})}
        disabled={edits.query.isPending}
        data-testid="watch-author-button"
        onClick={() =>
          void (watched
            ? Promise.all(holding.map((list) => edits.removeAuthor(list.id, author)))
            : edits.addAuthor(author))
        }
      >
        <span aria-hidden="true" className="watch-button__star button__accent">
          {watched ? '★' : '☆'}
        </span>
        {compact ? null : watched ? 'Watching' : 'Watch author'}
      </Button>
      <CapacityDialog refusal={edits.refusal} usage={edits.usage} onClose={edits.dismissRefusal} />
    </>
  )
}
