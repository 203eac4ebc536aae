import * as v from 'valibot'
import { type InventoryColumns, InventoryColumnsError, InventoryColumnsSchema } from './inventory-columns'
import { PpmStreamDecoder, ppmEncode } from './ppm'

/**
 * GET /v6/inventory/columns?names=ppm: the column answer with its names PPM-compressed (ppm.ts),
 * which is what the app's hub loads. The names are most of the inventory, and brotli leaves
 * them at about a third more than PPM does (80,000 names: ~400 KB against ~300 KB).
 *
 * Body: "MIC1" | head length (uint32, little endian) | head (UTF-8 JSON: the columns without `n`,
 * and `names`) | the names' PPM bytes. The names are UTF-8, each ended by a NUL; a name holding a
 * NUL cannot be sent this way, and the server then answers the plain JSON columns instead.
 */

export { INVENTORY_BINARY_TYPE } from './inventory-binary-type'

const MAGIC = [0x4d, 0x49, 0x43, 0x31]
const PREFIX_BYTES = 8
const END_OF_NAME = 0
/** Far above any inventory (80,000 names are 1.4 MB); bounds what a bad head makes us allocate. */
const MAX_NAME_BYTES = 1 << 28

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
export const InventoryBinaryHeadSchema = v.object({
  ...v.omit(InventoryColumnsSchema, ['n']).entries,
  names: v.object({
    codec: v.literal('ppm3'),
    /** Names, and the bytes they decode to (UTF-8 with one NUL after each). */
    count,
    bytes: v.pipe(count, v.maxValue(MAX_NAME_BYTES)),
  }),
})

/** The answer as bytes; null when a name holds a NUL (send the JSON columns). */
export function encodeInventoryBinary(columns: InventoryColumns): Uint8Array<ArrayBuffer> | null {
  if (columns.n.some((name) => name.includes('\u0000'))) return null
  const { n, ...rest } = columns
  const names = new TextEncoder().encode(n.map((name) => `${name}\u0000`).join(''))
  const head = new TextEncoder().encode(
    JSON.stringify({ ...rest, names: { codec: 'ppm3', count: n.length, bytes: names.length } }),
  )
  const packed = ppmEncode(names)
  const body = new Uint8Array(PREFIX_BYTES + head.length + packed.length)
  body.set(MAGIC, 0)
  new DataView(body.buffer).setUint32(4, head.length, true)
  body.set(head, PREFIX_BYTES)
  body.set(packed, PREFIX_BYTES + head.length)
  return body
}

type BinaryHead = v.InferOutput<typeof InventoryBinaryHeadSchema>

/**
 * Reads a binary answer chunk by chunk as it downloads (push), decoding the names on the way;
 * finish() gives the validated columns. A body that is not a whole answer is refused.
 */
export class InventoryBinaryReader {
  private pending = new Uint8Array(0)
  private head: BinaryHead | null = null
  private names: PpmStreamDecoder | null = null

  push(chunk: Uint8Array): void {
    if (this.names) {
      this.names.push(chunk)
      this.names.decode()
      return
    }
    const pending = new Uint8Array(this.pending.length + chunk.length)
    pending.set(this.pending)
    pending.set(chunk, this.pending.length)
    this.pending = pending
    if (MAGIC.some((byte, i) => i < pending.length && pending[i] !== byte))
      throw new InventoryColumnsError('inventory binary: not an inventory answer')
    if (pending.length < PREFIX_BYTES) return
    const headLength = new DataView(pending.buffer).getUint32(4, true)
    if (pending.length < PREFIX_BYTES + headLength) return
    const headText = new TextDecoder().decode(pending.subarray(PREFIX_BYTES, PREFIX_BYTES + headLength))
    let head: BinaryHead
    try {
      head = v.parse(InventoryBinaryHeadSchema, JSON.parse(headText))
    } catch {
      throw new InventoryColumnsError('inventory binary: the head is not the columns')
    }
    this.head = head
    this.names = new PpmStreamDecoder(head.names.bytes)
    this.pending = new Uint8Array(0)
    this.push(pending.subarray(PREFIX_BYTES + headLength))
  }

  finish(): InventoryColumns {
    const { head, names: decoder } = this
    if (!head || !decoder) throw new InventoryColumnsError('inventory binary: cut short')
    decoder.decode(true)
    const { names, ...rest } = head
    const bytes = decoder.output
    if (names.bytes > 0 && bytes[names.bytes - 1] !== END_OF_NAME)
      throw new InventoryColumnsError('inventory binary: names do not end')
    const n = names.bytes === 0 ? [] : new TextDecoder().decode(bytes.subarray(0, -1)).split('\u0000')
    if (n.length !== names.count)
      throw new InventoryColumnsError(`inventory binary: ${n.length} names of ${names.count}`)
    return { ...rest, n }
  }
}

/** The columns of a whole binary answer, validated; a body that is not one is refused. */
export function decodeInventoryBinary(body: Uint8Array): InventoryColumns {
  const reader = new InventoryBinaryReader()
  reader.push(body)
  return reader.finish()
}
