import {
  MARKET_GROUPS,
  type MarketGroupKey,
  PREFERENCE_TITLE_TYPES,
  type PreferenceTitleType,
} from '../../core'
import { Switch } from '../../ui/forms'

const MARKET_DESCRIPTION: Record<MarketGroupKey, string> = {
  US: 'NYSE, Nasdaq and more',
  CA: 'TSX and TSX Venture',
  EU: 'All EU countries',
  CN: 'Shanghai, Shenzhen',
  IN: 'NSE and BSE',
  REST_AS: 'Asia except China and India',
}

/** Toggles of the market groups (US, CA, EU, CN, IN, REST_AS). */
export function MarketToggles({
  value,
  onChange,
}: {
  value: ReadonlySet<MarketGroupKey>
  onChange: (next: Set<MarketGroupKey>) => void
}) {
  return (
    <div className="switch-grid">
      {MARKET_GROUPS.map((group) => (
        <Switch
          key={group.key}
          label={group.label}
          description={MARKET_DESCRIPTION[group.key]}
          checked={value.has(group.key)}
          testId={`market-${group.key}`}
          onChange={(on) => onChange(toggled(value, group.key, on))}
        />
      ))}
    </div>
  )
}

/** Toggles of the asset types (company as Stocks, raw_material as Commodities, forex as Currencies…). */
export function TitleTypeToggles({
  value,
  onChange,
}: {
  value: ReadonlySet<PreferenceTitleType>
  onChange: (next: Set<PreferenceTitleType>) => void
}) {
  return (
    <div className="switch-grid">
      {PREFERENCE_TITLE_TYPES.map((entry) => (
        <Switch
          key={entry.type}
          label={entry.label}
          checked={value.has(entry.type)}
          testId={`title-type-${entry.type}`}
          onChange={(on) => onChange(toggled(value, entry.type, on))}
        />
      ))}
    </div>
  )
}

function toggled<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
  const next = new Set(set)
  if (on) next.add(item)
  else next.delete(item)
  return next
}
