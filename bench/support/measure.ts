import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, totalmem } from 'node:os'

export interface LoadResult {
  requests: number
  concurrency: number
  durationMs: number
  throughputRps: number
  latencyMs: { mean: number; p50: number; p95: number; p99: number; max: number }
  non200: number
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

export async function load(
  url: string,
  headers: Record<string, string>,
  requests: number,
  concurrency: number,
): Promise<LoadResult> {
  const latencies: number[] = []
  let next = 0
  let non200 = 0
  const started = performance.now()
  async function worker(): Promise<void> {
    while (next < requests) {
      next += 1
      const t0 = performance.now()
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      latencies.push(performance.now() - t0)
      if (response.status !== 200) non200 += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const durationMs = performance.now() - started
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests,
    concurrency,
    durationMs: round(durationMs),
    throughputRps: round((requests / durationMs) * 1000, 1),
    latencyMs: {
      mean: round(sorted.reduce((sum, x) => sum + x, 0) / sorted.length),
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? Number.NaN),
    },
    non200,
  }
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
}

export function machineFacts() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    totalMemoryMiB: Math.round(totalmem() / 1024 / 1024),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  }
}

/** Writes bench/results/<name>.json and returns its path. */
export async function writeResult(name: string, result: unknown): Promise<string> {
  const dir = new URL('../results/', import.meta.url)
  await mkdir(dir, { recursive: true })
  const out = new URL(`${name}.json`, dir)
  await writeFile(out, `${JSON.stringify(result, null, 2)}\n`)
  return out.pathname
}

/** p50, p95, p99 and max of some samples, rounded. */
export interface Stats {
  p50: number
  p95: number
  p99: number
  max: number
  samples: number
}

export function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    samples: sorted.length,
  }
}

/** POST /v6/messages/search with statistics for one title over the 3 days before `endMs`. */
export function searchWithStats(
  base: string,
  authorization: string,
  titleId: number | undefined,
  endMs: number,
) {
  return fetch(`${base}/v6/messages/search`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      startDate: endMs - 3 * 86_400_000,
      endDate: endMs,
      titles: [titleId],
      include_stats: true,
      limit: 20,
    }),
  })
}
