import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '../core'
import { loadRuntimeConfig, RUNTIME_CONFIG_URL } from './runtime-config'

const CONFIG: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  apiBaseUrl: 'https://api.example',
  websocketUrl: 'wss://live.example',
  environment: 'prod',
  socketFingerprint: 'fixed',
}

describe('runtime configuration', () => {
  it('starts with the defaults and switches to the fetched file', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(CONFIG), { status: 200 }))
    const source = loadRuntimeConfig(fetchImpl)
    const listener = vi.fn()
    source.subscribe(listener)
    expect(source.get()).toEqual(DEFAULT_RUNTIME_CONFIG)
    await expect(source.ready).resolves.toEqual(CONFIG)
    expect(source.get()).toEqual(CONFIG)
    expect(source.loaded()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(fetchImpl).toHaveBeenCalledWith(RUNTIME_CONFIG_URL, expect.anything())
  })

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('offline'))],
    ['a 404', async () => new Response('not found', { status: 404 })],
    ['a malformed file', async () => new Response(JSON.stringify({ apiBaseUrl: 1 }), { status: 200 })],
    ['a non-JSON file', async () => new Response('<html>', { status: 200 })],
  ])('falls back to the defaults on %s', async (_name, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const source = loadRuntimeConfig(answer)
    await expect(source.ready).resolves.toEqual(DEFAULT_RUNTIME_CONFIG)
    expect(source.loaded()).toBe(false)
  })

  it('gives up after the timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
      })
    const source = loadRuntimeConfig(hanging, 20)
    await expect(source.ready).resolves.toEqual(DEFAULT_RUNTIME_CONFIG)
  })
})
