import { round, stats } from './measure'

export interface StatusCounts {
  ok: number
  unavailable503: number
  other5xx: number
  other: number
  failedRequests: number
}

export function emptyCounts(): StatusCounts {
  return { ok: 0, unavailable503: 0, other5xx: 0, other: 0, failedRequests: 0 }
}

export function countStatus(counts: StatusCounts, status: number | null): void {
  if (status === null) counts.failedRequests += 1
  else if (status >= 200 && status < 300) counts.ok += 1
  else if (status === 503) counts.unavailable503 += 1
  else if (status >= 500) counts.other5xx += 1
  else counts.other += 1
}

/**
 * `concurrency` workers call `send` back to back for `warmupMs` + `durationMs` while a prober asks
 * /healthz every `probeEveryMs`: the request figures and the liveness latency under that load.
 * Requests and probes of the warm-up (connections opening, caches and JIT warming) are sent but
 * not counted: the figures are the steady state.
 */
export async function loadWithHealthProbe(
  send: () => Promise<Response>,
  healthUrl: string,
  {
    concurrency,
    durationMs,
    probeEveryMs = 50,
    warmupMs = 2000,
  }: { concurrency: number; durationMs: number; probeEveryMs?: number; warmupMs?: number },
) {
  const latencies: number[] = []
  const health: number[] = []
  const counts = emptyCounts()
  const started = performance.now() + warmupMs
  const until = started + durationMs
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now()
      let status: number | null = null
      try {
        const response = await send()
        await response.arrayBuffer()
        status = response.status
      } catch {
        status = null
      }
      if (t0 < started) continue
      countStatus(counts, status)
      latencies.push(performance.now() - t0)
    }
  }
  const prober = async () => {
    while (performance.now() < until) {
      const t0 = performance.now()
      await fetch(healthUrl).then((response) => response.arrayBuffer())
      if (t0 >= started) health.push(performance.now() - t0)
      await new Promise((resolve) => setTimeout(resolve, probeEveryMs))
    }
  }
  await Promise.all([...Array.from({ length: concurrency }, worker), prober()])
  const elapsed = performance.now() - started
  return {
    concurrency,
    warmupMs,
    durationMs: round(elapsed),
    requests: latencies.length,
    throughputRps: round((latencies.length / elapsed) * 1000, 1),
    latencyMs: stats(latencies),
    statuses: counts,
    healthzMs: stats(health),
  }
}
