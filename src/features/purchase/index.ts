// The page (PurchasePage.tsx) is imported by its route file directly, so that it lands in the route's chunk.
export { type PurchaseSearch, PurchaseSearchSchema, purchaseTier } from './search'
