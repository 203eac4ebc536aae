import { io, type Socket } from 'socket.io-client'
import { md5Hex } from '../../../server/seed'
import { LIVE_EVENT } from '../../../src/core'

/** A real socket.io-client over websocket, like the hub worker's, without reconnection. */
export async function connectLive(base: string, extraHeaders: Record<string, string> = {}): Promise<Socket> {
  const socket = io(base, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
    extraHeaders,
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

export function authorize(socket: Socket, username: string, password: string): Promise<unknown> {
  return socket.timeout(5000).emitWithAck(LIVE_EVENT.authorize, {
    username,
    password: md5Hex(password),
    fingerprint: 'integration-test',
  })
}

/** Resolves with the disconnect reason, or rejects after `ms`. */
export function disconnected(socket: Socket, ms = 5000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected')
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms)
    socket.once('disconnect', (reason) => {
      clearTimeout(timer)
      resolve(reason)
    })
  })
}

/** Everything `event` delivered during `ms`. */
export function collect(socket: Socket, event: string, ms: number): Promise<unknown[]> {
  const received: unknown[] = []
  const listener = (payload: unknown) => received.push(payload)
  socket.on(event, listener)
  return new Promise((resolve) =>
    setTimeout(() => {
      socket.off(event, listener)
      resolve(received)
    }, ms),
  )
}

/** The `event` payloads until `count` have come, or those that came within `ms`. */
export function collectUntil(socket: Socket, event: string, count: number, ms = 10_000): Promise<unknown[]> {
  const received: unknown[] = []
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      socket.off(event, listener)
      resolve(received)
    }
    const timer = setTimeout(done, ms)
    const listener = (payload: unknown) => {
      received.push(payload)
      if (received.length >= count) done()
    }
    socket.on(event, listener)
  })
}

/** The first `event` payload, or rejects after `ms`. */
export function nextEvent(socket: Socket, event: string, ms = 5000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener)
      reject(new Error(`no ${event} within ${ms} ms`))
    }, ms)
    const listener = (payload: unknown) => {
      clearTimeout(timer)
      socket.off(event, listener)
      resolve(payload)
    }
    socket.on(event, listener)
  })
}
