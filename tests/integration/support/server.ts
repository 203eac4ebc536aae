import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig, type RunningServer, type StartOptions, startServer } from '../../../server'
import { openPooledDatabase } from './pglite-pool'

export interface TestServer extends RunningServer {
  /** http://127.0.0.1:<port>: tests talk IPv4 to the loopback the server listens on. */
  base: string
}

/** Test defaults: free port on loopback, silent logs, no static app. */
export function testEnv(databaseUrl: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(tmpdir(), 'murmur-test-unused'),
    STATIC_DIR: join(tmpdir(), 'murmur-test-no-static-app'),
    LOG_LEVEL: 'silent',
    // Suites share one client address (loopback): the account rate limits get room, and the
    // suites that test them set their own (accounts-*.test.ts).
    RATE_LIMIT_LOGIN: '10000',
    RATE_LIMIT_SIGNUP: '10000',
    RATE_LIMIT_RESET: '10000',
    // Set by the run's global setup (memory-database-template.ts).
    MEMORY_DATABASE_TEMPLATE: process.env.MEMORY_DATABASE_TEMPLATE ?? '',
    ...env,
  }
}

export async function startTestServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  // Briefings are written on demand (server.briefings.runDue()): a pass at start would write a
  // week of them into every suite's database while its tests run.
  const server = await startServer(loadConfig(testEnv(databaseUrl, env)), {
    briefingTickMs: 0,
    openDatabase: openPooledDatabase,
    ...options,
  })
  return Object.assign(server, { base: `http://127.0.0.1:${server.port}` })
}

export async function makeTempDir(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix))
  return { path, remove: () => rm(path, { recursive: true, force: true }) }
}
