import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { verifyPassword } from '../../server/accounts'
import { md5Hex } from '../../server/seed'
import { basicAuthorization } from '../../src/core'
import { load, machineFacts, median, round, writeResult } from '../support/measure'
import { startBenchServer } from '../support/server'

/**
 * Benchmark: authenticated GET /v6/userdata (basic auth on every request) against the
 * embedded PGlite database, client and server in one process. Writes
 * bench/results/userdata-auth.json.
 */

const REQUESTS = 5000
const CONCURRENCY = 32
const WARMUP_REQUESTS = 300
const COLD_SAMPLES = 15

/** Benchmark suite: authenticated GET /v6/userdata. */
export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'murmur-bench-'))
  const server = await startBenchServer('', dataDir)
  try {
    const base = `http://127.0.0.1:${server.port}`
    const passwordHash = md5Hex(server.config.demo.password)
    const headers = {
      authorization: basicAuthorization({ username: server.config.demo.email, passwordHash }),
    }
    const userdataUrl = `${base}/v6/userdata?withPendingSubscriptions=true`

    // Cold: one scrypt verification by itself, and one request whose credentials are not cached.
    const scryptMs: number[] = []
    for (let i = 0; i < COLD_SAMPLES; i += 1) {
      const t0 = performance.now()
      await verifyPassword(passwordHash, server.demoUser.user.passwordHash)
      scryptMs.push(performance.now() - t0)
    }
    const coldRequestMs: number[] = []
    for (let i = 0; i < COLD_SAMPLES; i += 1) {
      server.credentials.invalidateUser(server.demoUser.user.id)
      const t0 = performance.now()
      const response = await fetch(userdataUrl, { headers })
      await response.arrayBuffer()
      coldRequestMs.push(performance.now() - t0)
    }

    await load(userdataUrl, headers, WARMUP_REQUESTS, CONCURRENCY)
    const warm = await load(userdataUrl, headers, REQUESTS, CONCURRENCY)
    const baseline = await load(`${base}/healthz`, {}, REQUESTS, CONCURRENCY)

    const result = {
      benchmark: 'userdata-auth',
      date: new Date().toISOString(),
      workload: {
        description:
          'Authenticated GET /v6/userdata?withPendingSubscriptions=true with HTTP basic auth (username + MD5 hex) on every request, ' +
          `${REQUESTS} requests by ${CONCURRENCY} concurrent keep-alive clients after ${WARMUP_REQUESTS} warm-up requests; ` +
          'the credential cache is warm, so each request costs one user lookup in PGlite (temp DATA_DIR) plus the JSON answer. ' +
          'Client (fetch) and server share one Node process, so the figures include client overhead. ' +
          `Cold figures: median of ${COLD_SAMPLES} single scrypt verifications (N=16384, r=8, p=1) and of ${COLD_SAMPLES} ` +
          'sequential requests with the cache entry removed before each. Baseline: GET /healthz with the same load.',
        database: 'PGlite (embedded, on disk)',
        requests: REQUESTS,
        concurrency: CONCURRENCY,
      },
      machine: machineFacts(),
      results: {
        userdataWarmCache: warm,
        healthzBaseline: baseline,
        coldScryptVerificationMs: { median: round(median(scryptMs)), samples: COLD_SAMPLES },
        coldUserdataRequestMs: { median: round(median(coldRequestMs)), samples: COLD_SAMPLES },
      },
      ratios: {
        userdataThroughputVsHealthz: round(warm.throughputRps / baseline.throughputRps, 3),
        // Service time at saturation (1 / throughput), not p50, which includes queueing behind 31 others.
        warmServiceTimeMs: round(1000 / warm.throughputRps, 3),
        coldScryptVsWarmServiceTime: round(median(scryptMs) / (1000 / warm.throughputRps), 1),
      },
    }
    const out = await writeResult('userdata-auth', result)

    process.stdout.write(
      [
        `userdata-auth (${REQUESTS} requests, concurrency ${CONCURRENCY}, PGlite, node ${process.version}, ${cpus().length} CPUs)`,
        `  warm cache: ${warm.throughputRps} req/s, p50 ${warm.latencyMs.p50} ms, p95 ${warm.latencyMs.p95} ms, p99 ${warm.latencyMs.p99} ms, non-200: ${warm.non200}`,
        `  /healthz baseline: ${baseline.throughputRps} req/s (userdata/healthz = ${result.ratios.userdataThroughputVsHealthz})`,
        `  cold scrypt verification: ${result.results.coldScryptVerificationMs.median} ms median (${result.ratios.coldScryptVsWarmServiceTime}x a warm request's service time); cold request ${result.results.coldUserdataRequestMs.median} ms median`,
        `  written to ${out}`,
        '',
      ].join('\n'),
    )
    if (warm.non200 > 0 || baseline.non200 > 0) process.exitCode = 1
  } finally {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
