import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from './clock'
import { fakeSockets } from './fake-socket.test-support'
import { LiveConnection } from './live-connection'

const credentials = {
  username: 'ann@example.com',
  passwordHash: 'a'.repeat(32),
  fingerprint: 'fp',
  socketUrl: '',
}

function setup() {
  const { sockets, create, current: socket } = fakeSockets()
  const events = { onChange: vi.fn(), onReady: vi.fn(), onMessage: vi.fn() }
  const log = { warn: vi.fn() }
  const connection = new LiveConnection(create, systemClock, events, log, () => 0.5)
  const state = () => [connection.socketStatus, connection.authStatus, connection.ready] as const
  return { connection, sockets, socket, events, log, state }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('LiveConnection', () => {
  it('starts CLOSED and UNAUTHENTICATED and opens the socket on demand (auto-connect is off)', () => {
    const { connection, socket, state } = setup()
    expect(state()).toEqual(['CLOSED', 'UNAUTHENTICATED', false])
    connection.open(credentials)
    expect(socket().connectCalls).toBe(1)
    expect(state()).toEqual(['CLOSED', 'UNAUTHENTICATED', false])
  })

  it('connect sets OPEN and sends authorize with username, password hash and fingerprint', () => {
    const { connection, socket, state } = setup()
    connection.open(credentials)
    socket().serverAccepts()
    expect(state()).toEqual(['OPEN', 'UNAUTHENTICATED', false])
    expect(socket().lastEmit('authorize')?.payload).toEqual({
      username: credentials.username,
      password: credentials.passwordHash,
      fingerprint: 'fp',
    })
  })

  it('is ready only when OPEN and AUTHENTICATED', () => {
    const { connection, socket, state, events } = setup()
    connection.open(credentials)
    socket().serverAccepts()
    socket()
      .lastEmit('authorize')
      ?.ack(null, { result: { user_id: 1, username: credentials.username } })
    expect(state()).toEqual(['OPEN', 'AUTHENTICATED', true])
    expect(events.onReady).toHaveBeenCalledTimes(1)
  })

  it('a refused authorize logs, stays UNAUTHENTICATED and closes the socket for good', () => {
    const { connection, socket, state, log } = setup()
    connection.open(credentials)
    socket().serverAccepts()
    socket()
      .lastEmit('authorize')
      ?.ack(null, { error: { code: 13, internalCode: 'INVALID_CREDENTIALS', en: 'no' } })
    expect(log.warn).toHaveBeenCalledWith('authorize failed', expect.anything())
    expect(state()).toEqual(['CLOSED', 'UNAUTHENTICATED', false])
    expect(connection.reconnecting).toBe(false)
    expect(connection.authError?.code).toBe(13)
    expect(socket().active).toBe(false)
    socket().serverDrops('io server disconnect')
    vi.advanceTimersByTime(60_000)
    expect(socket().connectCalls).toBe(1)
  })

  it('an authorize without a result counts as refused', () => {
    const { connection, socket, state } = setup()
    connection.open(credentials)
    socket().serverAccepts()
    socket().lastEmit('authorize')?.ack(null, {})
    expect(state()).toEqual(['CLOSED', 'UNAUTHENTICATED', false])
    expect(connection.authError?.code).toBe(13)
  })

  it('an authorize that times out closes the socket and tries again within 1 to 5 s', () => {
    const { connection, socket, state } = setup()
    connection.open(credentials)
    socket().serverAccepts()
    socket().lastEmit('authorize')?.ack(new Error('operation has timed out'), undefined)
    expect(state()).toEqual(['CLOSED', 'UNAUTHENTICATED', false])
    expect(connection.reconnecting).toBe(true)
    vi.advanceTimersByTime(5000)
    expect(socket().connectCalls).toBe(2)
  })

  it('a lost connection sets CLOSED and UNAUTHENTICATED and reports reconnecting', () => {
    const { connection, socket, state } = setup()
    connection.open(credentials)
    socket().serverAccepts()
    socket()
      .lastEmit('authorize')
      ?.ack(null, { result: { user_id: 1, username: 'x' } })
    socket().serverDrops('transport close')
    expect(state()).toEqual(['CLOSED', 'UNAUTHENTICATED', false])
    expect(connection.reconnecting).toBe(true)
  })

  it('a connect error sets CLOSED and UNAUTHENTICATED', () => {
    const { connection, socket, state } = setup()
    connection.open(credentials)
    socket().connectFails()
    expect(state()).toEqual(['CLOSED', 'UNAUTHENTICATED', false])
    expect(connection.reconnecting).toBe(true)
  })

  it('reconnects by itself after the server closed the socket (socket.io would not)', () => {
    const { connection, socket } = setup()
    connection.open(credentials)
    socket().serverAccepts()
    socket()
      .lastEmit('authorize')
      ?.ack(null, { result: { user_id: 1, username: 'x' } })
    socket().serverDrops('io server disconnect')
    vi.advanceTimersByTime(999)
    expect(socket().connectCalls).toBe(1)
    vi.advanceTimersByTime(5000)
    expect(socket().connectCalls).toBe(2)
  })

  it('keeps the socket for the same credentials and replaces it for others', () => {
    const { connection, sockets } = setup()
    connection.open(credentials)
    connection.open({ ...credentials })
    expect(sockets).toHaveLength(1)
    connection.open({ ...credentials, username: 'bob@example.com' })
    expect(sockets).toHaveLength(2)
    expect(sockets[0]?.active).toBe(false)
  })

  it('close resets both states and ignores the old socket afterwards', () => {
    const { connection, socket, state, events } = setup()
    connection.open(credentials)
    const first = socket()
    first.serverAccepts()
    connection.close()
    expect(state()).toEqual(['CLOSED', 'UNAUTHENTICATED', false])
    const calls = events.onChange.mock.calls.length
    first.serverAccepts()
    expect(events.onChange.mock.calls.length).toBe(calls)
  })

  it('passes every incoming message on', () => {
    const { connection, socket, events } = setup()
    connection.open(credentials)
    socket().serverSends('buzz', { id: 1 })
    expect(events.onMessage).toHaveBeenCalledWith('buzz', { id: 1 })
  })
})
