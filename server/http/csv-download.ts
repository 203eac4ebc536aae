import type { FastifyReply, FastifyRequest } from 'fastify'
import { type CsvCell, DOWNLOAD_FORMATS, toCsv } from '../../src/core'
import { requireFormat } from './entitlements'
import { assertSupportedFormat } from './validate'

/**
 * Spreadsheet downloads (application §2.5 "spreadsheet download", §6 download): a call that
 * offers CSV reads `format` (json or csv; anything else 21), and CSV needs the plan's download
 * permission (403, code 37 "not eligible for this format"). Checked before any work is done.
 */
export function wantsCsv(request: FastifyRequest): boolean {
  assertSupportedFormat(request.query, DOWNLOAD_FORMATS)
  const query = request.query as { format?: unknown }
  if (typeof query.format !== 'string' || query.format.toLowerCase() !== 'csv') return false
  requireFormat(request, 'csv')
  return true
}

/** Sends rows as a CSV attachment named `filename`. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): string {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replaceAll(/[^\w.-]/g, '_')}"`)
  return toCsv(header, rows)
}
