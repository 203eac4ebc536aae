import * as v from 'valibot'
import { ShortSaleMarketSchema, ShortSalePositionSchema } from './wire/short-sales'

/** Application §8: short-sale data of a shape neither widget knows. */
export const UNKNOWN_SHORT_INFO_TEXT = 'Unknown short info data type!'

/** Shape (a): a day's short volume on a market (FINRA, "short info US"). */
export interface ShortVolumeDay {
  kind: 'volume'
  date: string
  market: string
  shortVolume: number | null
  shortExemptVolume: number | null
  totalVolume: number | null
  /** Short volume as a share of the total (0–1); null without both. */
  share: number | null
}

/** Shape (b): a disclosed net short position (FCA, "short info"). */
export interface ShortPosition {
  kind: 'position'
  date: string
  holder: string
  isin: string | null
  /** Percent of the issued shares. */
  percent: number | null
}

export type ShortInfoRecord = ShortVolumeDay | ShortPosition

/** Reads short-sale records of either shape (application §3); any other shape throws the §8 error. */
export function shortInfoRecords(records: readonly unknown[]): ShortInfoRecord[] {
  return records.map((record) => {
    const volume = v.safeParse(ShortSaleMarketSchema, record)
    if (volume.success) {
      const { shortVolume, totalVolume } = volume.output
      return {
        kind: 'volume',
        date: volume.output.date,
        market: volume.output.market,
        shortVolume,
        shortExemptVolume: volume.output.shortExemptVolume,
        totalVolume,
        share: shortVolume === null || !totalVolume ? null : shortVolume / totalVolume,
      }
    }
    const position = v.safeParse(ShortSalePositionSchema, record)
    if (position.success)
      return {
        kind: 'position',
        date: position.output.date_short,
        holder: position.output.company_short_selling,
        isin: position.output.isin,
        percent: position.output.shares_percent_short,
      }
    throw new Error(UNKNOWN_SHORT_INFO_TEXT)
  })
}
