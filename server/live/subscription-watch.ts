import type { Logger } from 'pino'
import type { LiveServer } from './state'
import { closeAtSubscriptionEnd } from './subscription-expiry'
import type { SubscriptionLookup } from './subscription-lookup'

/** How often each node re-reads the subscriptions of its authorized sockets. */
export const SUBSCRIPTION_CHECK_MS = 3000

/**
 * A subscription revoked or shortened after the socket authorized (an operator sets valid_until
 * in the past, the account is deactivated or deleted) closes the socket within a few seconds.
 * Each node checks its own sockets, so every node closes its share; a renewed subscription
 * moves the socket's end timer instead.
 */
export function watchSubscriptions(
  io: LiveServer,
  lookup: SubscriptionLookup,
  {
    logger,
    now,
    intervalMs = SUBSCRIPTION_CHECK_MS,
  }: { logger: Logger; now: () => number; intervalMs?: number },
): { stop(): void } {
  const endOf = new WeakMap<object, number>()
  let running = false
  const check = async () => {
    if (running) return
    running = true
    try {
      const sockets = [...io.of('/').sockets.values()].filter((socket) => socket.data.user !== null)
      if (sockets.length === 0) return
      const stored = await lookup([...new Set(sockets.map((socket) => socket.data.user?.id ?? 0))])
      const at = now()
      for (const socket of sockets) {
        const userId = socket.data.user?.id ?? 0
        const subscription = stored.get(userId)
        if (subscription === undefined || !subscription.active || subscription.validUntilMs <= at) {
          logger.info({ socketId: socket.id, userId }, 'live socket closed: subscription revoked or ended')
          socket.disconnect(true)
        } else if (endOf.get(socket) !== subscription.validUntilMs) {
          endOf.set(socket, subscription.validUntilMs)
          closeAtSubscriptionEnd(socket, subscription.validUntilMs, { now, logger, lookup })
        }
      }
    } catch (error) {
      // The database may be away for a moment; the next round checks again.
      logger.warn({ err: error }, 'live subscription check failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void check(), intervalMs)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
