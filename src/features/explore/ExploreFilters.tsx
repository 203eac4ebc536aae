import { useEffect, useState } from 'react'
import type { AvailableFilters } from '../../api'
import {
  type ExploreSearch,
  exploreFilterCount,
  exploreList,
  MARKET_GROUPS,
  PREFERENCE_TITLE_TYPES,
  type TitleType,
  toggleExploreList,
} from '../../core'
import { Button } from '../../ui'
import { ChipGroup } from '../../ui/chip-group'

export type ExploreFilterChange = Partial<
  Pick<ExploreSearch, 'type' | 'region' | 'country' | 'sector' | 'exchange' | 'list' | 'chgMin' | 'chgMax'>
>

export interface ExploreFiltersProps {
  search: ExploreSearch
  choices: AvailableFilters | undefined
  onChange: (change: ExploreFilterChange) => void
  /** In the edit-view dialog: always open, without the price filters (a view has none). */
  inDialog?: boolean
}

function ChoiceSelect({
  label,
  value,
  options,
  onChange,
  testId,
  disabled,
}: {
  label: string
  value: string | undefined
  options: readonly { id: string | number; n: string }[]
  onChange: (value: string | undefined) => void
  testId: string
  disabled?: boolean
}) {
  return (
    <label className="explore-filters__select">
      <span className="explore-filters__legend">{label}</span>
      <select
        className="field__input field__select"
        value={value ?? ''}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.n}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A percent bound typed freely and applied when it parses (an empty field clears it). */
function PercentInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string
  value: number | undefined
  onChange: (value: number | undefined) => void
  testId: string
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value))
  useEffect(() => setText(value === undefined ? '' : String(value)), [value])
  const apply = () => {
    const trimmed = text.trim().replace(',', '.')
    if (trimmed === '') return onChange(undefined)
    const number = Number(trimmed)
    if (Number.isFinite(number) && Math.abs(number) <= 1000) onChange(number)
    else setText(value === undefined ? '' : String(value))
  }
  return (
    <label className="explore-filters__percent">
      <span className="explore-filters__legend">{label}</span>
      <span className="explore-filters__percent-field">
        <input
          className="field__input"
          inputMode="decimal"
          value={text}
          placeholder="any"
          data-testid={testId}
          onChange={(event) => setText(event.target.value)}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply()
          }}
        />
        <span aria-hidden="true">%</span>
      </span>
    </label>
  )
}

const SECTOR_LEVELS = [
  { digits: 2, label: 'Sector' },
  { digits: 4, label: 'Industry group' },
  { digits: 6, label: 'Industry' },
]

/** The explore filters (type, market, country, sector level, exchange, list, price change). */
export function ExploreFilters({ search, choices, onChange, inDialog = false }: ExploreFiltersProps) {
  const count = exploreFilterCount(search)
  const sector = exploreList(search.sector)[0]
  // A sector id's digits tell its level (GICS: 2 sector, 4 industry group, 6 industry, 8 sub-industry).
  const sectorsAt = (digits: number) =>
    (choices?.sector ?? []).filter((entry) => String(entry.id).length === digits)
  // Open on a desk's screen; on a phone the table matters more, so the filters start folded.
  const [open] = useState(
    () => inDialog || typeof window === 'undefined' || window.matchMedia('(min-width: 721px)').matches,
  )
  return (
    <details className="explore-filters" data-testid="explore-filters" open={open}>
      <summary className="explore-filters__summary">Filters{count > 0 ? ` (${count})` : ''}</summary>
      <ChipGroup
        label="Asset type"
        testId="explore-filter-type"
        options={PREFERENCE_TITLE_TYPES.map((entry) => ({
          value: entry.type as TitleType,
          label: entry.label,
        }))}
        selected={exploreList(search.type)}
        onToggle={(value) => onChange({ type: toggleExploreList(search.type, value) })}
      />
      <ChipGroup
        label="Market"
        testId="explore-filter-region"
        options={MARKET_GROUPS.map((group) => ({ value: group.key, label: group.label }))}
        selected={exploreList(search.region)}
        onToggle={(value) => onChange({ region: toggleExploreList(search.region, value) })}
      />
      <div className="explore-filters__row">
        <ChoiceSelect
          label="Country"
          testId="explore-filter-country"
          value={exploreList(search.country)[0]}
          options={choices?.country ?? []}
          onChange={(value) => onChange({ country: value })}
        />
        {SECTOR_LEVELS.map((level) => (
          <ChoiceSelect
            key={level.digits}
            label={level.label}
            testId={`explore-filter-sector-${level.digits}`}
            value={sector && sector.length >= level.digits ? sector.slice(0, level.digits) : undefined}
            options={sectorsAt(level.digits).filter(
              (entry) =>
                level.digits === 2 ||
                (sector !== undefined && String(entry.id).startsWith(sector.slice(0, level.digits - 2))),
            )}
            disabled={level.digits > 2 && (sector === undefined || sector.length < level.digits - 2)}
            onChange={(value) =>
              onChange({
                sector: value ?? (sector && level.digits > 2 ? sector.slice(0, level.digits - 2) : undefined),
              })
            }
          />
        ))}
        <ChoiceSelect
          label="Exchange"
          testId="explore-filter-exchange"
          value={exploreList(search.exchange)[0]}
          options={choices?.exchange ?? []}
          onChange={(value) => onChange({ exchange: value })}
        />
        <ChoiceSelect
          label="List"
          testId="explore-filter-list"
          value={exploreList(search.list)[0]}
          options={choices?.list ?? []}
          onChange={(value) => onChange({ list: value })}
        />
        {inDialog ? null : (
          <>
            <PercentInput
              label="Price today from"
              testId="explore-filter-chg-min"
              value={search.chgMin}
              onChange={(value) => onChange({ chgMin: value })}
            />
            <PercentInput
              label="to"
              testId="explore-filter-chg-max"
              value={search.chgMax}
              onChange={(value) => onChange({ chgMax: value })}
            />
          </>
        )}
      </div>
      {count > 0 ? (
        <Button
          variant="ghost"
          size="small"
          data-testid="explore-clear-filters"
          onClick={() =>
            onChange({
              type: undefined,
              region: undefined,
              country: undefined,
              sector: undefined,
              exchange: undefined,
              list: undefined,
              chgMin: undefined,
              chgMax: undefined,
            })
          }
        >
          Clear filters ({count})
        </Button>
      ) : null}
    </details>
  )
}
