export { InventoryGate } from './InventoryGate'
export {
  type InventoryPiece,
  type InventoryState,
  type LoadingScreenState,
  REFERENCE_PIECES,
  type ReferenceData,
  type ReferencePiece,
  SUSPICIOUS_LOADING_MS,
} from './inventory-loader'
export { inventoryLoader, useInventoryState, useReferenceData } from './inventory-store'
export { type InventoryStartDeps, startInventoryLoading } from './start-inventory'
