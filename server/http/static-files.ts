import { existsSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isServerPath } from '../../src/core'
import type { NotFoundFallback } from './error-handler'
import { loadAppHtml } from './route-preloads'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

function isHashedAsset(root: string, file: string): boolean {
  // Vite writes content-hashed names only under assets/; everything else (index.html,
  // sw.js, manifest.webmanifest, registerSW.js, icons) keeps its name across deploys.
  const [top] = relative(root, file).split(sep)
  return top === 'assets'
}

/**
 * Headers a browser reads only on a document or a worker's own script (security-headers.ts sets
 * them on every response). A script or stylesheet a page loads ignores them, and on a first visit
 * over a slow network they are about 700 bytes on each of the page's dozens of requests.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
] as const

/** A hashed script or stylesheet the page loads; worker scripts (their CSP is their own) are not. */
export function isPageSubresource(root: string, file: string): boolean {
  const name = file.split(sep).at(-1) ?? ''
  return isHashedAsset(root, file) && /\.(js|css)(\.(br|gz))?$/.test(name) && !/worker/i.test(name)
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
      reply.header('cache-control', isHashedAsset(root, file) ? IMMUTABLE : REVALIDATE)
      if (isPageSubresource(root, file)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name)
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
