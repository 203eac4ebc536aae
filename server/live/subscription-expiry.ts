import type { Logger } from 'pino'
import { MAX_TIMER_MS } from '../../src/core'
import type { LiveSocket } from './state'

/** Kept outside socket.data: that is serialised for other nodes (fetchSockets), a timer is not. */
const timers = new WeakMap<LiveSocket, ReturnType<typeof setTimeout>>()

/**
 * The live connection ends when the subscription does (application §4 "Live connection"):
 * the server closes an authorized socket at valid_until, whatever the client does.
 */
export function closeAtSubscriptionEnd(
  socket: LiveSocket,
  validUntilMs: number,
  now: () => number,
  logger: Logger,
): void {
  clearSubscriptionEnd(socket)
  const wait = Math.max(0, validUntilMs - now())
  // Longer waits than a timer can hold are taken in steps.
  const step = Math.min(wait, MAX_TIMER_MS)
  const timer = setTimeout(() => {
    if (step < wait) return closeAtSubscriptionEnd(socket, validUntilMs, now, logger)
    logger.info(
      { socketId: socket.id, userId: socket.data.user?.id },
      'live socket closed: subscription ended',
    )
    socket.disconnect(true)
  }, step)
  timers.set(socket, timer)
}

export function clearSubscriptionEnd(socket: LiveSocket): void {
  clearTimeout(timers.get(socket))
  timers.delete(socket)
}
