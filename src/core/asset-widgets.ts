import type { TitleType } from './titles'

/** The asset snapshot's widgets (application §2.5) whose data only some kinds of asset have. */
export type TypeBoundWidget = 'fundamentals' | 'earnings' | 'dividends' | 'short_info' | 'executives'

/**
 * Whether an asset page shows a widget: a company reports earnings, has executives, short sellers
 * and fundamentals; a company or a fund pays dividends. A crypto currency, an index, a currency or
 * a commodity would only show their empty cards. While the type is unknown, every widget shows.
 */
export function showsAssetWidget(widget: TypeBoundWidget, type: TitleType | null): boolean {
  if (type === null) return true
  if (widget === 'dividends') return type === 'company' || type === 'fund'
  return type === 'company'
}
