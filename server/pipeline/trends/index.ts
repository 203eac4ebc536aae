export { createTrendRadar, TREND_COUNTS_KEEP_MS, type TrendRadar } from './radar'
