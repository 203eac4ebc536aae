import { defineConfig } from 'vitest/config'

/**
 * A connection reset (ECONNRESET on read) that a third-party client (node-redis) turns into a
 * rejection nobody awaits. Only the fault-injection tests provoke it, by cutting their TCP proxy
 * in front of Redis or PostgreSQL; the server itself logs such rejections and keeps running
 * (server/main.ts), which is what those tests check.
 */
function isInjectedConnectionReset(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    Reflect.get(error, 'code') === 'ECONNRESET' &&
    Reflect.get(error, 'syscall') === 'read'
  )
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => !isInjectedConnectionReset(error),
    projects: [
      {
        test: {
          name: 'unit',
          // Unit files hold no process-wide state that outlives them (fake-indexeddb and module
          // mocks included; the suite passes in shuffled order), and module start-up was 70 % of
          // the run: one shared module graph per thread takes the run from 120 s to 35 s on 2 cores.
          pool: 'threads',
          isolate: false,
          include: [
            'src/**/*.test.{ts,tsx}',
            'workers/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The suites share one process's modules (each still starts its own servers and
          // databases): re-importing the server for each of 56 files cost about 2 s apiece.
          isolate: false,
          globalSetup: ['tests/integration/support/memory-database-template.ts'],
        },
      },
    ],
  },
})
