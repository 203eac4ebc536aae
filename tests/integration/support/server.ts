import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig, type RunningServer, type StartOptions, startServer } from '../../../server'

export interface TestServer extends RunningServer {
  /** http://127.0.0.1:<port>: tests talk IPv4 to the loopback the server listens on. */
  base: string
}

/** Test defaults: free port on loopback, silent logs, a fast demo source, no static app. */
export function testEnv(databaseUrl: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(tmpdir(), 'murmur-test-unused'),
    STATIC_DIR: join(tmpdir(), 'murmur-test-no-static-app'),
    LOG_LEVEL: 'silent',
    LIVE_DEMO_INTERVAL_MS: '50',
    ...env,
  }
}

export async function startTestServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const server = await startServer(loadConfig(testEnv(databaseUrl, env)), options)
  return Object.assign(server, { base: `http://127.0.0.1:${server.port}` })
}

export async function makeTempDir(prefix: string): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix))
  return { path, remove: () => rm(path, { recursive: true, force: true }) }
}
