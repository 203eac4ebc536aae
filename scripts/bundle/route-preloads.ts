import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../../server/http/route-preloads'
import { isLeafRouteFile, routeFileChain, routePathPattern } from './route-files'

/**
 * What a first load of each route needs beyond index.html: the JS chunks of the route and its
 * layouts (TanStack Router's split chunks) with their static imports, and their CSS. Written by
 * the build as route-preloads.json; the server puts them into the HTML it answers a navigation
 * with (<link rel="modulepreload">), so the browser fetches them with the entry instead of after
 * it has run (one round trip instead of a waterfall).
 */

interface ChunkLike {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  imports: string[]
  moduleIds: string[]
  viteMetadata?: { importedCss: Set<string> }
}
interface AssetLike {
  type: 'asset'
  fileName: string
}
type BundleLike = Record<string, ChunkLike | AssetLike | { type: string; fileName: string }>

function isChunk(item: BundleLike[string]): item is ChunkLike {
  return item.type === 'chunk'
}

/** The chunks and CSS a set of chunks needs (static imports, transitively). */
function closure(bundle: BundleLike, start: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>()
  const css = new Set<string>()
  const byFile = new Map<string, ChunkLike>()
  for (const item of Object.values(bundle)) if (isChunk(item)) byFile.set(item.fileName, item)
  const visit = (fileName: string) => {
    if (js.has(fileName)) return
    const chunk = byFile.get(fileName)
    if (!chunk) return
    js.add(fileName)
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file)
    for (const imported of chunk.imports) visit(imported)
  }
  for (const file of start) visit(file)
  return { js, css }
}

/** Route file (relative to the routes directory, forward slashes) of a module id, if it is one. */
function routeFileOf(moduleId: string, routesDir: string): string | null {
  const path = moduleId.split('?')[0] ?? ''
  const rel = relative(routesDir, path)
  if (rel.startsWith('..') || rel === '') return null
  return rel.split(sep).join('/')
}

/** The preloads of every leaf route of a built bundle. */
export function routePreloads(bundle: BundleLike, routesDir: string): RoutePreloads {
  const chunks = Object.values(bundle).filter(isChunk)
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.fileName.includes('index'))
  const inHtml = entry ? closure(bundle, [entry.fileName]) : { js: new Set<string>(), css: new Set<string>() }
  const chunksByRouteFile = new Map<string, string[]>()
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const file = routeFileOf(id, routesDir)
      if (!file) continue
      chunksByRouteFile.set(file, [...(chunksByRouteFile.get(file) ?? []), chunk.fileName])
    }
  }
  const files = new Set(chunksByRouteFile.keys())
  const leaves = [...files].filter(
    (file) =>
      isLeafRouteFile(file) &&
      ![...files].some((other) => other.startsWith(`${file.replace(/\.[^.]+$/, '')}/`)),
  )
  const routes = leaves.sort().map((file) => {
    const start = routeFileChain(file, files).flatMap((routeFile) => chunksByRouteFile.get(routeFile) ?? [])
    const needed = closure(bundle, start)
    return {
      route: file,
      pattern: routePathPattern(file),
      js: [...needed.js].filter((name) => !inHtml.js.has(name)).sort(),
      css: [...needed.css].filter((name) => !inHtml.css.has(name)).sort(),
    }
  })
  return { routes }
}

/** Vite plugin: writes route-preloads.json next to index.html. */
export function routePreloadsPlugin(routesDir: string): Plugin {
  return {
    name: 'murmur-route-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloads(bundle, routesDir), null, 2)}\n`,
      })
    },
  }
}
