import { extractFeatures, type FeatureConfig, GROUP_BIAS, GROUP_PRIOR } from '../features'

/** Training rows in compressed sparse row form over a compact feature index. */
export interface SparseRows {
  readonly rows: number
  readonly indptr: Int32Array
  readonly index: Int32Array
  readonly value: Float64Array
}

export interface FeatureSpace {
  /** Compact index → 32-bit feature hash. */
  readonly hashes: Int32Array
  /** Compact index → GROUP_* (bias, word, char, prior). */
  readonly groups: Uint8Array
  /** Compact index → number of rows it occurs in. */
  readonly rowCount: Int32Array
}

/**
 * Extracts every text's features and keeps those seen in at least `minRows` texts (bias and lexicon
 * priors always stay). Duplicate hashes within a text are summed.
 */
export function buildMatrix(
  texts: readonly string[],
  config: FeatureConfig,
  minRows: number,
): { matrix: SparseRows; space: FeatureSpace } {
  const perText: { hashes: Int32Array; values: Float64Array; groups: Uint8Array }[] = []
  const counts = new Map<number, number>()
  const groupOf = new Map<number, number>()
  for (const text of texts) {
    const f = extractFeatures(text, config)
    const merged = new Map<number, number>()
    for (let i = 0; i < f.length; i += 1) {
      const h = f.hash[i] ?? 0
      merged.set(h, (merged.get(h) ?? 0) + (f.value[i] ?? 0))
      if (!groupOf.has(h)) groupOf.set(h, f.group[i] ?? 0)
    }
    const hashes = Int32Array.from(merged.keys())
    const values = Float64Array.from(merged.values())
    const groups = Uint8Array.from(hashes, (h) => groupOf.get(h) ?? 0)
    perText.push({ hashes, values, groups })
    for (const h of hashes) counts.set(h, (counts.get(h) ?? 0) + 1)
  }
  const kept = [...counts.entries()]
    .filter(([h, c]) => {
      const group = groupOf.get(h) ?? 0
      return c >= minRows || group === GROUP_PRIOR || group === GROUP_BIAS
    })
    .map(([h]) => h)
    .sort((a, b) => (a >>> 0) - (b >>> 0))
  const indexOf = new Map<number, number>()
  kept.forEach((h, i) => {
    indexOf.set(h, i)
  })
  const indptr = new Int32Array(texts.length + 1)
  let nnz = 0
  for (const [r, row] of perText.entries()) {
    for (const h of row.hashes) if (indexOf.has(h)) nnz += 1
    indptr[r + 1] = nnz
  }
  const index = new Int32Array(nnz)
  const value = new Float64Array(nnz)
  let k = 0
  for (const row of perText) {
    for (let i = 0; i < row.hashes.length; i += 1) {
      const j = indexOf.get(row.hashes[i] ?? 0)
      if (j === undefined) continue
      index[k] = j
      value[k] = row.values[i] ?? 0
      k += 1
    }
  }
  const hashes = Int32Array.from(kept)
  return {
    matrix: { rows: texts.length, indptr, index, value },
    space: {
      hashes,
      groups: Uint8Array.from(kept, (h) => groupOf.get(h) ?? 0),
      rowCount: Int32Array.from(kept, (h) => counts.get(h) ?? 0),
    },
  }
}
