import { useLiveClient, useLiveStatus, useLiveWanted, useOnline } from '../../app'
import { StatusIndicator } from '../../ui'
import { describeLiveState } from './live-state'
import './live.css'

/** The live connection's state in the header (label hidden on phones, still read out). */
export function LiveIndicator() {
  const live = useLiveClient()
  const status = useLiveStatus()
  const view = describeLiveState(status, useLiveWanted(), useOnline())
  return (
    <span
      className="live-indicator"
      data-testid="live-state"
      data-state={view.kind}
      data-ready={String(status.ready)}
      data-socket={status.socket}
      data-auth={status.auth}
      data-mode={live.mode}
      title={view.detail}
    >
      <span className="visually-hidden">Live connection: </span>
      <StatusIndicator tone={view.kind} label={view.label} compact />
    </span>
  )
}
