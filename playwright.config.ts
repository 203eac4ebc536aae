import { rmSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium'

/** End-to-end runs against the built app and a real server on a fresh embedded database. */
const port = Number(process.env.E2E_PORT ?? 8181)
const baseURL = `http://localhost:${port}`
/** The fake PayPal (tests/support/fake-paypal.ts) the app server orders PayPal payments from. */
const paypalPort = Number(process.env.E2E_PAYPAL_PORT ?? 8189)
const PAYPAL = { clientId: 'fake-client-id', clientSecret: 'fake-client-secret' }
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
  // One retry on CI: a test that passes only on its retry is reported as flaky (the list
  // reporter names it) instead of failing the run; a test that fails twice still fails it.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // After the web servers answer: waits for the demo backfill the journeys read.
  globalSetup: './tests/e2e/support/demo-data-ready.ts',
  use: {
    baseURL,
    // Installing the service worker precaches the whole app in every new context: about a sixth of
    // the suite's time on 2 cores. The journeys of the offline start, the warm start, push and
    // offline reloads allow it (test.use); the rest run as a first visit does, before it controls.
    serviceWorkers: 'block',
    // Recording a trace screencasts every page (the browser and its GPU process encode frames all
    // along): on CI only a retry records one, so a failure still comes with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/fake-paypal-server.ts',
      url: `http://127.0.0.1:${paypalPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
      env: {
        E2E_PAYPAL_PORT: String(paypalPort),
        PAYPAL_CLIENT_ID: PAYPAL.clientId,
        PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
      },
    },
    {
      command: 'node dist/server/main.js',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      // A fresh database: migrations and the reference data seed take a while on 2 cores.
      timeout: 300_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        OPERATOR_TOKEN,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        PAYPAL_CLIENT_ID: PAYPAL.clientId,
        PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
        PAYPAL_API_BASE_URL: `http://127.0.0.1:${paypalPort}`,
        // The demo backfill blocks the server while it runs: a few days keep the start short, and
        // 6 give buzz the 5 earlier days alerts need (MIN_BASELINE_DAYS) for the alert journey.
        DEMO_FEED_BACKFILL_DAYS: '6',
        // The journeys create many accounts and log in often from one address.
        RATE_LIMIT_SIGNUP: '1000',
        RATE_LIMIT_LOGIN: '1000',
        RATE_LIMIT_RESET: '1000',
      },
    },
  ],
})
