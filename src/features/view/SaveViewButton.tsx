import type { BasicCredentials, UserData, WatchlistViewFilter } from '../../core'
import { Button } from '../../ui'
import { CapacityDialog } from '../watchlist/CapacityDialog'
import { useWatchlistEdits } from '../watchlist/use-watchlist-edits'

export interface SaveViewButtonProps {
  credentials: BasicCredentials
  user: UserData
  filter: WatchlistViewFilter
  name: string
}

/** Saves the view to the watchlist (type 'asset' for one asset, else 'view'); saved views say so. */
export function SaveViewButton({ credentials, user, filter, name }: SaveViewButtonProps) {
  const edits = useWatchlistEdits(credentials, user)
  const saved = edits.viewSavedIn(filter).length > 0
  return (
    <>
      <Button
        variant={saved ? 'secondary' : 'primary'}
        size="small"
        aria-pressed={saved}
        disabled={edits.query.isPending}
        data-testid="view-save"
        onClick={() => void edits.addView(filter, name)}
      >
        <span aria-hidden="true" className="watch-button__star button__accent">
          {saved ? '★' : '☆'}
        </span>
        {saved ? 'Saved to watchlist' : 'Save to watchlist'}
      </Button>
      <CapacityDialog refusal={edits.refusal} usage={edits.usage} onClose={edits.dismissRefusal} />
    </>
  )
}
