/** Messages between the server and the PGlite worker thread (pglite-worker.ts). */

export type WorkerRequest =
  | { id: number; kind: 'open'; dataDir: string | null; template: string | null }
  | {
      id: number
      kind: 'query'
      sql: string
      params: unknown[]
      rowMode: 'array' | 'object'
      /** Types returned as the server's text (drizzle's identity parsers: timestamps, dates, …). */
      rawTypes: number[]
    }
  | { id: number; kind: 'close' }

/** An error as it crosses the thread boundary: the fields callers look at (SQLSTATE and details). */
export interface SerialisedError {
  message: string
  name: string
  code?: string
  detail?: string
  hint?: string
  position?: string
  severity?: string
  constraint?: string
  table?: string
  column?: string
}

export type WorkerResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerialisedError }

const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'position',
  'severity',
  'constraint',
  'table',
  'column',
] as const

export function serialiseError(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' }
  const serialised: SerialisedError = { message: error.message, name: error.name }
  for (const field of ERROR_FIELDS) {
    const value: unknown = Reflect.get(error, field)
    if (typeof value === 'string') serialised[field] = value
  }
  return serialised
}

/** An Error on this side with the same message, name and fields (`code` for SQLSTATE checks). */
export function restoreError(serialised: SerialisedError): Error {
  const error = new Error(serialised.message)
  error.name = serialised.name
  for (const field of ERROR_FIELDS) {
    const value = serialised[field]
    if (value !== undefined) Object.defineProperty(error, field, { value, enumerable: true })
  }
  return error
}
