import { useSyncExternalStore } from 'react'
import { INVENTORY_CACHE_VERSION } from '../../core'
import {
  type CachedInventoryHint,
  createInventoryLoader,
  type InventoryState,
  type ReferenceData,
} from './inventory-loader'

/** localStorage note that the reference data was loaded once; read synchronously so warm starts never wait. */
export const CACHED_INVENTORY_HINT_KEY = 'murmur-inventory-cached'

const localStorageHint: CachedInventoryHint = {
  read() {
    try {
      return localStorage.getItem(CACHED_INVENTORY_HINT_KEY) === String(INVENTORY_CACHE_VERSION)
    } catch {
      return false
    }
  },
  write() {
    try {
      localStorage.setItem(CACHED_INVENTORY_HINT_KEY, String(INVENTORY_CACHE_VERSION))
    } catch {
      // Without storage every start checks IndexedDB instead.
    }
  },
}

/** The tab's one inventory loader: pieces loaded once stay loaded for the whole session. */
export const inventoryLoader = createInventoryLoader({ hint: localStorageHint })

/** Loading state of the inventory (phase flags, the hub's asset inventory, failed pieces). */
export function useInventoryState(): InventoryState {
  return useSyncExternalStore(inventoryLoader.subscribe, inventoryLoader.getState, inventoryLoader.getState)
}

/** Exchanges, sectors, countries, sources, source types, key events and lists, once loaded (else null). */
export function useReferenceData(): ReferenceData {
  const getReference = () => inventoryLoader.getState().reference
  return useSyncExternalStore(inventoryLoader.subscribe, getReference, getReference)
}
