import type { ForexEntry } from './types'

/** Currency pairs (base/quote, ISO 4217), quoted in the quote currency. Ids are stable. */
export const FOREX: readonly ForexEntry[] = [
  [300001, 'EUR', 'USD'],
  [300002, 'USD', 'JPY'],
  [300003, 'GBP', 'USD'],
  [300004, 'USD', 'CHF'],
  [300005, 'AUD', 'USD'],
  [300006, 'USD', 'CAD'],
  [300007, 'NZD', 'USD'],
  [300008, 'EUR', 'GBP'],
  [300009, 'EUR', 'JPY'],
  [300010, 'EUR', 'CHF'],
  [300011, 'GBP', 'JPY'],
  [300012, 'USD', 'CNY'],
  [300013, 'USD', 'INR'],
  [300014, 'USD', 'HKD'],
  [300015, 'USD', 'SGD'],
  [300016, 'USD', 'KRW'],
  [300017, 'EUR', 'SEK'],
  [300018, 'USD', 'MXN'],
  [300019, 'USD', 'BRL'],
  [300020, 'USD', 'ZAR'],
]
