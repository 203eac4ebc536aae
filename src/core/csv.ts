/**
 * CSV for spreadsheet downloads (RFC 4180: comma separated, CRLF lines, fields with a comma,
 * quote or line break quoted, quotes doubled). A text cell starting with =, +, - or @ is
 * prefixed with an apostrophe so a spreadsheet does not run it as a formula (CSV injection);
 * numbers stay numbers.
 */

export type CsvCell = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

/** An epoch-ms time as ISO 8601 UTC, the form spreadsheets read as a date. */
export function csvTime(epochMs: number): string {
  return new Date(epochMs).toISOString()
}

/** The formats a download call answers besides JSON (data-interface §7 "format"). */
export const DOWNLOAD_FORMATS = ['json', 'csv'] as const
