import { createHash } from 'node:crypto'
import { build } from 'esbuild'
import type { Plugin } from 'vite'

/**
 * Builds src/early/query-cache-read.ts apart from the app (esbuild, one IIFE of about 1 KB, no
 * chunk shared with the bundle) and puts it into index.html as an async classic script ahead of
 * the app: it runs as soon as it arrives, before the app's modules are parsed, and never holds up
 * the HTML parser on a slow first load. 'self' in the CSP covers it; the service worker precaches
 * it with the other assets.
 */
export function earlyScriptPlugin(entry: string): Plugin {
  let fileName = ''
  return {
    name: 'murmur-early-script',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2022',
        platform: 'browser',
        logLevel: 'silent',
      })
      const code = result.outputFiles[0]?.contents
      if (!code) throw new Error(`esbuild wrote nothing for ${entry}`)
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
      fileName = `assets/early-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source: code })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (fileName === '') return html
        return html.replace(
          '<script type="module"',
          `<script async src="/${fileName}"></script>\n    <script type="module"`,
        )
      },
    },
  }
}
