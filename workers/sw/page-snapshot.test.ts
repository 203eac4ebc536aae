import { afterEach, describe, expect, it, vi } from 'vitest'
import { matchPrecache } from 'workbox-precaching'
import { pageSnapshotKey, snapshotStylesHref } from '../../src/core/page-snapshot'
import { snapshotFor, snapshotStyles } from './page-snapshot'

// The precache needs a service worker scope: this build's files are stood in for by a map.
const PRECACHED = new Map([
  ['/assets/asset-e5.css', '.asset{color:red}'],
  ['/assets/charts-f6.css', '.chart{fill:blue}'],
])
vi.mock('workbox-precaching', () => ({
  getCacheKeyForURL: vi.fn((href: string) => (PRECACHED.has(href) ? href : undefined)),
  matchPrecache: vi.fn(async (href: string) => {
    const css = PRECACHED.get(href)
    return css === undefined ? undefined : new Response(css)
  }),
}))

const at = (files: string[]) => new URL(snapshotStylesHref({ files, path: null }), 'https://murmur.example')

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('service worker: the joined stylesheet of a snapshot', () => {
  it("adds the path's snapshot's inline-style rules last, while it has that snapshot", async () => {
    const now = 1_800_000_000_000
    const css = '[data-snapshot-style="0"]{width:40% !important}'
    const stored = {
      path: '/asset?title_id=7',
      user: 'demo@murmur.local',
      html: '<main>x</main>',
      styles: ['/assets/asset-e5.css'],
      css,
      savedAt: now - 1_000,
    }
    const kept = new Map([[pageSnapshotKey('https://murmur.example', stored.path), JSON.stringify(stored)]])
    vi.stubGlobal('caches', {
      open: async () => ({
        match: async (key: string) => {
          const body = kept.get(key)
          return body === undefined ? undefined : new Response(body)
        },
      }),
    })
    const href = (path: string) =>
      new URL(snapshotStylesHref({ files: ['/assets/asset-e5.css'], path }), 'https://murmur.example')
    expect(await snapshotStyles(href(stored.path), now)).toBe(`.asset{color:red}\n${css}`)
    expect(await snapshotStyles(href('/asset?title_id=8'), now)).toBe('.asset{color:red}')
  })

  it('reads the snapshot once for a warm start: the stylesheet request reuses the one the navigation served', async () => {
    const now = 1_800_000_000_000
    const stored = {
      path: '/explore',
      user: 'demo@murmur.local',
      html: '<main>x</main>',
      styles: ['/assets/asset-e5.css'],
      css: '[data-snapshot-style="0"]{width:10% !important}',
      savedAt: now - 1_000,
    }
    const key = pageSnapshotKey('https://murmur.example', stored.path)
    const kept = new Map([[key, JSON.stringify(stored)]])
    let reads = 0
    vi.stubGlobal('caches', {
      open: async () => ({
        match: async (name: string) => {
          reads += 1
          const body = kept.get(name)
          return body === undefined ? undefined : new Response(body)
        },
      }),
    })
    expect((await snapshotFor('https://murmur.example', stored.path, now))?.css).toBe(stored.css)
    // The app saves a newer snapshot meanwhile: the stylesheet still belongs to the page served.
    kept.set(key, JSON.stringify({ ...stored, css: '[data-snapshot-style="0"]{width:90% !important}' }))
    const href = new URL(
      snapshotStylesHref({ files: ['/assets/asset-e5.css'], path: stored.path }),
      'https://murmur.example',
    )
    expect(await snapshotStyles(href, now + 200)).toBe(`.asset{color:red}\n${stored.css}`)
    expect(reads).toBe(1)
    // Once used, or later than 10 s after, the cache is read again.
    expect(await snapshotStyles(href, now + 400)).toContain('width:90%')
    expect(reads).toBe(2)
    await snapshotFor('https://murmur.example', stored.path, now)
    await snapshotStyles(href, now + 20_000)
    expect(reads).toBe(4)
  })

  it("joins the page's stylesheets from the precache, in the order named", async () => {
    expect(await snapshotStyles(at(['/assets/charts-f6.css', '/assets/asset-e5.css']))).toBe(
      '.chart{fill:blue}\n.asset{color:red}',
    )
  })

  it('answers nothing when one is not in this build, or the address names no stylesheet of ours', async () => {
    expect(await snapshotStyles(at(['/assets/asset-e5.css', '/assets/gone-00.css']))).toBeNull()
    vi.mocked(matchPrecache).mockClear()
    expect(await snapshotStyles(new URL('https://murmur.example/__murmur/snapshot-styles.css'))).toBeNull()
    expect(
      await snapshotStyles(new URL('https://murmur.example/__murmur/snapshot-styles.css?f=%2Fa.js')),
    ).toBeNull()
    expect(vi.mocked(matchPrecache)).not.toHaveBeenCalled()
  })
})
