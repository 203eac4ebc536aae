/**
 * A byte-wise PPM compressor (order 3 down to order 0, escape method C with symbol exclusion,
 * counts halved past COUNT_LIMIT) over a carry-less 32-bit range coder. It exists for one text:
 * the inventory's 80,000 names, which brotli 11 leaves at ~400 KB and PPM at ~300 KB, about two
 * seconds less on a 400 kbit/s link. Encoder and decoder share one model so they cannot drift;
 * both are deterministic (same bytes in, same bytes out).
 */

const MAX_ORDER = 3
/** A context's counts are halved when they sum past this (keeps totals under the coder's 2^16). */
const COUNT_LIMIT = 1 << 13
const TOP = 2 ** 24
const BOTTOM = 2 ** 16
const UINT32 = 2 ** 32

/** One context: the bytes seen after it and how often. */
interface ContextNode {
  symbols: number[]
  counts: number[]
  /** Sum of counts. */
  total: number
}

class Model {
  private readonly order0: ContextNode = { symbols: [], counts: [], total: 0 }
  private readonly order1: (ContextNode | undefined)[] = new Array(256)
  private readonly order2: (ContextNode | undefined)[] = new Array(1 << 16)
  private readonly order3 = new Map<number, ContextNode>()
  /** The contexts of the next byte, by order (undefined: not seen yet); set by prepare(). */
  readonly nodes: (ContextNode | undefined)[] = [undefined, undefined, undefined, undefined]
  /** The last three bytes, newest in the low byte. */
  private history = 0
  /** Bytes seen so far (contexts longer than that do not exist yet). */
  seen = 0
  /** Exclusion marks: a byte is excluded when excluded[byte] === stamp. */
  readonly excluded = new Uint32Array(256)
  stamp = 0

  /** Looks up the next byte's contexts and starts a fresh exclusion set. */
  prepare(): number {
    const h = this.history
    this.nodes[0] = this.order0
    this.nodes[1] = this.seen >= 1 ? this.order1[h & 0xff] : undefined
    this.nodes[2] = this.seen >= 2 ? this.order2[h & 0xffff] : undefined
    this.nodes[3] = this.seen >= 3 ? this.order3.get(h) : undefined
    this.stamp += 1
    if (this.stamp === UINT32 - 1) {
      this.excluded.fill(0)
      this.stamp = 1
    }
    return Math.min(MAX_ORDER, this.seen)
  }

  /**
   * Counts `byte` in the contexts prepare() found from `fromOrder` up (the order that coded it:
   * update exclusion), creating the missing ones.
   */
  update(byte: number, fromOrder: number): void {
    const h = this.history
    for (let order = Math.max(0, fromOrder); order <= Math.min(MAX_ORDER, this.seen); order += 1) {
      let node = this.nodes[order]
      if (!node) {
        node = { symbols: [], counts: [], total: 0 }
        if (order === 1) this.order1[h & 0xff] = node
        else if (order === 2) this.order2[h & 0xffff] = node
        else this.order3.set(h, node)
      }
      const at = node.symbols.indexOf(byte)
      if (at < 0) {
        node.symbols.push(byte)
        node.counts.push(1)
      } else node.counts[at] = (node.counts[at] ?? 0) + 1
      node.total += 1
      if (node.total > COUNT_LIMIT) halve(node)
    }
    this.history = ((h << 8) | byte) & 0xffffff
    this.seen += 1
  }
}

function halve(node: ContextNode): void {
  let total = 0
  for (let i = 0; i < node.counts.length; i += 1) {
    const count = ((node.counts[i] ?? 0) + 1) >>> 1
    node.counts[i] = count
    total += count
  }
  node.total = total
}

function exclude(node: ContextNode, model: Model): number {
  let added = 0
  for (const symbol of node.symbols) {
    if (model.excluded[symbol] !== model.stamp) {
      model.excluded[symbol] = model.stamp
      added += 1
    }
  }
  return added
}

class RangeEncoder {
  private low = 0
  private range = UINT32 - 1
  private out: Uint8Array = new Uint8Array(1 << 16)
  private length = 0

  encode(cumulative: number, frequency: number, total: number): void {
    const r = (this.range / total) >>> 0
    this.low = (this.low + cumulative * r) >>> 0
    this.range = r * frequency
    this.normalise()
  }

  private normalise(): void {
    for (;;) {
      if ((this.low ^ (this.low + this.range)) >>> 0 < TOP) {
        // The top byte is settled.
      } else if (this.range < BOTTOM) {
        this.range = -this.low & (BOTTOM - 1)
      } else return
      this.push(this.low >>> 24)
      this.low = (this.low << 8) >>> 0
      this.range = (this.range << 8) >>> 0
    }
  }

  private push(byte: number): void {
    if (this.length === this.out.length) {
      const grown = new Uint8Array(this.out.length * 2)
      grown.set(this.out)
      this.out = grown
    }
    this.out[this.length] = byte
    this.length += 1
  }

  finish(): Uint8Array {
    for (let i = 0; i < 4; i += 1) {
      this.push(this.low >>> 24)
      this.low = (this.low << 8) >>> 0
    }
    return this.out.slice(0, this.length)
  }
}

/** Reads its input as it arrives (push); the caller decodes only while enough of it is there. */
class RangeDecoder {
  private low = 0
  private range = UINT32 - 1
  private code = 0
  private at = 0
  private input = new Uint8Array(1 << 16)
  /** Bytes pushed so far. */
  available = 0

  push(chunk: Uint8Array): void {
    if (this.available + chunk.length > this.input.length) {
      const grown = new Uint8Array(Math.max(this.input.length * 2, this.available + chunk.length))
      grown.set(this.input.subarray(0, this.available))
      this.input = grown
    }
    this.input.set(chunk, this.available)
    this.available += chunk.length
  }

  /** Bytes pushed but not read yet. */
  get unread(): number {
    return this.available - this.at
  }

  start(): void {
    for (let i = 0; i < 4; i += 1) this.code = ((this.code << 8) | this.nextByte()) >>> 0
  }

  private nextByte(): number {
    // The decoder reads exactly the bytes the encoder wrote (its four flush bytes last).
    if (this.at >= this.available) throw new PpmError('compressed data ends early')
    const byte = this.input[this.at] ?? 0
    this.at += 1
    return byte
  }

  /** The target frequency in [0, total); call decoded() with the symbol's interval next. */
  target(total: number): number {
    this.range = (this.range / total) >>> 0
    const value = (((this.code - this.low) >>> 0) / this.range) >>> 0
    if (value >= total) throw new PpmError('corrupt compressed data')
    return value
  }

  decoded(cumulative: number, frequency: number): void {
    this.low = (this.low + cumulative * this.range) >>> 0
    this.range *= frequency
    for (;;) {
      if ((this.low ^ (this.low + this.range)) >>> 0 < TOP) {
        // The top byte is settled.
      } else if (this.range < BOTTOM) {
        this.range = -this.low & (BOTTOM - 1)
      } else return
      this.code = ((this.code << 8) | this.nextByte()) >>> 0
      this.low = (this.low << 8) >>> 0
      this.range = (this.range << 8) >>> 0
    }
  }
}

export class PpmError extends Error {
  override readonly name = 'PpmError'
}

export function ppmEncode(input: Uint8Array): Uint8Array {
  const model = new Model()
  const coder = new RangeEncoder()
  for (const byte of input) {
    let excludedCount = 0
    let codedAt = -1
    for (let order = model.prepare(); order >= 0 && codedAt < 0; order -= 1) {
      const node = model.nodes[order]
      if (!node) continue
      const { symbols, counts } = node
      let sum = 0
      let distinct = 0
      let cumulative = -1
      let frequency = 0
      for (let i = 0; i < symbols.length; i += 1) {
        const symbol = symbols[i] ?? 0
        if (excludedCount > 0 && model.excluded[symbol] === model.stamp) continue
        const count = counts[i] ?? 0
        if (symbol === byte) {
          cumulative = sum
          frequency = count
        }
        sum += count
        distinct += 1
      }
      if (distinct === 0) continue
      if (cumulative >= 0) {
        coder.encode(cumulative, frequency, sum + distinct)
        codedAt = order
      } else {
        coder.encode(sum, distinct, sum + distinct)
        excludedCount += exclude(node, model)
      }
    }
    if (codedAt < 0) {
      // Order -1: every byte not yet excluded, equally likely.
      let index = 0
      for (let b = 0; b < byte; b += 1)
        if (excludedCount === 0 || model.excluded[b] !== model.stamp) index += 1
      coder.encode(index, 1, 256 - excludedCount)
    }
    model.update(byte, codedAt)
  }
  return coder.finish()
}

/**
 * More than one byte can need: up to five coding steps (orders 3 to -1), each reading at most
 * four bytes. Decoding stops this far before the pushed input's end until the input is complete.
 */
const SAFE_INPUT = 32

/**
 * Decodes ppmEncode's output as it arrives: push() each chunk, then decode() as far as it
 * allows; decode(true) once the input is complete. Over a slow network the names are decoded
 * while they download instead of after.
 */
export class PpmStreamDecoder {
  readonly output: Uint8Array
  private written = 0
  private started = false
  private readonly model = new Model()
  private readonly coder = new RangeDecoder()

  constructor(readonly length: number) {
    this.output = new Uint8Array(length)
  }

  get done(): boolean {
    return this.written === this.length
  }

  push(chunk: Uint8Array): void {
    this.coder.push(chunk)
  }

  /** Decodes while the input allows; `complete`: the input has all come (a short one throws). */
  decode(complete = false): void {
    const { model, coder, output, length } = this
    if (!this.started) {
      if (!complete && coder.unread < SAFE_INPUT) return
      if (length === 0) return
      coder.start()
      this.started = true
    }
    let n = this.written
    while (n < length && (complete || coder.unread >= SAFE_INPUT)) {
      let excludedCount = 0
      let byte = -1
      let codedAt = -1
      for (let order = model.prepare(); order >= 0 && codedAt < 0; order -= 1) {
        const node = model.nodes[order]
        if (!node) continue
        const { symbols, counts } = node
        let sum: number
        let distinct: number
        if (excludedCount === 0) {
          sum = node.total
          distinct = symbols.length
        } else {
          sum = 0
          distinct = 0
          for (let i = 0; i < symbols.length; i += 1) {
            if (model.excluded[symbols[i] ?? 0] === model.stamp) continue
            sum += counts[i] ?? 0
            distinct += 1
          }
        }
        if (distinct === 0) continue
        const target = coder.target(sum + distinct)
        if (target >= sum) {
          coder.decoded(sum, distinct)
          excludedCount += exclude(node, model)
          continue
        }
        let cumulative = 0
        for (let i = 0; i < symbols.length; i += 1) {
          const symbol = symbols[i] ?? 0
          if (excludedCount > 0 && model.excluded[symbol] === model.stamp) continue
          const count = counts[i] ?? 0
          if (target < cumulative + count) {
            coder.decoded(cumulative, count)
            byte = symbol
            codedAt = order
            break
          }
          cumulative += count
        }
      }
      if (codedAt < 0) {
        const index = coder.target(256 - excludedCount)
        coder.decoded(index, 1)
        let seen = -1
        for (let b = 0; b < 256 && byte < 0; b += 1) {
          if (excludedCount > 0 && model.excluded[b] === model.stamp) continue
          seen += 1
          if (seen === index) byte = b
        }
      }
      output[n] = byte
      n += 1
      model.update(byte, codedAt)
    }
    this.written = n
  }
}

/** Decodes `length` bytes of ppmEncode's output. */
export function ppmDecode(input: Uint8Array, length: number): Uint8Array {
  const decoder = new PpmStreamDecoder(length)
  decoder.push(input)
  decoder.decode(true)
  return decoder.output
}
