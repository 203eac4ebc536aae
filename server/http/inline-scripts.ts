import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * CSP sources for the inline scripts of the built index.html (the early-data script, see
 * src/core/early-data.ts): script-src stays 'self' plus the hash of exactly those scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ''
    if (/\ssrc\s*=/.test(attributes)) continue
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64')
    hashes.add(`'sha256-${digest}'`)
  }
  return [...hashes]
}

/** The hashes of the app's index.html in `staticDir`; none when there is no built app. */
export function appInlineScriptHashes(staticDir: string): string[] {
  const file = join(staticDir, 'index.html')
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : []
}
