import type { BasicCredentials, UserData } from '../../core'
import { Button } from '../../ui'
import { CapacityDialog } from './CapacityDialog'
import { useWatchlistEdits } from './use-watchlist-edits'
import './watchlist.css'

/** One click adds the asset to the watchlist (a first watchlist is created on the way); again removes it. */
/** What an action on an asset's page gets: the session, the user and the asset. */
export interface AssetActionProps {
  credentials: BasicCredentials
  user: UserData
  titleId: number
  name: string
  /** A star without words, for rows of results (the name goes into its accessible label). */
  compact?: boolean
}

export function WatchButton({ credentials, user, titleId, name, compact = false }: AssetActionProps) {
  const edits = useWatchlistEdits(credentials, user)
  const holding = edits.watchedIn(titleId)
  const watched = holding.length > 0
  return (
    <>
      <Button
        variant={compact ? 'ghost' : watched ? 'secondary' : 'primary'}
        size="small"
        aria-pressed={watched}
        {...(compact
          ? { 'aria-label': `${watched ? 'On your watchlist' : 'Add to watchlist'}: ${name}` }
          : {})}
        disabled={edits.query.isPending}
        data-testid="watch-button"
        onClick={() =>
          void (watched
            ? edits.removeTitle(
                titleId,
                name,
                holding.map((list) => list.id),
              )
            : edits.addTitle(titleId, name))
        }
      >
        <span aria-hidden="true" className="watch-button__star button__accent">
          {watched ? '★' : '☆'}
        </span>
        {compact ? null : watched ? 'On your watchlist' : 'Add to watchlist'}
      </Button>
      <CapacityDialog refusal={edits.refusal} usage={edits.usage} onClose={edits.dismissRefusal} />
    </>
  )
}
