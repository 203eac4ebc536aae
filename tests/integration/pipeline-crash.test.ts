import { type ChildProcess, spawn } from 'node:child_process'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { makeTempDir } from './support/server'

/**
 * Durability: a real server process on a PGlite data dir is killed (SIGKILL) in the middle of an
 * ingest; after a restart on the same dir every acknowledged message is there, exactly once.
 */

const TOKEN = 'operator-token-for-crash-0123456789'
const BATCH = 150

interface Child {
  process: ChildProcess
  base: string
}

function startChild(dataDir: string): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        STATIC_DIR: `${dataDir}/no-app`,
        LOG_LEVEL: 'silent',
        OPERATOR_TOKEN: TOKEN,
        DEMO_FEED: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const onData = (chunk: Buffer) => {
      output += String(chunk)
      const match = output.match(/running at http:\/\/localhost:(\d+)/)
      if (match?.[1]) {
        child.stdout?.off('data', onData)
        resolve({ process: child, base: `http://127.0.0.1:${match[1]}` })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += String(chunk)
    })
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${output.slice(-2000)}`)))
  })
}

function batchOf(round: number): string {
  return Array.from({ length: BATCH }, (_, i) =>
    JSON.stringify({
      source: 'crash.example',
      source_id: `r${round}-${i}`,
      type: 'tweets',
      time: new Date(Date.UTC(2026, 0, 10) + round * 60_000 + i).toISOString(),
      sub: `Message ${round}/${i} about $AAPL and Microsoft`,
      author: `author${i % 17}`,
    }),
  ).join('\n')
}

/** Resolves once the child has exited, also when it already has (its 'exit' event is past). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

async function ingest(base: string, body: string): Promise<Response> {
  return fetch(`${base}/v6/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
    body,
  })
}

const dirs: { remove(): Promise<void> }[] = []
afterAll(async () => {
  for (const dir of dirs) await dir.remove()
})

describe('ingest durability across a killed process (PGlite data dir)', () => {
  it('keeps every acknowledged message exactly once after SIGKILL and restart', async () => {
    const dir = await makeTempDir('murmur-crash-')
    dirs.push(dir)
    const first = await startChild(dir.path)
    const acknowledged: string[] = []
    let round = 0
    let killed = false
    // Keep two calls in flight so the kill lands while a batch is being written.
    const sender = async () => {
      while (!killed) {
        const mine = round
        round += 1
        try {
          const response = await ingest(first.base, batchOf(mine))
          if (response.status === 200) {
            const result = await response.json()
            expect(result.stored).toBe(BATCH)
            for (let i = 0; i < BATCH; i += 1) acknowledged.push(`r${mine}-${i}`)
          }
        } catch {
          return
        }
      }
    }
    const senders = [sender(), sender()]
    while (acknowledged.length < BATCH * 6) await new Promise((resolve) => setTimeout(resolve, 20))
    await new Promise((resolve) => setTimeout(resolve, 30 + Math.random() * 100))
    killed = true
    first.process.kill('SIGKILL')
    await Promise.all(senders)
    await exited(first.process)
    const rounds = round

    const second = await startChild(dir.path)
    try {
      // Everything acknowledged is there: sending it again stores nothing new.
      const replay = await ingest(
        second.base,
        Array.from(new Set(acknowledged.map((id) => Number(id.slice(1).split('-')[0]))))
          .map((r) => batchOf(r))
          .join('\n'),
      )
      expect(replay.status).toBe(200)
      const result = await replay.json()
      expect(result.stored).toBe(0)
      expect(result.duplicates).toBe(acknowledged.length)
    } finally {
      second.process.kill('SIGTERM')
      await exited(second.process)
    }

    const db = new PGlite(`${dir.path}/pglite`)
    try {
      const counts = await db.query<{ total: number; distinct_ids: number }>(
        `select count(*)::int as total, count(distinct source_id)::int as distinct_ids
         from messages where source = 'crash.example'`,
      )
      const row = counts.rows[0]
      expect(row?.total).toBe(row?.distinct_ids)
      expect(row?.total).toBeGreaterThanOrEqual(acknowledged.length)
      expect(row?.total).toBeLessThanOrEqual(rounds * BATCH)
      // A batch is one transaction: never partly stored.
      expect((row?.total ?? 0) % BATCH).toBe(0)
    } finally {
      await db.close()
    }
  }, 240_000)
})
