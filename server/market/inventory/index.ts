export {
  type ContentEncoding,
  createInventoryCache,
  type InventoryCache,
  type InventoryRepresentation,
  type InventoryVariant,
  inventoryFields,
  loadInventoryJson,
  negotiateEncoding,
} from './inventory'
