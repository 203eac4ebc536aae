import * as v from 'valibot'

function isInventoryAnswerUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return /^https?:$/.test(parsed.protocol) && /\/v6\/inventory(\/columns)?$/.test(parsed.pathname)
  } catch {
    return false
  }
}

/**
 * A tab's inventory load request. Only the inventory call: the hub is no general fetch proxy.
 * (Apart from the protocol's other schemas: the worker's entry reads a prefetch with it before
 * the rest of the hub has loaded.)
 */
export const InventoryLoadRequestSchema = v.object({
  url: v.pipe(
    v.string(),
    v.maxLength(2000),
    v.check(isInventoryAnswerUrl, 'must be the /v6/inventory or /v6/inventory/columns URL'),
  ),
  headers: v.record(v.pipe(v.string(), v.maxLength(200)), v.pipe(v.string(), v.maxLength(8000))),
})
