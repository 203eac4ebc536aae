import * as v from 'valibot'

/** Web Push (Murmur's addition): the server's VAPID public key, and a browser's subscription. */

export const PushKeyAnswerSchema = v.object({ public_key: v.string() })
export type PushKeyAnswer = v.InferOutput<typeof PushKeyAnswerSchema>

const Base64Url = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'expected base64url'),
  v.maxLength(200),
)

/** What PushSubscription.toJSON() gives: the push service's endpoint and the keys to encrypt with. */
export const PushSubscriptionBodySchema = v.object({
  endpoint: v.pipe(v.string(), v.url(), v.maxLength(2000)),
  keys: v.object({ p256dh: Base64Url, auth: Base64Url }),
})
export type PushSubscriptionBody = v.InferOutput<typeof PushSubscriptionBodySchema>

export const PushUnsubscribeBodySchema = v.object({
  endpoint: v.pipe(v.string(), v.url(), v.maxLength(2000)),
})

export const PushSubscriptionAnswerSchema = v.object({ endpoint: v.string(), subscribed: v.boolean() })

/** What the service worker receives and shows. */
export const PushAlertPayloadSchema = v.object({
  title: v.string(),
  body: v.string(),
  /** The app path to open on click. */
  url: v.string(),
  /** Replaces an earlier notification of the same alert (deduplication on the device). */
  tag: v.string(),
  trigger_id: v.number(),
})
export type PushAlertPayload = v.InferOutput<typeof PushAlertPayloadSchema>
