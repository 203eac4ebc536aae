import type { LiveStatus } from '../../../workers/hub'
import { TEXT } from '../../core'

export type LiveStateKind = 'connected' | 'connecting' | 'reconnecting' | 'offline' | 'unauthorised'

export interface LiveStateView {
  kind: LiveStateKind
  label: string
  /** A sentence explaining the state, for the connection card. */
  detail: string
}

export const LIVE_STATE_TEXT = {
  connected: 'Connected',
  connecting: 'Connecting…',
  reconnecting: TEXT.connectionLost,
  offline: 'Offline',
  unauthorised: 'Not authorised',
} as const satisfies Record<LiveStateKind, string>

/**
 * What the user is told about the live connection. `wanted` says whether the app asked for a
 * connection (logged in with a valid subscription: application §4 "Live connection");
 * `networkOnline` whether the browser has a network (without one a socket that still looks open
 * has not noticed yet: its heartbeat takes up to a minute).
 */
export function describeLiveState(status: LiveStatus, wanted: boolean, networkOnline = true): LiveStateView {
  if (status.authError) {
    return {
      kind: 'unauthorised',
      label: LIVE_STATE_TEXT.unauthorised,
      detail: status.authError.en ?? 'The live service refused these credentials.',
    }
  }
  if (!networkOnline) {
    return {
      kind: 'offline',
      label: LIVE_STATE_TEXT.offline,
      detail: 'No network: live updates resume when you are back online.',
    }
  }
  if (status.ready) {
    return { kind: 'connected', label: LIVE_STATE_TEXT.connected, detail: 'Receiving live updates.' }
  }
  if (status.reconnecting) {
    return {
      kind: 'reconnecting',
      label: LIVE_STATE_TEXT.reconnecting,
      detail: 'The live connection dropped; retrying automatically.',
    }
  }
  if (status.socket === 'OPEN') {
    return {
      kind: 'connecting',
      label: LIVE_STATE_TEXT.connecting,
      detail: 'Signing in to the live service.',
    }
  }
  if (wanted) {
    return { kind: 'connecting', label: LIVE_STATE_TEXT.connecting, detail: 'Opening the live connection.' }
  }
  return {
    kind: 'offline',
    label: LIVE_STATE_TEXT.offline,
    detail: 'Live updates need a valid subscription.',
  }
}
