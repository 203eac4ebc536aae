import type { BasicCredentials } from '../core'
import type { ApiResult, QueryValue } from './client'
import { sendDirect } from './direct'
export interface DownloadRequest {
  method: 'GET' | 'POST'
  path: string
  query?: Readonly<Record<string, QueryValue>>
  body?: unknown
}

/**
 * A spreadsheet download (format=csv) of a /v6 call: the file as a Blob, or the call's error
 * (403 code 37 when the plan has no downloads). Not queued or retried like the data calls: the
 * user asked for it and sees its outcome.
 */
export async function downloadCsv(
  request: DownloadRequest,
  credentials: BasicCredentials,
): Promise<ApiResult<Blob>> {
  const sent = await sendDirect(
    { ...request, query: { ...request.query, format: 'csv' }, accept: 'text/csv' },
    credentials,
  )
  return sent.ok ? { ok: true, value: await sent.value.blob(), status: sent.status } : sent
}
