import type { LivePublisher } from '../../server/live/publisher'

/** A live publisher that sends nothing: benchmarks measure the pipeline, not sockets. */
export const silentPublisher: LivePublisher = {
  buzz: () => undefined,
  tick: () => undefined,
  message: () => undefined,
  post: () => undefined,
  stdSignal: () => undefined,
  signal: () => undefined,
  close: () => undefined,
}
