import { describe, expect, it } from 'vitest'
import { isAppNavigation, isRuntimeConfigRequest, isSkipWaitingMessage } from './routes'

describe('service worker navigation fallback', () => {
  it.each([
    '/',
    '/login',
    '/login?redirect=%2Fasset%3Ftitle_id%3D1',
    '/asset?title_id=1.5',
    '/trend_radar/news?query=a.b',
    '/view?list=foo/bar.baz',
    '/simple-ui-integrated/',
    '/some/unknown/page',
    '/v6x',
  ])('serves the shell for %s', (path) => {
    expect(isAppNavigation(path)).toBe(true)
  })

  it.each([
    '/v6',
    '/v6/userdata?withPendingSubscriptions=true',
    '/socket.io/?EIO=4&transport=websocket',
    '/metrics',
    '/healthz',
    '/runtime-config.json',
    '/runtime-config.json?x=1',
    '/userdata/requestpasswordreset/a@b.c',
    '/sw.js',
    '/icons/icon-192.png',
    '/manifest.webmanifest',
  ])('leaves %s to the network', (path) => {
    expect(isAppNavigation(path)).toBe(false)
  })
})

describe('runtime configuration route', () => {
  it('matches only the same-origin runtime-config.json', () => {
    const origin = 'https://murmur.example'
    expect(isRuntimeConfigRequest(new URL('https://murmur.example/runtime-config.json'), origin)).toBe(true)
    expect(isRuntimeConfigRequest(new URL('https://other.example/runtime-config.json'), origin)).toBe(false)
    expect(isRuntimeConfigRequest(new URL('https://murmur.example/runtime-config.js'), origin)).toBe(false)
  })
})

describe('skip waiting message', () => {
  it('recognises workbox-window messageSkipWaiting', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true)
    expect(isSkipWaitingMessage({ type: 'OTHER' })).toBe(false)
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false)
    expect(isSkipWaitingMessage(null)).toBe(false)
  })
})
