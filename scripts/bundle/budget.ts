import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as v from 'valibot'
import { ROUTE_PRELOADS_FILE, RoutePreloadsSchema } from '../../server/http/route-preloads'

/**
 * The critical-path JS of a first load, measured from the build (not timed): the scripts
 * index.html loads (entry and modulepreloads) plus the chunks the build lists for the first route
 * (route-preloads.json), as gzip -9 bytes. `npm test` fails when it grows past the ceiling, so a
 * screen cannot quietly put its widgets on every start's path. KB = 1,000 bytes.
 */

/** Issue 19's target for the asset page (the pwa-start bench reports against it). */
export const CRITICAL_PATH_JS_TARGET_GZIP_BYTES = 130_000
/**
 * The gate `npm test` holds: what the build measured when the check landed (160.2 KB for /asset),
 * plus 1.8 KB of slack; lowered to 161.5 KB when the Info tabs left the first paint (160.7 KB),
 * to 158.5 KB when the hub client did (156.8 KB), and to 156.0 KB when modules the first page
 * needs one export of stopped carrying other pages' exports (154.3 KB), to 155.0 KB when the
 * header's search bar did (153.4 KB), and to 154.5 KB when the router's store stopped shipping a
 * useSyncExternalStore shim (153.1 KB). Since React 18 (a framework chunk 22.7 KB smaller), the
 * page-snapshot saver loading with the first save and no modulepreload polyfill (129.6 KB), it
 * is the target itself. Never raise it to let a change in.
 */
export const CRITICAL_PATH_JS_CEILING_GZIP_BYTES = CRITICAL_PATH_JS_TARGET_GZIP_BYTES
/** The route whose first load is budgeted: the asset page, the bench's and most users' first page. */
export const BUDGETED_ROUTE = '_app/asset.tsx'

export interface CriticalPathFile {
  file: string
  gzipBytes: number
}

export interface CriticalPathMeasure {
  route: string
  files: CriticalPathFile[]
  gzipBytes: number
  ceilingBytes: number
  withinCeiling: boolean
}

/** Scripts index.html loads itself: the early script, the module entry and its modulepreloads. */
export function htmlScripts(html: string): string[] {
  const files = new Set<string>()
  for (const match of html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)) {
    if (match[1]) files.add(match[1])
  }
  for (const match of html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g)) {
    if (match[1]) files.add(match[1])
  }
  return [...files]
}

export async function measureCriticalPath(
  buildDir: string,
  route = BUDGETED_ROUTE,
  ceilingBytes = CRITICAL_PATH_JS_CEILING_GZIP_BYTES,
): Promise<CriticalPathMeasure> {
  const html = await readFile(join(buildDir, 'index.html'), 'utf8')
  const preloads = v.parse(
    RoutePreloadsSchema,
    JSON.parse(await readFile(join(buildDir, ROUTE_PRELOADS_FILE), 'utf8')),
  )
  const routeEntry = preloads.routes.find((entry) => entry.route === route)
  if (!routeEntry) throw new Error(`${ROUTE_PRELOADS_FILE} lists no route ${route}`)
  const names = [...new Set([...htmlScripts(html), ...routeEntry.js])]
  const files: CriticalPathFile[] = []
  for (const file of names) {
    files.push({ file, gzipBytes: gzipSync(await readFile(join(buildDir, file)), { level: 9 }).length })
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes)
  const gzipBytes = files.reduce((total, entry) => total + entry.gzipBytes, 0)
  return { route, files, gzipBytes, ceilingBytes, withinCeiling: gzipBytes <= ceilingBytes }
}
