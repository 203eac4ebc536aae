/** Deterministic randomness of the demo feed: the same seed and inputs give the same data. */

/** 32-bit FNV-1a over the parts, for seeding. */
export function hashOf(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    const text = `${part}|`
    for (let i = 0; i < text.length; i += 1) {
      h ^= text.charCodeAt(i)
      h = Math.imul(h, 0x01000193)
    }
  }
  return h >>> 0
}

/** A uniform number in [0, 1) from the parts. */
export function unit(...parts: readonly (string | number)[]): number {
  return mulberry32(hashOf(...parts))()
}

/** mulberry32: small, fast, good enough for demo data. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export class Random {
  private readonly next: () => number

  constructor(seed: number) {
    this.next = mulberry32(seed)
  }

  float(): number {
    return this.next()
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive)
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  /** Poisson-distributed count with mean `lambda` (Knuth; lambda stays small per slot). */
  poisson(lambda: number): number {
    if (lambda <= 0) return 0
    if (lambda > 30) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * this.normal()))
    const limit = Math.exp(-lambda)
    let k = 0
    let p = this.next()
    while (p > limit) {
      k += 1
      p *= this.next()
    }
    return k
  }

  normal(): number {
    const u = Math.max(this.next(), 1e-12)
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next())
  }
}
