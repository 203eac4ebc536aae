import * as v from 'valibot'
import { PushAlertPayloadSchema } from '../../src/core'
import type { SwScope } from './scope'

/** The icon of alert notifications (the installed app's icon). */
const NOTIFICATION_ICON = '/icons/icon-192.png'

/** Where a click on an alert goes: the app's own path only (never another origin). */
export function notificationTarget(origin: string, url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return `${origin}/`
  return `${origin}${url}`
}

/**
 * Alerts pushed while the app is closed (Web Push): shown as a notification, tagged by alert so a
 * repeated delivery replaces rather than stacks; a click focuses an open Murmur tab on the asset,
 * or opens one.
 */
export function installPushNotifications(scope: SwScope): void {
  scope.addEventListener('push', (event) => {
    const parsed = v.safeParse(PushAlertPayloadSchema, event.data?.json())
    if (!parsed.success) return
    const alert = parsed.output
    event.waitUntil(
      scope.registration.showNotification(alert.title, {
        body: alert.body,
        tag: alert.tag,
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_ICON,
        data: { url: alert.url, trigger_id: alert.trigger_id },
      }),
    )
  })

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const data: unknown = event.notification.data
    const url = notificationTarget(
      scope.location.origin,
      typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined,
    )
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
        const open = windows.find((client) => new URL(client.url).origin === scope.location.origin)
        // navigate() needs a tab this worker controls; any other gets a new window.
        const shown = open ? await open.navigate(url).catch(() => null) : null
        if (shown) {
          // Bringing the tab forward is the browser's call (it needs the click's user activation).
          await shown.focus().catch(() => undefined)
          return
        }
        await scope.clients.openWindow(url)
      })(),
    )
  })
}
