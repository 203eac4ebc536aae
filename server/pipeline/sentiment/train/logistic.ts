import type { SparseRows } from './matrix'

/** Classes in types.ts order: negative, neutral, positive. */
export const CLASSES = 3

export interface LogisticOptions {
  /** L2 strength on the mean weighted loss. */
  readonly l2: number
  /** Per-feature multiplier of l2 (0 leaves a feature, such as the bias, unregularised). */
  readonly l2Factor: Float64Array
  /** Sample weight of class c: (n / (3 · n_c)) ^ power; 0 weighs every text alike. */
  readonly classWeightPower: number
  readonly maxIterations: number
  /** Stops when the relative loss change falls below this. */
  readonly tolerance: number
}

/** Multinomial logistic regression trained by L-BFGS on the given rows; returns weights [feature · 3 + class]. */
export function trainLogistic(
  matrix: SparseRows,
  labels: ArrayLike<number>,
  rows: Int32Array,
  dim: number,
  options: LogisticOptions,
): Float64Array {
  const classCount = [0, 0, 0]
  for (const r of rows) classCount[labels[r] ?? 0] = (classCount[labels[r] ?? 0] ?? 0) + 1
  const classWeight = classCount.map((n) =>
    n === 0 ? 0 : (rows.length / (CLASSES * n)) ** options.classWeightPower,
  )
  let totalWeight = 0
  for (const r of rows) totalWeight += classWeight[labels[r] ?? 0] ?? 0
  const size = dim * CLASSES
  const { indptr, index, value } = matrix
  const z = new Float64Array(CLASSES)

  const objective = (w: Float64Array, grad: Float64Array): number => {
    grad.fill(0)
    let loss = 0
    for (const r of rows) {
      const start = indptr[r] ?? 0
      const end = indptr[r + 1] ?? 0
      z[0] = 0
      z[1] = 0
      z[2] = 0
      for (let k = start; k < end; k += 1) {
        const base = (index[k] ?? 0) * CLASSES
        const x = value[k] ?? 0
        z[0] += x * (w[base] ?? 0)
        z[1] += x * (w[base + 1] ?? 0)
        z[2] += x * (w[base + 2] ?? 0)
      }
      const max = Math.max(z[0] ?? 0, z[1] ?? 0, z[2] ?? 0)
      const e0 = Math.exp((z[0] ?? 0) - max)
      const e1 = Math.exp((z[1] ?? 0) - max)
      const e2 = Math.exp((z[2] ?? 0) - max)
      const sum = e0 + e1 + e2
      const y = labels[r] ?? 0
      const s = (classWeight[y] ?? 0) / totalWeight
      loss -= s * (Math.log(y === 0 ? e0 : y === 1 ? e1 : e2) - Math.log(sum))
      const g0 = s * (e0 / sum - (y === 0 ? 1 : 0))
      const g1 = s * (e1 / sum - (y === 1 ? 1 : 0))
      const g2 = s * (e2 / sum - (y === 2 ? 1 : 0))
      for (let k = start; k < end; k += 1) {
        const base = (index[k] ?? 0) * CLASSES
        const x = value[k] ?? 0
        grad[base] = (grad[base] ?? 0) + x * g0
        grad[base + 1] = (grad[base + 1] ?? 0) + x * g1
        grad[base + 2] = (grad[base + 2] ?? 0) + x * g2
      }
    }
    for (let j = 0; j < dim; j += 1) {
      const lambda = options.l2 * (options.l2Factor[j] ?? 1)
      if (lambda === 0) continue
      for (let c = 0; c < CLASSES; c += 1) {
        const i = j * CLASSES + c
        const wi = w[i] ?? 0
        loss += 0.5 * lambda * wi * wi
        grad[i] = (grad[i] ?? 0) + lambda * wi
      }
    }
    return loss
  }

  return minimiseLbfgs(objective, size, options.maxIterations, options.tolerance)
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0
  for (let i = 0; i < a.length; i += 1) s += (a[i] ?? 0) * (b[i] ?? 0)
  return s
}

/** Limited-memory BFGS with a backtracking (Armijo) line search; deterministic. */
export function minimiseLbfgs(
  objective: (w: Float64Array, grad: Float64Array) => number,
  size: number,
  maxIterations: number,
  tolerance: number,
  memory = 8,
): Float64Array {
  let w = new Float64Array(size)
  let grad = new Float64Array(size)
  let loss = objective(w, grad)
  const sList: Float64Array[] = []
  const yList: Float64Array[] = []
  const rhoList: number[] = []
  const direction = new Float64Array(size)
  const alpha = new Float64Array(memory)
  let nextW = new Float64Array(size)
  let nextGrad = new Float64Array(size)
  for (let iteration = 0; iteration < maxIterations; iteration += 1) {
    // Two-loop recursion: direction = −H·grad.
    for (let i = 0; i < size; i += 1) direction[i] = -(grad[i] ?? 0)
    for (let m = sList.length - 1; m >= 0; m -= 1) {
      const s = sList[m] ?? direction
      const y = yList[m] ?? direction
      const a = (rhoList[m] ?? 0) * dot(s, direction)
      alpha[m] = a
      for (let i = 0; i < size; i += 1) direction[i] = (direction[i] ?? 0) - a * (y[i] ?? 0)
    }
    const lastS = sList.at(-1)
    const lastY = yList.at(-1)
    const gamma = lastS && lastY ? dot(lastS, lastY) / dot(lastY, lastY) : 1 / Math.sqrt(dot(grad, grad) || 1)
    for (let i = 0; i < size; i += 1) direction[i] = (direction[i] ?? 0) * gamma
    for (let m = 0; m < sList.length; m += 1) {
      const s = sList[m] ?? direction
      const y = yList[m] ?? direction
      const b = (rhoList[m] ?? 0) * dot(y, direction)
      const a = alpha[m] ?? 0
      for (let i = 0; i < size; i += 1) direction[i] = (direction[i] ?? 0) + (a - b) * (s[i] ?? 0)
    }
    let slope = dot(grad, direction)
    if (slope >= 0) {
      // Not a descent direction: restart from steepest descent.
      sList.length = 0
      yList.length = 0
      rhoList.length = 0
      for (let i = 0; i < size; i += 1) direction[i] = -(grad[i] ?? 0)
      slope = dot(grad, direction)
    }
    let step = 1
    let nextLoss = Number.POSITIVE_INFINITY
    for (let attempt = 0; attempt < 30; attempt += 1) {
      for (let i = 0; i < size; i += 1) nextW[i] = (w[i] ?? 0) + step * (direction[i] ?? 0)
      nextLoss = objective(nextW, nextGrad)
      if (nextLoss <= loss + 1e-4 * step * slope) break
      step *= 0.5
    }
    if (!(nextLoss < loss)) break
    const s = new Float64Array(size)
    const y = new Float64Array(size)
    for (let i = 0; i < size; i += 1) {
      s[i] = (nextW[i] ?? 0) - (w[i] ?? 0)
      y[i] = (nextGrad[i] ?? 0) - (grad[i] ?? 0)
    }
    const sy = dot(s, y)
    if (sy > 1e-12) {
      sList.push(s)
      yList.push(y)
      rhoList.push(1 / sy)
      if (sList.length > memory) {
        sList.shift()
        yList.shift()
        rhoList.shift()
      }
    }
    const change = (loss - nextLoss) / Math.max(Math.abs(loss), 1e-12)
    ;[w, nextW] = [nextW, w]
    ;[grad, nextGrad] = [nextGrad, grad]
    loss = nextLoss
    if (change < tolerance) break
  }
  return w
}
