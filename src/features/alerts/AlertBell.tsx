import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useLiveClient } from '../../app'
import { type BasicCredentials, triggerFeedText } from '../../core'
import { Dialog, pendingText, toasts } from '../../ui'
import { credentialsOf, useSession } from '../accounts'
import { AlertList } from './AlertList'
import { alertView } from './alert-view'
import { BellIcon } from './BellIcon'
import { ALERTS_QUERY_ROOT, alertQueries } from './queries'
import './alerts.css'

function RecentAlerts({ credentials }: { credentials: BasicCredentials }) {
  const query = useQuery(alertQueries.mine(credentials))
  if (query.isPending) return <p className="subtle">{pendingText(query)}</p>
  if (query.isError) return <p role="alert">Your alerts could not be loaded.</p>
  if (query.data.length === 0)
    return <p className="subtle">No alerts of yours in the last 30 days. Create one on an asset’s page.</p>
  return <AlertList alerts={query.data.map(alertView)} showTitle testId="bell-alert-list" />
}

/**
 * The header's bell: the user's alerts live from the hub. Each new alert is a toast in the one
 * tab the user looks at (the hub picks it), refreshes every alert list, and counts on the badge of
 * every tab until the user opens the list.
 */
export function AlertBell() {
  const session = useSession()
  const live = useLiveClient()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [unseen, setUnseen] = useState(0)
  const [open, setOpen] = useState(false)

  // Where toasts go: the hub picks the visible tab that had the focus last.
  useEffect(() => {
    let focusedAt = document.hasFocus() ? Date.now() : 0
    const report = (event?: Event) => {
      if (event?.type === 'focus' || document.hasFocus()) focusedAt = Date.now()
      live.setPresence({ visible: document.visibilityState === 'visible', focusedAt })
    }
    report()
    document.addEventListener('visibilitychange', report)
    window.addEventListener('focus', report)
    window.addEventListener('blur', report)
    return () => {
      document.removeEventListener('visibilitychange', report)
      window.removeEventListener('focus', report)
      window.removeEventListener('blur', report)
    }
  }, [live])

  useEffect(
    () =>
      live.subscribeAlerts({
        onCount: setUnseen,
        onAlert: (signal, toast) => {
          void queryClient.invalidateQueries({ queryKey: [ALERTS_QUERY_ROOT] })
          if (!toast) return
          const name = signal.title_name ?? `#${signal.title_id}`
          const text = triggerFeedText(signal.kind, signal.data, name, 'en')
          toasts.show({
            id: `alert-${signal.trigger_id}`,
            message: `${text.headline} — ${text.text}`,
            tone: 'info',
            timeoutMs: 15_000,
            testId: 'alert-toast',
            ...(signal.title_id > 0
              ? {
                  action: {
                    label: 'Open',
                    onAction: () => void navigate({ to: '/asset', search: { title_id: signal.title_id } }),
                  },
                }
              : {}),
          })
        },
      }),
    [live, queryClient, navigate],
  )

  if (!session) return null
  return (
    <>
      <button
        type="button"
        className="alert-bell"
        aria-label={unseen > 0 ? `Alerts, ${unseen} new` : 'Alerts'}
        data-testid="alert-bell"
        data-unseen={unseen}
        onClick={() => {
          setOpen(true)
          live.markAlertsSeen()
        }}
      >
        <BellIcon className="alert-bell__icon" />
        {unseen > 0 ? (
          <span className="alert-bell__count" aria-hidden="true">
            {unseen > 99 ? '99+' : unseen}
          </span>
        ) : null}
      </button>
      {open ? (
        <Dialog open title="Your latest alerts" onClose={() => setOpen(false)} testId="alert-bell-dialog">
          <RecentAlerts credentials={credentialsOf(session)} />
        </Dialog>
      ) : null}
    </>
  )
}
