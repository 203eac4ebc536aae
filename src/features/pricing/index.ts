// The page (AccountsPage.tsx) is imported by its route files directly, so that it lands in their chunks.
export { ComparisonTable } from './ComparisonTable'
export { IntervalSwitch } from './IntervalSwitch'
export { PlanCards, type PlanCardsProps } from './PlanCards'
export { comparisonCell, planHighlights, planPrice, RECOMMENDED_TIER } from './plan-display'
