import { and, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import webpush from 'web-push'
import { type LiveSignal, type PushAlertPayload, triggerFeedText } from '../../src/core'
import type { Database } from '../db'
import { pushDeliveries, pushSubscriptions } from '../db/schema'
import type { VapidKeys } from './keys'

/** How long a push service keeps an alert for an offline device. */
const PUSH_TTL_SECONDS = 6 * 3600

export function alertPayload(signal: LiveSignal): PushAlertPayload {
  const name = signal.title_name ?? (signal.title_id > 0 ? `#${signal.title_id}` : 'Unlisted')
  const text = triggerFeedText(signal.kind, signal.data, name, 'en')
  return {
    title: text.headline,
    body: text.text,
    url: signal.title_id > 0 ? `/asset?title_id=${signal.title_id}` : '/',
    tag: `alert-${signal.trigger_id}`,
    trigger_id: signal.trigger_id,
  }
}

export interface PushDelivery {
  /** Sends the alert to every push subscription of the user, once per subscription. */
  deliver(userId: number, signal: LiveSignal): Promise<void>
}

/**
 * Web Push of a user's alerts (the app may be closed). Delivery is at least once: a send that
 * failed for a passing reason frees its slot so that a later delivery of the same alert retries;
 * a subscription the push service says is gone (404, 410) is dropped. A delivered alert is never
 * sent again to the same subscription (push_deliveries).
 */
export function createPushDelivery(
  db: Database,
  keys: VapidKeys,
  subject: string,
  logger: Logger,
): PushDelivery {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }
  return {
    async deliver(userId, signal) {
      const subscriptions = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
      const payload = JSON.stringify(alertPayload(signal))
      for (const subscription of subscriptions) {
        const claimed = await db
          .insert(pushDeliveries)
          .values({ triggerId: signal.trigger_id, subscriptionId: subscription.id })
          .onConflictDoNothing()
          .returning({ id: pushDeliveries.subscriptionId })
        if (claimed.length === 0) continue
        try {
          await webpush.sendNotification(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            payload,
            { vapidDetails, TTL: PUSH_TTL_SECONDS, urgency: 'high', timeout: 10_000 },
          )
        } catch (error) {
          const status = error instanceof webpush.WebPushError ? error.statusCode : null
          if (status === 404 || status === 410) {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id))
            continue
          }
          await db
            .delete(pushDeliveries)
            .where(
              and(
                eq(pushDeliveries.triggerId, signal.trigger_id),
                eq(pushDeliveries.subscriptionId, subscription.id),
              ),
            )
          logger.warn({ err: error, status }, 'web push of an alert failed')
        }
      }
    },
  }
}
