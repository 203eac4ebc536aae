import type { MessageWords } from './words'

/**
 * MinHash of a message's content words and word bigrams (numbers as '#'), so that the same event
 * told with another amount, name form or source still looks alike. Signatures have SIGNATURE_SIZE values; the
 * share of equal positions estimates the Jaccard similarity of two shingle sets.
 */
export const SIGNATURE_SIZE = 64

/** FNV-1a of a string, 32-bit. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** A 32-bit finaliser (murmur3's fmix32): spreads every input bit over the output. */
export function mix32(value: number): number {
  let h = value >>> 0
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

const SEEDS = Uint32Array.from({ length: SIGNATURE_SIZE }, (_, i) => mix32(0x9e3779b9 * (i + 1)))

/**
 * The distinct shingles of a message: its content words and its word bigrams. Words carry short
 * headlines told with an extra word ("Apple Inc. confirms …" against "Apple confirms …"), bigrams
 * keep word order for longer texts.
 */
export function shinglesOf(words: MessageWords, maxWords = 60): Uint32Array {
  const n = Math.min(words.all.length, maxWords)
  const hashes = words.all.slice(0, n).map(fnv1a)
  const out = new Set<number>()
  for (let i = 0; i < n; i += 1) {
    if (words.content[i]) out.add(mix32((hashes[i] ?? 0) ^ 0x5bd1e995))
    if (i + 1 < n) out.add(mix32(Math.imul(hashes[i] ?? 0, 31) ^ (hashes[i + 1] ?? 0)))
  }
  if (out.size === 0 && n === 1) out.add(hashes[0] ?? 0)
  return Uint32Array.from(out)
}

export function signatureOf(shingles: Uint32Array): Uint32Array {
  const signature = new Uint32Array(SIGNATURE_SIZE).fill(0xffffffff)
  for (const shingle of shingles) {
    for (let i = 0; i < SIGNATURE_SIZE; i += 1) {
      const value = mix32(shingle ^ (SEEDS[i] ?? 0))
      if (value < (signature[i] ?? 0)) signature[i] = value
    }
  }
  return signature
}

/** Estimated Jaccard similarity of the shingle sets behind two signatures. */
export function similarity(a: Uint32Array, b: Uint32Array): number {
  let equal = 0
  for (let i = 0; i < SIGNATURE_SIZE; i += 1) if (a[i] === b[i]) equal += 1
  return equal / SIGNATURE_SIZE
}

/** Rows per LSH band: 2 rows × 32 bands find pairs at Jaccard 0.5 with probability 0.9999. */
export const BAND_ROWS = 2
export const BANDS = SIGNATURE_SIZE / BAND_ROWS

/** The band keys of a signature (one per band). */
export function bandKeys(signature: Uint32Array): Uint32Array {
  const keys = new Uint32Array(BANDS)
  for (let b = 0; b < BANDS; b += 1)
    keys[b] = mix32(
      Math.imul(signature[b * BAND_ROWS] ?? 0, 0x9e3779b1) ^ (signature[b * BAND_ROWS + 1] ?? 0) ^ b,
    )
  return keys
}

/** Signatures are stored as int4[]: signed on the way in, unsigned on the way out. */
export const toStored = (signature: Uint32Array): number[] => Array.from(signature, (value) => value | 0)
export const fromStored = (values: readonly number[]): Uint32Array =>
  Uint32Array.from(values, (value) => value >>> 0)
