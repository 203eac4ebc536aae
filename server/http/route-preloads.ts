import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { RUNTIME_CONFIG_PATH } from '../../src/core'

/**
 * The first-load preloads of each client route (written by the build, scripts/bundle/
 * route-preloads.ts): the server answers a navigation with index.html plus a modulepreload for
 * every chunk that route needs, so on a cold load they travel with the entry instead of after it
 * has run. The service worker answers later navigations from its cache, where no preload is needed.
 */

export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

export const RoutePreloadsSchema = v.object({
  routes: v.array(
    v.object({
      route: v.string(),
      /** Regular expression source tested against the request path. */
      pattern: v.string(),
      js: v.array(v.string()),
      css: v.array(v.string()),
    }),
  ),
})
export type RoutePreloads = v.InferOutput<typeof RoutePreloadsSchema>

const SAFE_FILE = /^[\w./-]+$/

function tagsOf(route: RoutePreloads['routes'][number]): string {
  const files = (list: readonly string[]) =>
    list.filter((file) => SAFE_FILE.test(file) && !file.includes('..'))
  return [
    ...files(route.css).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...files(route.js).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('')
}

/** Every start reads the runtime configuration before its first /v6 call: fetched with the HTML. */
const RUNTIME_CONFIG_PRELOAD = `<link rel="preload" as="fetch" crossorigin href="${RUNTIME_CONFIG_PATH}">`

/** index.html for a request path: with the route's preloads when the build listed them. */
export type AppHtml = (path: string) => string

/** Reads index.html and the build's preload list once; a missing or unreadable list means no preloads. */
export function loadAppHtml(root: string): AppHtml {
  const html = readFileSync(join(root, 'index.html'), 'utf8').replace(
    '</head>',
    `${RUNTIME_CONFIG_PRELOAD}</head>`,
  )
  const listFile = join(root, ROUTE_PRELOADS_FILE)
  let routes: { pattern: RegExp; html: string }[] = []
  if (existsSync(listFile)) {
    let stored: unknown = null
    try {
      stored = JSON.parse(readFileSync(listFile, 'utf8'))
    } catch {
      // An unreadable list only costs the preloads.
    }
    const parsed = v.safeParse(RoutePreloadsSchema, stored)
    if (parsed.success) {
      routes = parsed.output.routes.map((route) => ({
        pattern: new RegExp(route.pattern),
        html: html.replace('</head>', `${tagsOf(route)}</head>`),
      }))
    }
  }
  return (path) => routes.find((route) => route.pattern.test(path))?.html ?? html
}
