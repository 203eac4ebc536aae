import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

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

/** Shared by the integration projects. */
const integration = {
  include: ['tests/integration/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // The files of a worker share its modules (each still starts its own servers and databases):
  // re-importing the server for each of 56 files cost about 2 s apiece.
  isolate: false,
  globalSetup: ['tests/integration/support/memory-database-template.ts'],
} satisfies TestProjectInlineConfiguration['test']

/** The one integration file whose suites talk to the run's one Redis (TEST_REDIS_URL). */
const SHARED_REDIS_FILE = 'tests/integration/shared-redis.test.ts'

/**
 * Runs the shared-Redis file first, then vitest's own order (the longest first, from the last
 * run's durations; the largest first on a fresh clone). It waits on reconnects and timeouts at
 * about half a core: run last, after the rest, it added half a minute of wall time on 2 cores.
 */
class SharedRedisFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const first = (spec: TestSpecification) => spec.moduleId.endsWith(SHARED_REDIS_FILE)
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))]
  }
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => !isInjectedConnectionReset(error),
    sequence: { sequencer: SharedRedisFirst },
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
          // The 5 s default failed CI on a slower 2-core machine: two thread-starting tests took
          // 5.03 s with the unit files running side by side. A hang still fails within seconds.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          // Each file starts its own servers on its own databases, and one file kept one core busy
          // (109 % CPU over a 456 s run on 2 cores): two at a time use the second core.
          maxWorkers: 2,
        },
      },
    ],
  },
})
