import type { HubMode } from '../../../workers/hub'
import { useLiveClient, useLiveStatus, useLiveWanted, useOnline } from '../../app'
import { Card, formatTime, StatusIndicator } from '../../ui'
import { describeLiveState } from './live-state'
import './live.css'

const MODE_TEXT: Record<HubMode, string> = {
  'shared-worker': 'Shared across tabs (worker)',
  leader: 'Shared across tabs (this tab leads)',
  follower: 'Shared across tabs (another tab leads)',
}

/** Offline, a socket that still looks open has not noticed yet (its heartbeat takes up to a minute). */
function socketText(open: boolean, online: boolean): string {
  if (!online) return 'No network'
  return open ? 'Open' : 'Closed'
}

/** The live connection's socket and authorisation state, and when the last message came in. */
export function LiveConnectionCard() {
  const live = useLiveClient()
  const status = useLiveStatus()
  const online = useOnline()
  const view = describeLiveState(status, useLiveWanted(), online)
  return (
    <Card title="Live connection" subtitle={view.detail} testId="live-card">
      <p
        className="live-card__state"
        data-testid="live-card-state"
        data-state={view.kind}
        data-ready={String(status.ready)}
        data-socket={status.socket}
        data-auth={status.auth}
        data-mode={live.mode}
      >
        <StatusIndicator tone={view.kind} label={view.label} />
      </p>
      <dl className="facts">
        <dt>Socket</dt>
        <dd data-testid="live-card-socket">{socketText(status.socket === 'OPEN', online)}</dd>
        <dt>Authorisation</dt>
        <dd>{status.auth === 'AUTHENTICATED' ? 'Authenticated' : 'Not authenticated'}</dd>
        <dt>Last message</dt>
        <dd data-testid="live-last-message" data-at={status.lastMessageAt ?? ''}>
          {status.lastMessageAt === null ? '—' : formatTime(status.lastMessageAt)}
          {status.lastMessage ? <span className="subtle"> ({status.lastMessage.event})</span> : null}
        </dd>
        <dt>Connection</dt>
        <dd>{MODE_TEXT[live.mode]}</dd>
      </dl>
    </Card>
  )
}
