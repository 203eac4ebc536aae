import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { getTitleSnapshots, unwrap } from '../../api'
import { useTitleUpdates } from '../../app'
import {
  type BasicCredentials,
  DEFAULT_DAILY_PARTITION,
  formatBuzz,
  formatSentimentScore,
  sentimentColor,
  type UserData,
  viewSearchOf,
  type Watchlist,
  type WatchlistsAnswer,
} from '../../core'
import { Button, Card, LoadFailed, pendingText } from '../../ui'
import { AlertRulesPanel } from '../alerts/AlertRulesPanel'
import { CapacityDialog } from './CapacityDialog'
import { WATCHLIST_QUERY_ROOT } from './queries'
import { useWatchlistEdits, type WatchlistEdits } from './use-watchlist-edits'
import './watchlist.css'

type TitleNames = ReadonlyMap<number, string>

function UsageMeter({ label, used, max }: { label: string; used: number; max: number }) {
  const full = used >= max
  return (
    <div
      className={`watch-usage${full ? ' watch-usage--full' : ''}`}
      data-testid={`watchlist-usage-${label}`}
    >
      <span className="watch-usage__text">
        {used} of {max} {label}
      </span>
      <span className="watch-usage__track" aria-hidden="true">
        <span
          className="watch-usage__fill"
          style={{ width: `${Math.min(100, (used / Math.max(1, max)) * 100)}%` }}
        />
      </span>
    </div>
  )
}

function NameForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  testId,
}: {
  initial: string
  submitLabel: string
  onSubmit: (name: string) => Promise<boolean>
  onCancel?: () => void
  testId: string
}) {
  const [name, setName] = useState(initial)
  const [busy, setBusy] = useState(false)
  const trimmed = name.trim()
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (trimmed === '') return
    setBusy(true)
    const done = await onSubmit(trimmed)
    setBusy(false)
    if (done && !onCancel) setName('')
  }
  return (
    <form className="watch-name-form" onSubmit={(event) => void submit(event)} data-testid={testId}>
      <label className="visually-hidden" htmlFor={`${testId}-input`}>
        Watchlist name
      </label>
      <input
        id={`${testId}-input`}
        className="field__input"
        value={name}
        maxLength={100}
        placeholder="Watchlist name"
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" size="small" variant="primary" busy={busy} disabled={trimmed === ''}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" size="small" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </form>
  )
}

function WatchlistCard({
  list,
  names,
  snapshots,
  edits,
}: {
  list: Watchlist
  names: TitleNames
  snapshots: ReadonlyMap<number, { buzz: number | null; sentiment: number | null }>
  edits: WatchlistEdits
}) {
  const [renaming, setRenaming] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const empty = list.titles.length + list.authors.length + list.filters.length === 0
  return (
    <Card
      title={list.name}
      testId="watchlist-card"
      aside={
        <div className="watch-card__actions">
          <Button
            size="small"
            variant="ghost"
            onClick={() => setRenaming(true)}
            data-testid="watchlist-rename"
          >
            Rename
          </Button>
          {confirming ? (
            <>
              <Button
                size="small"
                variant="secondary"
                className="watch-danger"
                onClick={() => void edits.remove(list.id)}
                data-testid="watchlist-delete-confirm"
              >
                Delete it
              </Button>
              <Button size="small" variant="ghost" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button
              size="small"
              variant="ghost"
              onClick={() => setConfirming(true)}
              data-testid="watchlist-delete"
            >
              Delete
            </Button>
          )}
        </div>
      }
    >
      {renaming ? (
        <NameForm
          initial={list.name}
          submitLabel="Save"
          testId="watchlist-rename-form"
          onCancel={() => setRenaming(false)}
          onSubmit={async (name) => {
            const done = await edits.rename(list.id, name)
            if (done) setRenaming(false)
            return done
          }}
        />
      ) : null}
      {empty ? (
        <p className="subtle watch-card__empty">
          Empty. Add assets from their pages with “Add to watchlist”; they show here with today’s buzz.
        </p>
      ) : null}
      {list.titles.length > 0 ? (
        <table className="watch-table">
          <caption className="visually-hidden">Assets of {list.name}</caption>
          <thead>
            <tr>
              <th scope="col">Asset</th>
              <th scope="col">Buzz today</th>
              <th scope="col">Sentiment</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.titles.map((id) => {
              const name = names.get(id) ?? `#${id}`
              const snapshot = snapshots.get(id)
              return (
                <tr key={id} data-testid="watchlist-asset" data-title-id={id}>
                  <th scope="row">
                    <Link to="/asset" search={{ title_id: id }}>
                      {name}
                    </Link>
                  </th>
                  <td className="watch-table__number">
                    {snapshot?.buzz === null || snapshot?.buzz === undefined
                      ? '–'
                      : formatBuzz(snapshot.buzz)}
                  </td>
                  <td className="watch-table__number">
                    {snapshot?.sentiment === null || snapshot?.sentiment === undefined ? (
                      '–'
                    ) : (
                      <>
                        <span
                          className="watch-swatch"
                          aria-hidden="true"
                          style={{ backgroundColor: sentimentColor(snapshot.sentiment) }}
                        />
                        {formatSentimentScore(snapshot.sentiment)}
                      </>
                    )}
                  </td>
                  <td>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={`Remove ${name}`}
                      onClick={() => void edits.removeTitle(id, name, [list.id])}
                      data-testid="watchlist-remove-asset"
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : null}
      {list.authors.length > 0 ? (
        <div className="watch-group">
          <h3 className="watch-group__title">Authors</h3>
          <ul className="watch-chips">
            {list.authors.map((author) => (
              <li key={`${author.source}/${author.name}`} className="badge watch-chip">
                <Link
                  to="/author"
                  search={{ name: author.name, authorSource: author.source }}
                  data-testid="watchlist-author"
                >
                  {author.name} @ {author.source}
                </Link>
                <button
                  type="button"
                  className="watch-chip__remove"
                  aria-label={`Remove ${author.name} @ ${author.source}`}
                  onClick={() => void edits.removeAuthor(list.id, author)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {list.filters.length > 0 ? (
        <div className="watch-group">
          <h3 className="watch-group__title">Saved views</h3>
          <ul className="watch-chips">
            {list.filters.map((view) => (
              <li key={view.id} className="badge watch-chip">
                {view.type === 'asset' && typeof view.filter.asset === 'number' ? (
                  <Link to="/asset" search={{ title_id: view.filter.asset }} data-testid="watchlist-view">
                    {view.name || 'Asset view'}
                  </Link>
                ) : (
                  <Link to="/view" search={viewSearchOf(view.filter)} data-testid="watchlist-view">
                    {view.name || 'View'}
                  </Link>
                )}
                <button
                  type="button"
                  className="watch-chip__remove"
                  aria-label={`Remove the view ${view.name}`}
                  onClick={() => void edits.removeView(list.id, view)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  )
}

function titleNames(answer: WatchlistsAnswer | undefined): TitleNames {
  return new Map((answer?.inventory ?? []).map((title) => [title.id, title.n]))
}

/** Settings → Watchlist (settings_watchlist): the watchlists, their items, capacity, create/rename/delete. */
export function WatchlistTab({ credentials, user }: { credentials: BasicCredentials; user: UserData }) {
  const edits = useWatchlistEdits(credentials, user)
  const ids = [...new Set(edits.watchlists.flatMap((list) => list.titles))].slice(0, 100)
  const snapshots = useQuery({
    queryKey: [WATCHLIST_QUERY_ROOT, credentials.username, 'snapshots', ids],
    queryFn: ({ signal }) =>
      unwrap(getTitleSnapshots(ids, { partition: DEFAULT_DAILY_PARTITION }, credentials, { signal })),
    enabled: ids.length > 0,
    staleTime: 60_000,
  })
  // Today's buzz goes on live: the daily bucket's updates replace the loaded snapshot.
  const live = useTitleUpdates(ids, DEFAULT_DAILY_PARTITION)
  const byId = new Map(
    (snapshots.data ?? []).map((snapshot) => {
      const update = live.get(snapshot.id)?.update
      return [
        snapshot.id,
        update
          ? { buzz: update.buzz, sentiment: update.sentiment }
          : { buzz: snapshot.buzz, sentiment: snapshot.sentiment },
      ]
    }),
  )
  const names = titleNames(edits.query.data)
  if (edits.query.isPending)
    return (
      <p className="subtle" aria-busy="true">
        {pendingText(edits.query, 'Loading your watchlists…')}
      </p>
    )
  if (edits.query.isError)
    return (
      <LoadFailed message="Your watchlists could not be loaded." onRetry={() => void edits.query.refetch()} />
    )
  return (
    <div className="watch-tab" data-testid="watchlist-tab">
      <div className="watch-tab__head">
        <UsageMeter label="views" used={edits.usage.views} max={edits.usage.maxViews} />
        <UsageMeter label="authors" used={edits.usage.authors} max={edits.usage.maxAuthors} />
        <NameForm
          initial=""
          submitLabel="Create watchlist"
          testId="watchlist-create"
          onSubmit={edits.create}
        />
      </div>
      {edits.watchlists.length === 0 ? (
        <p className="subtle" data-testid="watchlist-none">
          You have no watchlist yet. “Add to watchlist” on an asset’s page creates one, or name one here.
        </p>
      ) : (
        <div className="watch-tab__lists">
          {edits.watchlists.map((list) => (
            <WatchlistCard key={list.id} list={list} names={names} snapshots={byId} edits={edits} />
          ))}
        </div>
      )}
      <AlertRulesPanel credentials={credentials} user={user} />
      <CapacityDialog refusal={edits.refusal} usage={edits.usage} onClose={edits.dismissRefusal} />
    </div>
  )
}
