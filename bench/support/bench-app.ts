import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import type { RunningServer } from '../../server'
import { md5Hex } from '../../server/seed'
import {
  AUTH_STORE_VERSION,
  basicAuthorization,
  UserDataSchema,
  UserOptionsSchema,
  UserOptsSchema,
} from '../../src/core'
import { allOn, withChoice } from '../../src/features/setup/preferences-state'

/**
 * The app as the browser benches load it: the production build (vite build into a temporary
 * directory, or BENCH_APP_DIR when set), the demo user's stored login and first-login setup.
 */
export async function buildApp(): Promise<{ dir: string; temporary: boolean }> {
  const given = process.env.BENCH_APP_DIR
  if (given) {
    if (!existsSync(join(given, 'index.html'))) throw new Error(`BENCH_APP_DIR ${given} holds no built app`)
    return { dir: given, temporary: false }
  }
  const dir = await mkdtemp(join(tmpdir(), 'murmur-bench-app-'))
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      // As npm run build:app: the notice about a future Vite's config loader is not about this build.
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))))
  })
  return { dir, temporary: true }
}

/** The record the app keeps in localStorage after a login (src/app/auth-store.ts, version 1). */
export async function authRecord(server: RunningServer): Promise<string> {
  const username = server.config.demo.email
  const passwordHash = md5Hex(server.config.demo.password)
  const response = await fetch(`${server.url}/v6/userdata?withPendingSubscriptions=true`, {
    headers: { authorization: basicAuthorization({ username, passwordHash }) },
  })
  if (response.status !== 200) throw new Error(`/v6/userdata answered ${response.status}`)
  const user = v.parse(UserDataSchema, await response.json())
  return JSON.stringify({ version: AUTH_STORE_VERSION, state: { username, passwordHash, user } })
}

/** Passes the first-login setup as its dialog does with the defaults: the bench user is a returning one. */
export async function completeFirstLoginSetup(server: RunningServer): Promise<void> {
  const authorization = basicAuthorization({
    username: server.config.demo.email,
    passwordHash: md5Hex(server.config.demo.password),
  })
  const url = `${server.url}/v6/userdata/opts`
  const answer = await fetch(url, { headers: { authorization } })
  if (answer.status !== 200) throw new Error(`GET /v6/userdata/opts answered ${answer.status}`)
  const { opts } = v.parse(UserOptsSchema, await answer.json())
  const stored = v.parse(UserOptionsSchema, opts.trim() === '' ? {} : JSON.parse(opts))
  const saved = await fetch(url, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ opts: JSON.stringify(withChoice(stored, allOn())) }),
  })
  if (saved.status !== 200) throw new Error(`POST /v6/userdata/opts answered ${saved.status}`)
}
