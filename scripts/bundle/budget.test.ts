import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { htmlScripts, measureCriticalPath } from './budget'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

const HTML = `<!doctype html><html><head>
<script async src="/assets/early-z.js"></script>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
</head><body></body></html>`

/** A build directory: index.html, the route list of /asset and the given chunks. */
async function build(chunks: Record<string, Buffer>, routeJs: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'murmur-budget-'))
  dirs.push(dir)
  await writeFile(join(dir, 'index.html'), HTML)
  await writeFile(
    join(dir, 'route-preloads.json'),
    JSON.stringify({ routes: [{ route: '_app/asset.tsx', pattern: '^/asset/?$', js: routeJs, css: [] }] }),
  )
  await mkdir(join(dir, 'assets'))
  const all = { 'assets/early-z.js': small('z'), ...chunks }
  for (const [name, content] of Object.entries(all)) await writeFile(join(dir, name), content)
  return dir
}

const small = (text: string) => Buffer.from(`export const x = ${JSON.stringify(text)};\n`)

describe('critical-path JS budget', () => {
  it('reads the scripts and modulepreloads of index.html, not its stylesheets', () => {
    expect(htmlScripts(HTML)).toEqual(['assets/early-z.js', 'assets/index-a.js', 'assets/framework-b.js'])
  })

  it('sums the gzip size of the HTML scripts and the route chunks, each once', async () => {
    const dir = await build(
      {
        'assets/index-a.js': small('a'),
        'assets/framework-b.js': small('b'),
        'assets/asset-d.js': small('d'),
      },
      ['assets/asset-d.js', 'assets/framework-b.js'],
    )
    const measure = await measureCriticalPath(dir, '_app/asset.tsx', 10_000)
    expect(measure.files.map((file) => file.file).sort()).toEqual([
      'assets/asset-d.js',
      'assets/early-z.js',
      'assets/framework-b.js',
      'assets/index-a.js',
    ])
    expect(measure.withinCeiling).toBe(true)
  })

  it('fails when a route chunk pulls in a large import', async () => {
    const chunks = {
      'assets/index-a.js': small('a'),
      'assets/framework-b.js': small('b'),
      'assets/asset-d.js': small('d'),
    }
    const lean = await measureCriticalPath(
      await build(chunks, ['assets/asset-d.js']),
      '_app/asset.tsx',
      10_000,
    )
    // 20 KB of incompressible code imported statically by the route (as a chart library would be).
    const heavy = await measureCriticalPath(
      await build({ ...chunks, 'assets/charts-e.js': randomBytes(20_000) }, [
        'assets/asset-d.js',
        'assets/charts-e.js',
      ]),
      '_app/asset.tsx',
      10_000,
    )
    expect(lean.withinCeiling).toBe(true)
    expect(heavy.withinCeiling).toBe(false)
    expect(heavy.gzipBytes - lean.gzipBytes).toBeGreaterThan(19_000)
  })

  it('refuses a build that lists no such route', async () => {
    const dir = await build({ 'assets/index-a.js': small('a'), 'assets/framework-b.js': small('b') }, [])
    await expect(measureCriticalPath(dir, '_app/missing.tsx')).rejects.toThrow(
      'lists no route _app/missing.tsx',
    )
  })
})
