/**
 * The content type of the binary inventory answer (inventory-binary.ts). In a module of its own:
 * the hub worker's small entry checks for it without taking in the decoder.
 */
export const INVENTORY_BINARY_TYPE = 'application/vnd.murmur.inventory-columns'
