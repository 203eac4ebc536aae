import type { Logger } from 'pino'
import { MAX_TIMER_MS } from '../../src/core'
import type { LiveSocket } from './state'
import type { SubscriptionLookup } from './subscription-lookup'

/** Kept outside socket.data: that is serialised for other nodes (fetchSockets), a timer is not. */
const timers = new WeakMap<LiveSocket, ReturnType<typeof setTimeout>>()

export interface SubscriptionEndDeps {
  now: () => number
  logger: Logger
  /** Read once more at the end: a subscription renewed in the meantime keeps the socket open. */
  lookup: SubscriptionLookup
}

async function stillValidUntil(socket: LiveSocket, deps: SubscriptionEndDeps): Promise<number | null> {
  const userId = socket.data.user?.id
  if (userId === undefined) return null
  const stored = (await deps.lookup([userId])).get(userId)
  return stored?.active && stored.validUntilMs > deps.now() ? stored.validUntilMs : null
}

/**
 * The live connection ends when the subscription does (application §4 "Live connection"):
 * the server closes an authorized socket at valid_until, whatever the client does, unless the
 * stored subscription was renewed by then.
 */
export function closeAtSubscriptionEnd(
  socket: LiveSocket,
  validUntilMs: number,
  deps: SubscriptionEndDeps,
): void {
  clearSubscriptionEnd(socket)
  const wait = Math.max(0, validUntilMs - deps.now())
  // Longer waits than a timer can hold are taken in steps.
  const step = Math.min(wait, MAX_TIMER_MS)
  const timer = setTimeout(() => {
    if (step < wait) return closeAtSubscriptionEnd(socket, validUntilMs, deps)
    stillValidUntil(socket, deps)
      .catch(() => null)
      .then((renewedUntil) => {
        if (!socket.connected) return
        if (renewedUntil !== null) return closeAtSubscriptionEnd(socket, renewedUntil, deps)
        deps.logger.info(
          { socketId: socket.id, userId: socket.data.user?.id },
          'live socket closed: subscription ended',
        )
        socket.disconnect(true)
      })
  }, step)
  timers.set(socket, timer)
}

export function clearSubscriptionEnd(socket: LiveSocket): void {
  clearTimeout(timers.get(socket))
  timers.delete(socket)
}
