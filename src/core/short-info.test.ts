import { describe, expect, it } from 'vitest'
import { shortInfoRecords, UNKNOWN_SHORT_INFO_TEXT } from './short-info'

describe('short info records', () => {
  it('reads both shapes of application §3', () => {
    expect(
      shortInfoRecords([
        {
          market: 'FINRA TRF',
          date: '2026-11-23',
          shortExemptVolume: 10,
          totalVolume: 5000,
          shortVolume: 2000,
        },
        {
          date_short: '2026-11-23',
          isin: 'GB0002374006',
          shares_percent_short: 0.62,
          short_exempt_volume: null,
          short_volume: null,
          total_volume: null,
          company_short_selling: 'Demo Harbour Capital LLP',
        },
      ]),
    ).toEqual([
      {
        kind: 'volume',
        date: '2026-11-23',
        market: 'FINRA TRF',
        shortVolume: 2000,
        shortExemptVolume: 10,
        totalVolume: 5000,
        share: 0.4,
      },
      {
        kind: 'position',
        date: '2026-11-23',
        holder: 'Demo Harbour Capital LLP',
        isin: 'GB0002374006',
        percent: 0.62,
      },
    ])
  })

  it("answers 'Unknown short info data type!' for any other shape", () => {
    expect(() => shortInfoRecords([{ date: '2026-11-23', shorts: 4 }])).toThrow(UNKNOWN_SHORT_INFO_TEXT)
    expect(UNKNOWN_SHORT_INFO_TEXT).toBe('Unknown short info data type!')
  })
})
