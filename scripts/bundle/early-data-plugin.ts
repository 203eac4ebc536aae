import type { Plugin } from 'vite'
import { AUTH_STORE_KEY, AUTH_STORE_VERSION } from '../../src/core/constants'
import { earlyDataScript } from '../../src/core/early-data'
import { APP_VERSION_HEADER } from '../../src/core/http'
import { firstVisitScriptElement } from '../../src/core/page-snapshot'

/**
 * Puts the early-data script (src/core/early-data.ts) into index.html's head, before the first
 * stylesheet or script: an inline script after a stylesheet would wait for it to load.
 */
export function insertEarlyDataScript(html: string, script: string): string {
  const head = html.indexOf('<head>')
  const headEnd = html.indexOf('</head>')
  if (head < 0 || headEnd < 0) throw new Error('index.html has no <head>: cannot place the early-data script')
  const firstResource = html.slice(head, headEnd).search(/<(link|script)\b/)
  const at = firstResource < 0 ? headEnd : head + firstResource
  return `${html.slice(0, at)}${firstVisitScriptElement(script)}${html.slice(at)}`
}

export function earlyDataPlugin(appVersion: string): Plugin {
  return {
    name: 'murmur-early-data',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        insertEarlyDataScript(
          html,
          earlyDataScript({
            authStoreKey: AUTH_STORE_KEY,
            authStoreVersion: AUTH_STORE_VERSION,
            appVersion,
            appVersionHeader: APP_VERSION_HEADER,
          }),
        ),
    },
  }
}
