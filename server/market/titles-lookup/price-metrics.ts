/** Percent changes and 52-week distances of a title, from its daily quotes (title_price_stats). */
export interface PriceMetrics {
  chg: number | null
  week_chg: number | null
  month_chg: number | null
  year_chg: number | null
  dist_52_week_high: number | null
  dist_52_week_low: number | null
}

export const PRICE_METRIC_NAMES = [
  'chg',
  'week_chg',
  'month_chg',
  'year_chg',
  'dist_52_week_high',
  'dist_52_week_low',
] as const satisfies readonly (keyof PriceMetrics)[]
