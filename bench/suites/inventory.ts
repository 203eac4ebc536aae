import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadInventoryTitlesJson } from '../../server/market/inventory/inventory'
import { md5Hex } from '../../server/seed'
import { basicAuthorization, decodeInventoryBinary, decodeInventoryColumns } from '../../src/core'
import { BENCH_INVENTORY_SIZE, generateInventory, loadInventoryFixture } from '../fixtures/inventory'
import { machineFacts, median, percentile, round, writeResult } from '../support/measure'
import { startBenchServer } from '../support/server'

/**
 * Benchmark: GET /v6/inventory?add_icon=true&primaryFieldsOnly=true with 80,000 synthetic
 * titles (bench/fixtures/inventory.ts) on top of the curated seed, PGlite on disk. Measures
 * the bytes on the wire per encoding, the first (building) request, warm requests per
 * encoding and a 304 revalidation. Writes bench/results/inventory.json.
 */

const SAMPLES = 30
const PATH = '/v6/inventory?add_icon=true&primaryFieldsOnly=true'

interface RawAnswer {
  status: number
  bytes: number
  ms: number
  etag: string | undefined
}

function rawGet(port: number, headers: Record<string, string>, path = PATH): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on('end', () => {
        const etag = res.headers.etag
        resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0, etag })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

async function samples(port: number, headers: Record<string, string>) {
  const answers: RawAnswer[] = []
  for (let i = 0; i < SAMPLES; i += 1) answers.push(await rawGet(port, headers))
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b)
  return {
    bytes: answers[0]?.bytes ?? 0,
    statuses: [...new Set(answers.map((answer) => answer.status))],
    latencyMs: {
      p50: round(median(sorted)),
      p95: round(percentile(sorted, 95)),
      max: round(sorted.at(-1) ?? 0),
    },
  }
}

/**
 * The app's variant (/v6/inventory/columns, as the hub loads it): the brotli bytes of the JSON
 * columns and of the PPM-compressed names (names=ppm), and the binary's decode time.
 */
async function appInventoryVariants(port: number, auth: Record<string, string>) {
  const columns = '/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true'
  const br = { ...auth, 'accept-encoding': 'br' }
  // The first requests build and compress each variant.
  await rawGet(port, br, columns)
  await rawGet(port, br, `${columns}&names=ppm`)
  const json = await rawGet(port, br, columns)
  const ppm = await rawGet(port, br, `${columns}&names=ppm`)
  const body = new Uint8Array(
    await (await fetch(`http://127.0.0.1:${port}${columns}&names=ppm`, { headers: auth })).arrayBuffer(),
  )
  const decodeMs: number[] = []
  for (let i = 0; i < 3; i += 1) {
    const t = performance.now()
    decodeInventoryColumns(decodeInventoryBinary(body))
    decodeMs.push(performance.now() - t)
  }
  return {
    jsonColumnsBrotliBytes: json.bytes,
    ppmNamesBrotliBytes: ppm.bytes,
    ppmOfJson: round(ppm.bytes / json.bytes, 3),
    decodeMedianMs: round(median(decodeMs)),
  }
}

export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'murmur-bench-inventory-'))
  const server = await startBenchServer('', dataDir)
  try {
    const t0 = performance.now()
    const rows = generateInventory()
    const generateMs = performance.now() - t0
    const t1 = performance.now()
    await loadInventoryFixture(server.database.db, rows)
    const loadMs = performance.now() - t1
    const auth = {
      authorization: basicAuthorization({
        username: server.config.demo.email,
        passwordHash: md5Hex(server.config.demo.password),
      }),
    }
    // The server-side build alone (one SQL aggregation), without HTTP, auth and compression.
    const buildMs: number[] = []
    for (let i = 0; i < 3; i += 1) {
      const t = performance.now()
      await loadInventoryTitlesJson(server.database.db, { addIcon: true, primaryFieldsOnly: true })
      buildMs.push(performance.now() - t)
    }
    const first = await rawGet(server.port, { ...auth, 'accept-encoding': 'identity' })
    const firstGzip = await rawGet(server.port, { ...auth, 'accept-encoding': 'gzip' })
    const firstBrotli = await rawGet(server.port, { ...auth, 'accept-encoding': 'br' })
    const identity = await samples(server.port, { ...auth, 'accept-encoding': 'identity' })
    const gzip = await samples(server.port, { ...auth, 'accept-encoding': 'gzip' })
    const brotli = await samples(server.port, { ...auth, 'accept-encoding': 'br' })
    const revalidate = await samples(server.port, {
      ...auth,
      'accept-encoding': 'br',
      'if-none-match': first.etag ?? '',
    })
    const titleCount = rows.length
    const appVariant = await appInventoryVariants(server.port, auth)
    const result = {
      benchmark: 'inventory',
      date: new Date().toISOString(),
      workload: {
        description:
          `GET ${PATH} with ${BENCH_INVENTORY_SIZE} synthetic titles (bench/fixtures/inventory.ts, deterministic) plus the curated seed, ` +
          `PGlite on disk. First requests build the cached answer (identity) and compress it (gzip, br quality 5); then ${SAMPLES} ` +
          'sequential requests per encoding, and a 304 revalidation with If-None-Match. Bytes are as sent on the wire.',
        titles: titleCount,
      },
      machine: { ...machineFacts(), loadAverage1m: round(loadavg()[0] ?? 0) },
      results: {
        fixtureGenerateMs: round(generateMs),
        fixtureLoadMs: round(loadMs),
        sqlBuildMedianMs: round(median(buildMs)),
        firstRequestBuildMs: round(first.ms),
        firstGzipCompressMs: round(firstGzip.ms),
        firstBrotliCompressMs: round(firstBrotli.ms),
        rawBytes: identity.bytes,
        gzipBytes: gzip.bytes,
        brotliBytes: brotli.bytes,
        warmIdentity: identity,
        warmGzip: gzip,
        warmBrotli: brotli,
        revalidate304: revalidate,
        appVariant,
      },
      ratios: {
        gzipOfRaw: round(gzip.bytes / identity.bytes, 3),
        brotliOfRaw: round(brotli.bytes / identity.bytes, 3),
        rawBytesPerTitle: round(identity.bytes / titleCount, 1),
        brotliBytesPerTitle: round(brotli.bytes / titleCount, 1),
      },
    }
    const out = await writeResult('inventory', result)
    process.stdout.write(
      [
        `inventory (${BENCH_INVENTORY_SIZE} titles, PGlite, node ${process.version}, ${cpus().length} CPUs, load ${round(loadavg()[0] ?? 0)})`,
        `  size: raw ${identity.bytes} B, gzip ${gzip.bytes} B (${result.ratios.gzipOfRaw}), br ${brotli.bytes} B (${result.ratios.brotliOfRaw})`,
        `  SQL build ${result.results.sqlBuildMedianMs} ms (median of 3); first request (build) ${result.results.firstRequestBuildMs} ms; first gzip ${result.results.firstGzipCompressMs} ms; first br ${result.results.firstBrotliCompressMs} ms`,
        `  app variant (columns, br): JSON ${appVariant.jsonColumnsBrotliBytes} B, PPM names ${appVariant.ppmNamesBrotliBytes} B (${appVariant.ppmOfJson}); decode ${appVariant.decodeMedianMs} ms (median of 3, unthrottled)`,
        `  warm p50: identity ${identity.latencyMs.p50} ms, gzip ${gzip.latencyMs.p50} ms, br ${brotli.latencyMs.p50} ms; 304 ${revalidate.latencyMs.p50} ms`,
        `  written to ${out}`,
        '',
      ].join('\n'),
    )
    if (revalidate.statuses.join() !== '304' || identity.statuses.join() !== '200') process.exitCode = 1
  } finally {
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
