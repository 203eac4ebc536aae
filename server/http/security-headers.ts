import type { IncomingMessage } from 'node:http'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { RuntimeConfig } from '../../src/core'

type DirectiveValue = string | ((req: IncomingMessage) => string)

const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/** ws:// and wss:// of the host the page was loaded from (older browsers do not count them as 'self'). */
function ownSocketOrigin(scheme: 'ws' | 'wss'): (req: IncomingMessage) => string {
  return (req) => {
    const host = req.headers.host
    return host && HOST_HEADER.test(host) ? `${scheme}://${host}` : "'self'"
  }
}

const COUNTERPART: Record<string, string> = {
  'http:': 'ws:',
  'https:': 'wss:',
  'ws:': 'http:',
  'wss:': 'https:',
}

/** An origin plus its http↔ws counterpart (socket.io turns https:// into wss:// and back). */
function originsOf(url: string): string[] {
  if (url === '') return []
  const parsed = new URL(url)
  const counterpart = COUNTERPART[parsed.protocol]
  const origins = [`${parsed.protocol}//${parsed.host}`]
  if (counterpart) origins.push(`${counterpart}//${parsed.host}`)
  return origins
}

/**
 * `scriptHashes`: CSP hash sources of the app's inline scripts (inline-scripts.ts); `imageHost`:
 * the origin AI-update images are served from (IMAGE_HOST).
 */
export function contentSecurityPolicyDirectives(
  runtime: RuntimeConfig,
  scriptHashes: readonly string[] = [],
  imageHost: string | null = null,
): Record<string, DirectiveValue[]> {
  const configured = new Set([
    ...originsOf(runtime.apiBaseUrl),
    ...originsOf(runtime.websocketUrl),
    ...(runtime.analyticsEnabled ? originsOf(runtime.analyticsBaseUrl) : []),
  ])
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(imageHost ? [new URL(imageHost).origin] : [])],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ownSocketOrigin('ws'), ownSocketOrigin('wss'), ...configured],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  }
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  runtime: RuntimeConfig,
  scriptHashes: readonly string[] = [],
  imageHost: string | null = null,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyDirectives(runtime, scriptHashes, imageHost),
    },
    // The app needs no cross-origin isolation, and COEP require-corp would refuse responses of the
    // configured API or analytics origins that carry no Cross-Origin-Resource-Policy header.
    crossOriginEmbedderPolicy: false,
    // Same rule as frame-ancestors 'none', for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    // HSTS over plain HTTP is meaningless and, on a host later served over HTTPS on another
    // port, harmful: sent below only when the request came over HTTPS.
    hsts: false,
  })
  app.addHook('onSend', async (request, reply) => {
    // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is on.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY)
  })
}

/** helmet's default policy: one year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'
