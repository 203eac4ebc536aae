import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { loadConfig, type RunningServer, startServer } from '../../server'
import { hashPassword, insertUser } from '../../server/accounts'
import type { Database } from '../../server/db'
import { md5Hex } from '../../server/seed'
import { basicAuthorization, FILTER_PERMISSIONS, VIEW_PERMISSIONS } from '../../src/core'

export interface BenchServerOptions {
  /** A built app to serve (e.g. from `vite build --outDir`); default none (API only). */
  staticDir?: string
  /** More server environment variables (see server/config.ts). */
  env?: Readonly<Record<string, string>>
}

/**
 * A silent server on a free port, on PGlite in `dataDir` or on `databaseUrl`, without the app
 * unless `options.staticDir` names a built one.
 */
export function startBenchServer(
  databaseUrl: string,
  dataDir: string,
  options: BenchServerOptions = {},
): Promise<RunningServer> {
  return startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      STATIC_DIR: options.staticDir ?? join(dataDir, 'no-app'),
      LOG_LEVEL: 'silent',
      ...options.env,
    }),
  )
}

/** A professional user with every filter and view; answers its basic authorization header. */
export async function createBenchUser(db: Database, nowMs: number): Promise<string> {
  const password = randomBytes(8).toString('hex')
  const user = await insertUser(db, {
    email: `bench-${randomBytes(4).toString('hex')}@example.test`,
    firstName: 'Bench',
    lastName: 'User',
    subscriptionType: 'professional',
    validUntil: new Date(nowMs + 30 * 86_400_000),
    aiTextgen: 1,
    uiFeatures: { filters: [...FILTER_PERMISSIONS], views: [...VIEW_PERMISSIONS] },
    passwordHash: await hashPassword(md5Hex(password)),
  })
  return basicAuthorization({ username: user.email, passwordHash: md5Hex(password) })
}
