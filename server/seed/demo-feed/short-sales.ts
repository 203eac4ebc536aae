import type { StoredQuote } from '../../pipeline/contract'
import type { ShortSaleRecord } from '../../pipeline/store/quotes'
import { hashOf, unit } from './random'
import type { DemoTitle } from './titles'

/**
 * Demo short-sale records, derived from a day's bar so they agree with its volume:
 * - US companies: a FINRA daily short-volume record (short volume 36–52 % of the day's volume, as
 *   in FINRA's Reg SHO files; exempt volume a fraction of a percent of it);
 * - UK companies: FCA disclosed net short positions (≥ 0.5 % of the shares) of one to three
 *   demo position holders, drifting slowly from day to day.
 */

const FINRA_MARKET = 'FINRA TRF'
const DEMO_HOLDERS = [
  'Demo Harbour Capital LLP',
  'Demo Northbridge Partners LLP',
  'Demo Quayside Asset Management',
  'Demo Ridgeway Fund Management',
  'Demo Albion Short Strategies LLP',
] as const
/** FCA discloses positions from 0.5 % of the issued shares. */
const FCA_THRESHOLD_PERCENT = 0.5

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export function demoShortSales(seed: number, title: DemoTitle, bar: StoredQuote): ShortSaleRecord[] {
  if (title.type !== 'company' || bar.interval !== '1d') return []
  const day = bar.t.getTime()
  const date = isoDay(day)
  if (title.country === 'US') {
    const shortVolume = Math.round(bar.v * (0.36 + 0.16 * unit(seed, 'short-share', title.id, day)))
    return [
      {
        titleId: title.id,
        source: 'finra',
        date,
        market: FINRA_MARKET,
        holder: '',
        isin: null,
        shortVolume,
        shortExemptVolume: Math.round(shortVolume * 0.008 * unit(seed, 'short-exempt', title.id, day)),
        totalVolume: Math.round(bar.v),
        sharesPercentShort: null,
      },
    ]
  }
  if (title.country !== 'GB') return []
  const holders = 1 + (hashOf(seed, 'short-holders', title.id) % 3)
  const records: ShortSaleRecord[] = []
  for (let i = 0; i < holders; i += 1) {
    const holder = DEMO_HOLDERS[(hashOf(seed, 'short-holder', title.id, i) % DEMO_HOLDERS.length) >>> 0]
    if (!holder || records.some((record) => record.holder === holder)) continue
    const base = 0.6 + 1.8 * unit(seed, 'short-base', title.id, i)
    const drift = 0.35 * Math.sin(day / (86_400_000 * (9 + 4 * i)) + i)
    const percent = Math.round(Math.max(FCA_THRESHOLD_PERCENT, base + drift) * 100) / 100
    records.push({
      titleId: title.id,
      source: 'fca',
      date,
      market: '',
      holder,
      isin: null,
      shortVolume: null,
      shortExemptVolume: null,
      totalVolume: null,
      sharesPercentShort: percent,
    })
  }
  return records
}
