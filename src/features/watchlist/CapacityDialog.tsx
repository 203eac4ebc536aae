import { Link } from '@tanstack/react-router'
import { Button, capitalise, Dialog } from '../../ui'
import { tierWithMoreRoom, type WatchlistUsage } from './capacity'
import type { CapacityRefusal } from './use-watchlist-edits'

/** The premium-feature upgrade dialog (application §2.5) for a full watchlist. */
export function CapacityDialog({
  refusal,
  usage,
  onClose,
}: {
  refusal: CapacityRefusal | null
  usage: WatchlistUsage
  onClose: () => void
}) {
  const kind = refusal?.kind ?? 'views'
  const tier = tierWithMoreRoom(usage, kind)
  const held =
    kind === 'views'
      ? `${usage.views} of ${usage.maxViews} views`
      : `${usage.authors} of ${usage.maxAuthors} authors`
  return (
    <Dialog
      open={refusal !== null}
      title="Your watchlist is full"
      onClose={onClose}
      testId="watchlist-capacity-dialog"
      description={`Your plan holds ${held}. Remove an item, or upgrade for more room.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          {tier ? (
            <Link
              to="/purchase/{-$accountType}"
              params={{ accountType: tier }}
              className="button button--primary"
              data-testid="watchlist-upgrade"
              onClick={onClose}
            >
              Upgrade to {capitalise(tier)}
            </Link>
          ) : null}
        </>
      }
    />
  )
}
