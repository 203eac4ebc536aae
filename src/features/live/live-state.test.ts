import { describe, expect, it } from 'vitest'
import { INITIAL_STATUS } from '../../../workers/hub'
import { TEXT } from '../../core'
import { describeLiveState } from './live-state'

const CLOSED = INITIAL_STATUS

describe('live state', () => {
  it('is Connected when the socket is open and authenticated', () => {
    const view = describeLiveState({ ...CLOSED, socket: 'OPEN', auth: 'AUTHENTICATED', ready: true }, true)
    expect(view).toMatchObject({ kind: 'connected', label: 'Connected' })
  })

  it('says the connection was lost while reconnecting', () => {
    const view = describeLiveState({ ...CLOSED, reconnecting: true }, true)
    expect(view.label).toBe(TEXT.connectionLost)
    expect(view.label).toBe('Connection lost, reconnecting...')
  })

  it('is Connecting while the socket is open but not yet authorised, or when a connection is wanted', () => {
    expect(describeLiveState({ ...CLOSED, socket: 'OPEN' }, true).label).toBe('Connecting…')
    expect(describeLiveState(CLOSED, true).label).toBe('Connecting…')
  })

  it('is Offline when closed and no connection is wanted', () => {
    expect(describeLiveState(CLOSED, false)).toMatchObject({ kind: 'offline', label: 'Offline' })
  })

  it('is Offline without a network, even while the socket has not noticed yet', () => {
    const open = { ...CLOSED, socket: 'OPEN', auth: 'AUTHENTICATED', ready: true } as const
    expect(describeLiveState(open, true, false)).toMatchObject({ kind: 'offline', label: 'Offline' })
    expect(describeLiveState(open, true, true).kind).toBe('connected')
  })

  it('is Not authorised after a refused authorize, whatever else holds', () => {
    const view = describeLiveState(
      {
        ...CLOSED,
        reconnecting: true,
        authError: { code: 13, internalCode: 'INVALID_CREDENTIALS', en: 'No.' },
      },
      true,
    )
    expect(view).toMatchObject({ kind: 'unauthorised', label: 'Not authorised', detail: 'No.' })
  })
})
