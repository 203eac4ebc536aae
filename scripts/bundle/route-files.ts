import { posix } from 'node:path'

/**
 * TanStack Router's file-route conventions, as far as the build needs them: the URL path a route
 * file answers, as a pattern the server can test a request path against, and the layout files
 * above it. `routeFile` is relative to src/routes with forward slashes (e.g. `_app/asset.tsx`).
 */

const ROUTE_EXTENSION = /\.(tsx|ts|jsx|js)$/

/** Segments of a route file's URL: layouts (`_app`) and `index` add none, `a.b` is `a/b`. */
function urlSegments(routeFile: string): string[] {
  const withoutExtension = routeFile.replace(ROUTE_EXTENSION, '')
  return withoutExtension
    .split('/')
    .flatMap((part) => part.split(/\.(?![^{]*\})/))
    .filter((segment) => segment !== '' && segment !== 'index' && !segment.startsWith('_'))
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A regular expression (source) matching the request paths of a route file: `$id` is one
 * segment, `{-$id}` an optional one, `$` (splat) the rest. A trailing slash is accepted.
 */
export function routePathPattern(routeFile: string): string {
  let source = ''
  for (const segment of urlSegments(routeFile)) {
    if (/^\{-\$[^}]+\}$/.test(segment)) source += '(?:/[^/]+)?'
    else if (segment === '$') source += '(?:/.*)?'
    else if (segment.startsWith('$')) source += '/[^/]+'
    else source += `/${escapeRegExp(segment)}`
  }
  return `^${source}/?$`
}

/** True for files that are routes (not the root, not the generated tree, not tests). */
export function isLeafRouteFile(routeFile: string): boolean {
  const name = posix.basename(routeFile)
  return ROUTE_EXTENSION.test(name) && !name.startsWith('__root') && !/\.(test|spec)\./.test(name)
}

/** The route file and the layout files above it, root first (`__root.tsx`, `_app.tsx`, `_app/asset.tsx`). */
export function routeFileChain(routeFile: string, allFiles: ReadonlySet<string>): string[] {
  const chain = ['__root.tsx']
  const parts = routeFile.split('/')
  for (let depth = 1; depth < parts.length; depth += 1) {
    const dir = parts.slice(0, depth).join('/')
    const layout = [...allFiles].find((file) => file.replace(ROUTE_EXTENSION, '') === dir)
    if (layout) chain.push(layout)
  }
  chain.push(routeFile)
  return chain.filter((file) => allFiles.has(file))
}
