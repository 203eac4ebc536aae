import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { NotFoundFallback } from './error-handler'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
/** Paths the SPA never owns: their misses must stay JSON 404s. */
const NOT_APP_PATHS = ['/v6', '/socket.io', '/metrics', '/healthz']

function cacheControlFor(root: string, file: string): string {
  // Vite writes content-hashed names only under assets/; everything else (index.html,
  // sw.js, manifest.webmanifest, registerSW.js, icons) keeps its name across deploys.
  const [top] = relative(root, file).split(sep)
  return top === 'assets' ? IMMUTABLE : REVALIDATE
}

function ownedByApp(url: string): boolean {
  const path = url.split('?')[0] ?? ''
  return !NOT_APP_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
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
    cacheControl: false,
    setHeaders(reply, file) {
      reply.header('cache-control', cacheControlFor(root, file))
      if (file.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json')
    },
  })
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsHtml(request)) return false
    if (!ownedByApp(request.url)) return false
    reply.header('cache-control', REVALIDATE)
    await reply.sendFile('index.html')
    return true
  }
}
