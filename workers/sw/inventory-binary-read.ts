import { InventoryBinaryReader, type InventoryColumns } from '../../src/core'

/**
 * Reads a binary inventory answer (names=ppm) as it downloads: the names are decoded chunk by
 * chunk while the rest is still on its way, not all at once after the last byte.
 */
export async function readInventoryBinary(response: Response): Promise<InventoryColumns> {
  const reader = new InventoryBinaryReader()
  if (!response.body) {
    reader.push(new Uint8Array(await response.arrayBuffer()))
    return reader.finish()
  }
  const stream = response.body.getReader()
  for (;;) {
    const { done, value } = await stream.read()
    if (done) break
    reader.push(value)
  }
  return reader.finish()
}
