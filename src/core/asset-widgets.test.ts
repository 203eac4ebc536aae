import { describe, expect, it } from 'vitest'
import { showsAssetWidget, type TypeBoundWidget } from './asset-widgets'

const WIDGETS: TypeBoundWidget[] = ['fundamentals', 'earnings', 'dividends', 'short_info', 'executives']

describe('asset widgets by asset type', () => {
  it('shows a company every widget, and every widget while the type is unknown', () => {
    for (const widget of WIDGETS) {
      expect(showsAssetWidget(widget, 'company')).toBe(true)
      expect(showsAssetWidget(widget, null)).toBe(true)
    }
  })

  it('shows a fund its dividends only, and a crypto currency, index, currency or commodity none of them', () => {
    expect(WIDGETS.filter((widget) => showsAssetWidget(widget, 'fund'))).toEqual(['dividends'])
    for (const type of ['crypto_currency', 'index', 'forex', 'raw_material'] as const)
      expect(WIDGETS.filter((widget) => showsAssetWidget(widget, type))).toEqual([])
  })
})
