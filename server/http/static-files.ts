import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isServerPath } from '../../src/core'
import type { NotFoundFallback } from './error-handler'
import { loadAppHtml } from './route-preloads'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

function cacheControlFor(root: string, file: string): string {
  // Vite writes content-hashed names only under assets/; everything else (index.html,
  // sw.js, manifest.webmanifest, registerSW.js, icons) keeps its name across deploys.
  const [top] = relative(root, file).split(sep)
  return top === 'assets' ? IMMUTABLE : REVALIDATE
}

/** The server's own paths never get the SPA: their misses stay JSON 404s. */
function ownedByApp(url: string): boolean {
  return !isServerPath(url.split('?')[0] ?? '')
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html')
}

/**
 * Serves the built PWA when STATIC_DIR exists and returns the SPA fallback: GETs for
 * HTML outside the server's own paths get index.html, so client routes (and the app's
 * not-found page) work on reload. Returns undefined when there is nothing to serve.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  root: string,
): Promise<NotFoundFallback | undefined> {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ staticDir: root }, 'no built app in STATIC_DIR: serving the API only')
    return undefined
  }
  await app.register(fastifyStatic, {
    root,
    // The build writes .br and .gz next to each text file (scripts/precompress-plugin.ts).
    preCompressed: true,
    // Navigations to / get the fallback below, with the home route's preloads.
    index: false,
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('cache-control', cacheControlFor(root, file))
      if (file.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json')
    },
  })
  const appHtml = loadAppHtml(root)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/'
    // '/' is the app whatever the client accepts (as when the static plugin served it as the index).
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !(wantsHtml(request) || path === '/'))
      return false
    if (!ownedByApp(request.url)) return false
    reply.header('cache-control', REVALIDATE)
    await reply.type('text/html; charset=utf-8').send(appHtml(path))
    return true
  }
}
