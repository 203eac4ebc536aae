import { rmSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

/** End-to-end runs against the built app and a real server on a fresh embedded database. */
const port = Number(process.env.E2E_PORT ?? 8181)
const baseURL = `http://localhost:${port}`
const dataDir = 'test-results/e2e-data'
export const OPERATOR_TOKEN = 'e2e-operator-token'

// The config is evaluated again in each worker; only the main process starts clean.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true })

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPERATOR_TOKEN,
      LIVE_DEMO_INTERVAL_MS: '300',
      LOG_LEVEL: 'warn',
    },
  },
})
