import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type CompressedSize, compressedSize, type FirstRender, type ResourceEntry } from './browser'
import { round } from './measure'
import type { NetworkRecord } from './throttle'

/**
 * The JS on the critical path of a page load: every page script requested before the first render
 * (from the page's resource timings), with transferred, gzip -9 and brotli sizes; worker scripts
 * are listed apart.
 */

export function pathOf(url: string): string {
  return new URL(url).pathname
}

export const isScript = (url: string) => pathOf(url).endsWith('.js')

interface CriticalFile extends CompressedSize {
  path: string
  initiatorType: string
  requestedAtMs: number
  loadedAtMs: number
  transferredBytes: number | null
  contentEncoding: string
}

export async function criticalPathJs(
  targetGzipBytes: number,
  buildDir: string,
  render: FirstRender,
  entries: readonly ResourceEntry[],
  records: readonly NetworkRecord[],
  workerUrls: ReadonlySet<string>,
) {
  const workerPaths = new Set([...workerUrls].map(pathOf))
  const pageScripts = entries.filter((entry) => isScript(entry.url) && !workerPaths.has(pathOf(entry.url)))
  const beforeRender = pageScripts.filter((entry) => entry.startTime <= render.domMs)
  const transferred = (url: string) =>
    records.find((record) => record.targetType === 'page' && record.url === url)?.encodedDataLength ?? null
  const files: CriticalFile[] = []
  for (const entry of beforeRender) {
    const path = pathOf(entry.url)
    const record = records.find((r) => r.url === entry.url)
    files.push({
      path,
      initiatorType: entry.initiatorType,
      requestedAtMs: round(entry.startTime),
      loadedAtMs: round(entry.responseEnd),
      transferredBytes: transferred(entry.url),
      contentEncoding: record?.contentEncoding ?? 'identity',
      ...(await compressedSize(buildDir, path)),
    })
  }
  const sum = (pick: (file: CriticalFile) => number | null) =>
    files.reduce((total, file) => total + (pick(file) ?? 0), 0)
  const workerScripts = []
  // The service worker's own requests are its precache (every built file), not scripts it runs.
  const workerScriptPaths = new Set([
    '/sw.js',
    ...workerPaths,
    ...records
      .filter((r) => r.targetType !== 'page' && r.targetType !== 'service_worker' && isScript(r.url))
      .map((r) => pathOf(r.url)),
  ])
  for (const path of [...workerScriptPaths].filter((p) => p.endsWith('.js')).sort()) {
    if (existsSync(join(buildDir, path)))
      workerScripts.push({ path, ...(await compressedSize(buildDir, path)) })
  }
  const gzipTotal = sum((file) => file.gzip9Bytes)
  return {
    files,
    totals: {
      files: files.length,
      transferredBytes: sum((file) => file.transferredBytes),
      rawBytes: sum((file) => file.rawBytes),
      gzip9Bytes: gzipTotal,
      brotli11Bytes: sum((file) => file.brotli11Bytes),
    },
    target: { gzip9Bytes: targetGzipBytes },
    met: gzipTotal <= targetGzipBytes,
    notRequestedBeforeRender: pageScripts
      .filter((entry) => entry.startTime > render.domMs)
      .map((e) => pathOf(e.url)),
    workerScripts,
  }
}
