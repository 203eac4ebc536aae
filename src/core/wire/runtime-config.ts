import * as v from 'valibot'

/** Runtime configuration of the app (application §3), served as /runtime-config.json. */
export const RuntimeConfigSchema = v.object({
  appBaseUrl: v.string(),
  /** Origin of the /v6 interface; empty means the app's own origin. */
  apiBaseUrl: v.string(),
  /** Origin of the live socket; empty means the app's own origin. */
  websocketUrl: v.string(),
  environment: v.string(),
  analyticsBaseUrl: v.string(),
  analyticsEnabled: v.boolean(),
  paymentClientId: v.string(),
  paymentPlanId: v.string(),
  botCheckSiteKey: v.string(),
  /** A configured live-socket fingerprint; empty means a hash of the browser's identity. */
  socketFingerprint: v.string(),
})
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  appBaseUrl: '',
  apiBaseUrl: '',
  websocketUrl: '',
  environment: 'dev',
  analyticsBaseUrl: '',
  analyticsEnabled: false,
  paymentClientId: '',
  paymentPlanId: '',
  botCheckSiteKey: '',
  socketFingerprint: '',
}
