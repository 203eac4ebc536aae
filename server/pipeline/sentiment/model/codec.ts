/**
 * The committed weights: per 32-bit feature hash, the negative and positive class weights relative
 * to neutral (softmax ignores a shift shared by all classes, so neutral's weight is folded away).
 * Stored sorted by hash as varint hash deltas plus two int16 weights (× scale, little-endian),
 * base64-encoded.
 * No text is stored, only hashes.
 */

export interface WeightEntry {
  readonly hash: number
  readonly negative: number
  readonly positive: number
}

export interface EncodedWeights {
  readonly data: string
  readonly scale: number
  readonly count: number
}

/**
 * Open-addressing table over one Int32Array, two entries per slot (kept together for cache locality):
 * [slot · 2] the feature hash (0 = empty), [slot · 2 + 1] the quantised weights, negative in the
 * high 16 bits and positive in the low 16 bits (multiply by `scale`).
 */
export interface WeightTable {
  readonly slots: Int32Array
  readonly shift: number
  readonly scale: number
  readonly count: number
}

export function negativeWeight(table: WeightTable, slot: number): number {
  return ((table.slots[slot * 2 + 1] ?? 0) >> 16) * table.scale
}

export function positiveWeight(table: WeightTable, slot: number): number {
  return (((table.slots[slot * 2 + 1] ?? 0) << 16) >> 16) * table.scale
}

const nonZeroKey = (hash: number) => (hash === 0 ? 1 : hash)

export function encodeWeights(entries: readonly WeightEntry[]): EncodedWeights {
  let max = 0
  for (const e of entries) max = Math.max(max, Math.abs(e.negative), Math.abs(e.positive))
  const scale = max === 0 ? 1 : max / 32767
  const kept = entries
    .map((e) => ({
      hash: nonZeroKey(e.hash) >>> 0,
      negative: Math.round(e.negative / scale),
      positive: Math.round(e.positive / scale),
    }))
    .filter((e) => e.negative !== 0 || e.positive !== 0)
    .sort((a, b) => a.hash - b.hash)
  const bytes: number[] = []
  let previous = 0
  let count = 0
  for (const e of kept) {
    let delta = e.hash - previous
    if (delta === 0 && count > 0) continue // two features on one hash: keep the first
    previous = e.hash
    while (delta >= 0x80) {
      bytes.push((delta & 0x7f) | 0x80)
      delta = Math.floor(delta / 128)
    }
    bytes.push(delta)
    bytes.push(e.negative & 0xff, (e.negative >> 8) & 0xff, e.positive & 0xff, (e.positive >> 8) & 0xff)
    count += 1
  }
  return { data: Buffer.from(bytes).toString('base64'), scale, count }
}

export function decodeWeights(encoded: EncodedWeights): WeightTable {
  const bytes = Buffer.from(encoded.data, 'base64')
  let size = 16
  // Load factor up to 2/3: a smaller table stays in cache; misses end within a cache line or two.
  while (size < encoded.count * 1.5) size *= 2
  const shift = 32 - Math.log2(size)
  const slots = new Int32Array(size * 2)
  let offset = 0
  let hash = 0
  for (let i = 0; i < encoded.count; i += 1) {
    let delta = 0
    let factor = 1
    for (;;) {
      const b = bytes[offset] ?? 0
      offset += 1
      delta += (b & 0x7f) * factor
      if (b < 0x80) break
      factor *= 128
    }
    hash += delta
    const negative = (((bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8)) << 16) >> 16
    const positive = (((bytes[offset + 2] ?? 0) | ((bytes[offset + 3] ?? 0) << 8)) << 16) >> 16
    offset += 4
    const key = hash | 0
    let slot = Math.imul(key, 0x9e3779b1) >>> shift
    while (slots[slot * 2] !== 0) slot = (slot + 1) & (size - 1)
    slots[slot * 2] = key
    slots[slot * 2 + 1] = (negative << 16) | (positive & 0xffff)
  }
  if (offset !== bytes.length)
    throw new Error('Sentiment weights are corrupt: length does not match the entry count')
  return { slots, shift, scale: encoded.scale, count: encoded.count }
}

/** Slot of a feature hash, or −1 when the model has no weight for it. */
export function findSlot(table: WeightTable, hash: number): number {
  const key = nonZeroKey(hash)
  const mask = (table.slots.length >> 1) - 1
  let slot = Math.imul(key, 0x9e3779b1) >>> table.shift
  for (;;) {
    const k = table.slots[slot * 2]
    if (k === key) return slot
    if (k === 0) return -1
    slot = (slot + 1) & mask
  }
}
