/** 32-bit hashing for feature names: FNV-1a over UTF-16 code units, finished with murmur3's mixer. */

export function fmix32(value: number): number {
  let h = value | 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h | 0
}

export function hashString(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) | 0
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return fmix32(h)
}

/** Order-sensitive combination of two hashes. */
export function combine(a: number, b: number): number {
  return fmix32((Math.imul(a, 0x9e3779b1) ^ b) + 0x7f4a7c15)
}
