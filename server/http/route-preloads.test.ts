import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadAppHtml, ROUTE_PRELOADS_FILE } from './route-preloads'

const HTML = '<!doctype html><html><head><title>Murmur</title></head><body></body></html>'
const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function root(preloads: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'murmur-html-'))
  dirs.push(dir)
  await writeFile(join(dir, 'index.html'), HTML)
  if (preloads !== undefined) await writeFile(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads))
  return dir
}

describe('app HTML with route preloads', () => {
  it("adds the matching route's chunks and styles, and the runtime configuration, to the head", async () => {
    const html = loadAppHtml(
      await root({
        routes: [
          {
            route: '_app/asset.tsx',
            pattern: '^/asset/?$',
            js: ['assets/asset-a.js'],
            css: ['assets/asset-b.css'],
          },
        ],
      }),
    )
    const asset = html('/asset')
    expect(asset).toContain('<link rel="modulepreload" crossorigin href="/assets/asset-a.js">')
    expect(asset).toContain('<link rel="stylesheet" crossorigin href="/assets/asset-b.css">')
    expect(asset).toContain('<link rel="preload" as="fetch" crossorigin href="/runtime-config.json">')
    expect(asset.indexOf('asset-a.js')).toBeLessThan(asset.indexOf('</head>'))
    const other = html('/settings')
    expect(other).not.toContain('asset-a.js')
    expect(other).toContain('/runtime-config.json')
  })

  it('serves the plain page without a list, with an unreadable one, and never links odd file names', async () => {
    expect(loadAppHtml(await root(undefined))('/asset')).not.toContain('modulepreload')
    expect(loadAppHtml(await root({ routes: 'nope' }))('/asset')).not.toContain('modulepreload')
    const odd = loadAppHtml(
      await root({
        routes: [{ route: 'x', pattern: '^/x$', js: ['../secret.js', 'a"><script>.js'], css: [] }],
      }),
    )
    expect(odd('/x')).not.toContain('modulepreload')
  })
})
