import { queryParameters } from './document'
import { type RegisteredRoute, routeDoc } from './registry'

/**
 * /v6/docs: the reference as static HTML rendered on the server. No script, no inline
 * style and nothing from another origin, so the strict CSP of every page applies unchanged.
 */

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function anchorOf(route: RegisteredRoute): string {
  return `${route.method}-${route.path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

function typeOf(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return ''
  if ('enum' in schema && Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ')
  if ('type' in schema && typeof schema.type === 'string') {
    const pattern = 'pattern' in schema && typeof schema.pattern === 'string' ? ` (${schema.pattern})` : ''
    return `${schema.type}${pattern}`
  }
  if ('anyOf' in schema && Array.isArray(schema.anyOf)) return schema.anyOf.map(typeOf).join(' | ')
  return ''
}

function routeSection(route: RegisteredRoute): string {
  const doc = routeDoc(route.method, route.path)
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
  const rows = [
    ...[...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => {
      const name = match[1] ?? ''
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>path</td><td>yes</td><td>${escapeHtml(doc?.params?.[name] ?? '')}</td></tr>`
    }),
    ...queryParameters(doc).map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>query</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${escapeHtml(typeOf(parameter.schema))}</td></tr>`,
    ),
  ]
  const table = rows.length
    ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Details</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : ''
  const errors = doc?.errors?.length ? `<p class="errors">Error codes: ${doc.errors.join(', ')}</p>` : ''
  return `<section id="${anchorOf(route)}"><h3><span class="method method-${route.method.toLowerCase()}">${route.method}</span> <code>/v6${escapeHtml(path)}</code></h3>
<p>${escapeHtml(doc?.summary ?? 'Not documented yet.')}</p>${doc?.description ? `<p class="description">${escapeHtml(doc.description)}</p>` : ''}${table}${doc?.body ? '<p>Takes a JSON body; see the schema in <a href="/v6/openapi.json">openapi.json</a>.</p>' : ''}${errors}</section>`
}

export function renderDocsPage(routes: readonly RegisteredRoute[]): string {
  const byTag = new Map<string, RegisteredRoute[]>()
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
  for (const route of sorted) {
    const tag = routeDoc(route.method, route.path)?.tags?.[0] ?? 'Undocumented'
    byTag.set(tag, [...(byTag.get(tag) ?? []), route])
  }
  const tags = [...byTag.keys()].sort()
  const nav = tags
    .map(
      (tag) =>
        `<li>${escapeHtml(tag)}<ul>${(byTag.get(tag) ?? []).map((route) => `<li><a href="#${anchorOf(route)}">${route.method} ${escapeHtml(route.path)}</a></li>`).join('')}</ul></li>`,
    )
    .join('')
  const body = tags
    .map((tag) => `<h2>${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).map(routeSection).join('\n')}`)
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Murmur /v6 reference</title><link rel="stylesheet" href="/v6/docs.css"></head>
<body><header><h1>Murmur /v6 reference</h1><p>${routes.length} calls. Authentication: HTTP basic with the user name and the MD5 hex of the password. Every call accepts <code>format=json</code>; errors answer <code>{code, internalCode, en}</code>. Machine-readable: <a href="/v6/openapi.json">openapi.json</a>.</p></header>
<div class="layout"><nav><ul>${nav}</ul></nav><main>${body}</main></div></body></html>
`
}

export const DOCS_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2430;background:#fafbfc}
header{padding:1rem 2rem;background:#14213d;color:#fff}header a{color:#9cc3ff}
.layout{display:flex;gap:2rem;padding:1rem 2rem}nav{flex:0 0 18rem;font-size:13px}nav ul{padding-left:1rem}
main{flex:1;min-width:0}section{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:.5rem 1rem;margin:0 0 1rem}
h3{font-size:16px;margin:.5rem 0}.method{display:inline-block;min-width:4rem;text-align:center;border-radius:4px;color:#fff;background:#4a5568;font-size:12px;padding:2px 6px}
.method-get{background:#2b6cb0}.method-post{background:#2f855a}.method-delete{background:#c53030}.method-patch,.method-put{background:#b7791f}
table{border-collapse:collapse;width:100%;font-size:13px}td,th{border-bottom:1px solid #e5e9f0;text-align:left;padding:4px 6px}
code{font-family:ui-monospace,monospace}.errors,.description{color:#4a5568}
@media (max-width:800px){.layout{display:block}nav{display:none}}`
