import { type ApiErrorBody, apiErrorBody, type ErrorCode } from '../../src/core'

export type LiveAck = (response: { result: unknown } | { error: ApiErrorBody }) => void

const IGNORE: LiveAck = () => undefined

/**
 * A client event's arguments: the payload first, the acknowledgement callback last.
 * A client that asked for no acknowledgement gets a no-op, so handlers never crash on it.
 */
export function splitEventArgs(args: readonly unknown[]): { payload: unknown; ack: LiveAck } {
  const last = args[args.length - 1]
  const ack = typeof last === 'function' ? (response: Parameters<LiveAck>[0]) => last(response) : IGNORE
  const payload = typeof args[0] === 'function' ? undefined : args[0]
  return { payload, ack }
}

export function ackError(ack: LiveAck, code: ErrorCode, en?: string): void {
  ack({ error: apiErrorBody(code, en) })
}
