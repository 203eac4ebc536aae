import type { RuntimeConfig } from '../core'

/**
 * The fingerprint sent with the live socket's authorize: the configured one, or else a SHA-256
 * (hex) of what identifies this browser. Stable across reloads and tabs of one browser.
 */

export interface BrowserIdentity {
  userAgent: string
  language: string
  platform: string
  hardwareConcurrency: number
  timeZone: string
  screenWidth: number
  screenHeight: number
}

/** Reads the identity from the browser; missing parts are empty. */
export function browserIdentity(): BrowserIdentity {
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  const scr = typeof screen === 'undefined' ? undefined : screen
  return {
    userAgent: nav?.userAgent ?? '',
    language: nav?.language ?? '',
    platform: nav?.platform ?? '',
    hardwareConcurrency: nav?.hardwareConcurrency ?? 0,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    screenWidth: scr?.width ?? 0,
    screenHeight: scr?.height ?? 0,
  }
}

/** The text that is hashed, in a fixed order. */
export function identityText(identity: BrowserIdentity): string {
  return [
    identity.userAgent,
    identity.language,
    identity.platform,
    String(identity.hardwareConcurrency),
    identity.timeZone,
    `${identity.screenWidth}x${identity.screenHeight}`,
  ].join('|')
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function liveFingerprint(
  config: Pick<RuntimeConfig, 'socketFingerprint'>,
  identity: BrowserIdentity = browserIdentity(),
): Promise<string> {
  if (config.socketFingerprint !== '') return config.socketFingerprint
  return sha256Hex(identityText(identity))
}
