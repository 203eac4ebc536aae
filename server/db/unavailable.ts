/**
 * Errors that mean the database cannot be reached right now (restart, failover, terminated
 * backend, refused or dropped connection, no free connection slot), as opposed to a bad
 * statement or value. Requests that meet one are answered 503 and may be retried; the pool
 * opens fresh connections by itself once the database answers again.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
])
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
const UNAVAILABLE_MESSAGES =
  /connection terminated|client has encountered a connection error|connection is not open|timeout exceeded when trying to connect|cannot use a pool after calling end/i

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error: search the cause chain.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = 'code' in current ? current.code : undefined
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)))
      return true
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true
    current = current.cause
  }
  return false
}

/** Seconds a client should wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
