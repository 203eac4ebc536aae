/**
 * Rows for the chart's time markers so that none covers another: each marker, left to right,
 * takes the lowest row whose last marker is at least `gap` px to its left. Past `maxRows` rows a
 * marker takes the row whose last marker is farthest left (it may touch that one, but stays
 * findable). Every marker keeps its own x, so each stays a button of its own.
 */
export function markerRows(xs: readonly number[], gap: number, maxRows: number): number[] {
  const order = xs.map((x, i) => ({ x, i })).sort((a, b) => a.x - b.x || a.i - b.i)
  const lastX: number[] = []
  const rows = new Array<number>(xs.length).fill(0)
  for (const { x, i } of order) {
    let row = lastX.findIndex((last) => x - last >= gap)
    if (row === -1 && lastX.length < maxRows) row = lastX.length
    if (row === -1) row = lastX.indexOf(Math.min(...lastX))
    lastX[row] = x
    rows[i] = row
  }
  return rows
}
