import { percentile, round } from './measure'

/** Sequential latency samples after a warm-up (one request at a time). */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200)
const WARMUP = 20

export interface Measured {
  p50: number
  p95: number
  mean: number
  samples: number
}

export async function measure(send: (i: number) => Promise<Response>): Promise<Measured> {
  for (let i = 0; i < WARMUP; i += 1) {
    const response = await send(i)
    if (response.status !== 200)
      throw new Error(`warm-up answered ${response.status}: ${await response.text()}`)
    await response.arrayBuffer()
  }
  const latencies: number[] = []
  for (let i = 0; i < SAMPLES; i += 1) {
    const t0 = performance.now()
    const response = await send(i)
    await response.arrayBuffer()
    latencies.push(performance.now() - t0)
    if (response.status !== 200) throw new Error(`request answered ${response.status}`)
  }
  const sorted = latencies.sort((a, b) => a - b)
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    mean: round(sorted.reduce((sum, x) => sum + x, 0) / sorted.length),
    samples: SAMPLES,
  }
}

export async function measureWork(work: (i: number) => Promise<void>): Promise<Measured> {
  for (let i = 0; i < WARMUP; i += 1) await work(i)
  const latencies: number[] = []
  for (let i = 0; i < SAMPLES; i += 1) {
    const t0 = performance.now()
    await work(i)
    latencies.push(performance.now() - t0)
  }
  const sorted = latencies.sort((a, b) => a - b)
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    mean: round(sorted.reduce((sum, x) => sum + x, 0) / sorted.length),
    samples: SAMPLES,
  }
}
