import type { Logger } from 'pino'

/** How long one shutdown step may take before the next one runs anyway. */
export const SHUTDOWN_STEP_TIMEOUT_MS = 10_000

/**
 * Runs shutdown steps in order. A step that does not settle in time is logged by name and left
 * behind, so a stuck component can never keep the whole process (or a test's teardown) from
 * closing the rest; a failing step is logged the same way.
 */
export async function shutDownInOrder(
  steps: readonly (readonly [name: string, stop: () => Promise<void>])[],
  logger: Logger,
  timeoutMs = SHUTDOWN_STEP_TIMEOUT_MS,
): Promise<void> {
  for (const [name, stop] of steps) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs)
    })
    try {
      const outcome = await Promise.race([stop().then(() => 'done' as const), timedOut])
      if (outcome === 'timeout') logger.warn({ step: name, timeoutMs }, 'shutdown step timed out; continuing')
    } catch (error) {
      logger.error({ err: error, step: name }, 'shutdown step failed; continuing')
    } finally {
      clearTimeout(timer)
    }
  }
}
