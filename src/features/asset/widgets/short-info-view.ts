import type { ShortInfoRecord, ShortPosition, ShortVolumeDay } from '../../../core'

export interface HolderPosition {
  holder: string
  /** Percent of the shares on the latest day the holder reported. */
  percent: number
  date: string
  /** Change in percentage points since the holder's earliest record read; null with one record. */
  change: number | null
}

export interface ShortInfoView {
  /** FINRA days (all markets of a day summed), newest first: "short info US". */
  days: ShortVolumeDay[]
  /** FCA holders, largest position first: "short info". */
  holders: HolderPosition[]
  /** Sum of the holders' latest positions, percent. */
  disclosedPercent: number
}

/** Groups the records for the two widgets: days of short volume and holders' latest positions. */
export function shortInfoView(records: readonly ShortInfoRecord[]): ShortInfoView {
  const byDay = new Map<string, ShortVolumeDay>()
  const byHolder = new Map<string, ShortPosition[]>()
  for (const record of records) {
    if (record.kind === 'volume') {
      const day = byDay.get(record.date)
      if (!day) {
        byDay.set(record.date, { ...record })
        continue
      }
      const add = (a: number | null, b: number | null) =>
        a === null && b === null ? null : (a ?? 0) + (b ?? 0)
      day.shortVolume = add(day.shortVolume, record.shortVolume)
      day.shortExemptVolume = add(day.shortExemptVolume, record.shortExemptVolume)
      day.totalVolume = add(day.totalVolume, record.totalVolume)
      day.market = 'all markets'
      day.share = day.shortVolume === null || !day.totalVolume ? null : day.shortVolume / day.totalVolume
    } else if (record.percent !== null) {
      byHolder.set(record.holder, [...(byHolder.get(record.holder) ?? []), record])
    }
  }
  const holders: HolderPosition[] = []
  for (const [holder, positions] of byHolder) {
    const sorted = [...positions].sort((a, b) => a.date.localeCompare(b.date))
    const first = sorted[0]
    const last = sorted.at(-1)
    if (!first || !last || last.percent === null) continue
    holders.push({
      holder,
      percent: last.percent,
      date: last.date,
      change: sorted.length > 1 && first.percent !== null ? last.percent - first.percent : null,
    })
  }
  holders.sort((a, b) => b.percent - a.percent || a.holder.localeCompare(b.holder))
  return {
    days: [...byDay.values()].sort((a, b) => b.date.localeCompare(a.date)),
    holders,
    disclosedPercent: holders.reduce((sum, holder) => sum + holder.percent, 0),
  }
}
