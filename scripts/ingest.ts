/**
 * JSON-lines import (npm run ingest -- [--url URL] [--token TOKEN] [--batch N] FILE|-): sends
 * the file to a running server's POST /v6/ingest in batches, so it goes through the same
 * pipeline (and the embedded PGlite database stays owned by the server process). Prints the
 * rejected lines with their numbers and reasons. Exit code 0: every line stored or already
 * there; 2: some lines rejected; 1: the import failed.
 *
 * URL defaults to $MURMUR_URL or http://127.0.0.1:$PORT (8080); TOKEN to $OPERATOR_TOKEN.
 */
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { IngestResultSchema } from '../src/core'

const DEFAULT_BATCH = 1_000

async function readInput(path: string): Promise<string> {
  if (path !== '-') return readFile(path, 'utf8')
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  return Buffer.concat(chunks).toString('utf8')
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      batch: { type: 'string' },
    },
    allowPositionals: true,
  })
  const file = positionals[0]
  const token = values.token ?? process.env.OPERATOR_TOKEN ?? ''
  const base = values.url ?? process.env.MURMUR_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`
  const batch = Number(values.batch ?? DEFAULT_BATCH)
  if (!file || token === '' || !Number.isInteger(batch) || batch < 1) {
    process.stderr.write('usage: npm run ingest -- [--url URL] [--token TOKEN] [--batch N] FILE|-\n')
    process.stderr.write('The operator token comes from --token or OPERATOR_TOKEN.\n')
    return 1
  }
  const lines = (await readInput(file)).split(/\r?\n/)
  const totals = { received: 0, stored: 0, duplicates: 0, rejected: 0 }
  for (let start = 0; start < lines.length; start += batch) {
    const slice = lines.slice(start, start + batch)
    if (slice.every((line) => line.trim() === '')) continue
    const response = await fetch(new URL('/v6/ingest', base), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
      body: slice.join('\n'),
    })
    const json: unknown = await response.json()
    const parsed = v.safeParse(IngestResultSchema, json)
    const rejectedOnly = v.safeParse(
      v.object({ en: v.optional(v.string()), rejected: v.optional(IngestResultSchema.entries.rejected) }),
      json,
    )
    if (parsed.success) {
      totals.received += parsed.output.received
      totals.stored += parsed.output.stored
      totals.duplicates += parsed.output.duplicates
      for (const rejection of parsed.output.rejected) {
        totals.rejected += 1
        process.stdout.write(`line ${rejection.line + start}: ${rejection.reason} (code ${rejection.code})\n`)
      }
    } else if (response.status === 400 && rejectedOnly.success && rejectedOnly.output.rejected) {
      for (const rejection of rejectedOnly.output.rejected) {
        totals.received += 1
        totals.rejected += 1
        process.stdout.write(`line ${rejection.line + start}: ${rejection.reason} (code ${rejection.code})\n`)
      }
    } else {
      const text = rejectedOnly.success ? rejectedOnly.output.en : undefined
      process.stderr.write(`ingest failed at line ${start + 1}: HTTP ${response.status} ${text ?? ''}\n`)
      return 1
    }
  }
  process.stdout.write(
    `received ${totals.received}, stored ${totals.stored}, duplicates ${totals.duplicates}, rejected ${totals.rejected}\n`,
  )
  return totals.rejected > 0 ? 2 : 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`ingest failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
  },
)
