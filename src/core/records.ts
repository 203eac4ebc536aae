/** A plain object's fields (not null, not an array): what untyped JSON is read through before its fields are checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
