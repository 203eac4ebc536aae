import { expect } from 'vitest'
import type { TestServer } from './server'

/** POST /v6/ingest with the operator token: the lines must all be stored. */
export async function ingestAll(server: Pick<TestServer, 'base'>, token: string, lines: readonly string[]) {
  const response = await fetch(`${server.base}/v6/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    body: lines.join('\n'),
  })
  expect(response.status).toBe(200)
  expect(((await response.json()) as { stored: number }).stored).toBe(lines.length)
}
