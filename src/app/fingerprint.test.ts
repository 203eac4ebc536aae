import { describe, expect, it } from 'vitest'
import { type BrowserIdentity, identityText, liveFingerprint, sha256Hex } from './fingerprint'

const IDENTITY: BrowserIdentity = {
  userAgent: 'Mozilla/5.0 Test',
  language: 'en-US',
  platform: 'Linux x86_64',
  hardwareConcurrency: 8,
  timeZone: 'Europe/Berlin',
  screenWidth: 1920,
  screenHeight: 1080,
}

describe('live fingerprint', () => {
  it('uses the configured fingerprint when there is one', async () => {
    await expect(liveFingerprint({ socketFingerprint: 'configured' }, IDENTITY)).resolves.toBe('configured')
  })

  it('hashes the browser identity with SHA-256 otherwise', async () => {
    const fingerprint = await liveFingerprint({ socketFingerprint: '' }, IDENTITY)
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/)
    expect(fingerprint).toBe(await sha256Hex(identityText(IDENTITY)))
    // Stable for one browser, different for another.
    expect(await liveFingerprint({ socketFingerprint: '' }, IDENTITY)).toBe(fingerprint)
    expect(await liveFingerprint({ socketFingerprint: '' }, { ...IDENTITY, screenWidth: 1280 })).not.toBe(
      fingerprint,
    )
  })

  it('computes standard SHA-256', async () => {
    await expect(sha256Hex('abc')).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })

  it('joins the identity in a fixed order', () => {
    expect(identityText(IDENTITY)).toBe('Mozilla/5.0 Test|en-US|Linux x86_64|8|Europe/Berlin|1920x1080')
  })
})
