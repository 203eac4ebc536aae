import { describe, expect, it, vi } from 'vitest'
import { matchPrecache } from 'workbox-precaching'
import { snapshotStylesHref } from '../../src/core/page-snapshot'
import { snapshotStyles } from './page-snapshot'

// The precache needs a service worker scope: this build's files are stood in for by a map.
const PRECACHED = new Map([
  ['/assets/asset-e5.css', '.asset{color:red}'],
  ['/assets/charts-f6.css', '.chart{fill:blue}'],
])
vi.mock('workbox-precaching', () => ({
  getCacheKeyForURL: vi.fn(),
  matchPrecache: vi.fn(async (href: string) => {
    const css = PRECACHED.get(href)
    return css === undefined ? undefined : new Response(css)
  }),
}))

const at = (styles: string[]) => new URL(snapshotStylesHref(styles), 'https://murmur.example')

describe('service worker: the joined stylesheet of a snapshot', () => {
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
