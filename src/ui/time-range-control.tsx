import { type FormEvent, type ReactNode, useId, useState } from 'react'
import {
  EARLIEST_DAY_MS,
  earliestPermittedStart,
  RELATIVE_TIME_RANGES,
  type RelativeTimeRangeName,
  type TimeRangeLimits,
  type TimeRangeSelection,
  validateTimeRange,
} from '../core'
import { Button } from './button'
import './time-range-control.css'

const DAY_MS = 86_400_000
const CUSTOM = 'custom'

/** A UTC day as the value of a date input (YYYY-MM-DD). */
export function dateInputValue(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10)
}

/** Epoch ms of the start of a date input's UTC day; null for anything but YYYY-MM-DD. */
export function dateInputStart(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const ms = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(ms) ? ms : null
}

/**
 * The absolute range of two picked days: from the start of the first (not before the earliest
 * permitted moment) to the end of the last (not after now).
 */
export function customRange(
  from: string,
  to: string,
  earliest: number,
  now: number,
): { start: number; end: number } | null {
  const start = dateInputStart(from)
  const endDay = dateInputStart(to)
  if (start === null || endDay === null) return null
  return { start: Math.max(start, earliest), end: Math.min(endDay + DAY_MS - 1, now) }
}

export interface TimeRangeControlProps {
  value: TimeRangeSelection
  limits: TimeRangeLimits
  onChange: (selection: TimeRangeSelection) => void
  /** Epoch ms the permitted dates are measured from (default: now). */
  now?: number
  /** A link to the plans, shown when some ranges need a higher plan. */
  upgrade?: ReactNode
}

/**
 * The time range control (application §2.5): the relative ranges in the spec's order, and a
 * custom range of two days. Ranges beyond the user's permission are shown disabled, with a hint
 * to upgrade; the earliest selectable day is the later of 2012-01-01 and the user's history.
 */
export function TimeRangeControl({
  value,
  limits,
  onChange,
  now = Date.now(),
  upgrade,
}: TimeRangeControlProps) {
  const id = useId()
  const earliest = Math.max(EARLIEST_DAY_MS, earliestPermittedStart(limits, now))
  const [customOpen, setCustomOpen] = useState(value.kind === 'absolute')
  const [from, setFrom] = useState(() =>
    dateInputValue(value.kind === 'absolute' ? value.start : Math.max(earliest, now - 7 * DAY_MS)),
  )
  const [to, setTo] = useState(() => dateInputValue(value.kind === 'absolute' ? value.end : now))
  const [error, setError] = useState<string | null>(null)

  const locked = RELATIVE_TIME_RANGES.filter((range) => range.days > limits.maxRelativeDays)
  const selected = customOpen || value.kind === 'absolute' ? CUSTOM : value.name

  function choose(next: string) {
    setError(null)
    if (next === CUSTOM) {
      setCustomOpen(true)
      return
    }
    const range = RELATIVE_TIME_RANGES.find((r) => r.name === next)
    if (!range || range.days > limits.maxRelativeDays) return
    setCustomOpen(false)
    onChange({ kind: 'relative', name: range.name satisfies RelativeTimeRangeName })
  }

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const range = customRange(from, to, earliest, now)
    if (!range) {
      setError('Please choose both days.')
      return
    }
    const check = validateTimeRange(
      { startDate: String(range.start), endDate: String(range.end) },
      limits,
      now,
    )
    if (check.notice) {
      setError(check.notice.text)
      return
    }
    setError(null)
    onChange({ kind: 'absolute', start: range.start, end: range.end })
  }

  return (
    <div className="time-range" data-testid="time-range-control">
      <div className="time-range__row">
        <label className="time-range__label" htmlFor={`${id}-select`}>
          Time range
        </label>
        <select
          id={`${id}-select`}
          className="field__input field__select time-range__select"
          value={selected}
          onChange={(event) => choose(event.target.value)}
          data-testid="time-range-select"
          aria-describedby={locked.length > 0 ? `${id}-hint` : undefined}
        >
          {RELATIVE_TIME_RANGES.map((range) => {
            const disabled = range.days > limits.maxRelativeDays
            return (
              <option key={range.name} value={range.name} disabled={disabled}>
                {disabled ? `${range.label} (upgrade)` : range.label}
              </option>
            )
          })}
          <option value={CUSTOM}>Custom range…</option>
        </select>
      </div>
      {locked.length > 0 ? (
        <p className="time-range__hint subtle" id={`${id}-hint`} data-testid="time-range-upgrade-hint">
          {locked.map((range) => range.label).join(', ')}: available with a higher plan. {upgrade}
        </p>
      ) : null}
      {selected === CUSTOM ? (
        <form className="time-range__custom" onSubmit={apply} noValidate aria-label="Custom time range">
          <div className="field time-range__day">
            <label className="field__label" htmlFor={`${id}-from`}>
              From (UTC)
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className="field__input"
              value={from}
              min={dateInputValue(earliest)}
              max={dateInputValue(now)}
              onChange={(event) => setFrom(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid="time-range-from"
            />
          </div>
          <div className="field time-range__day">
            <label className="field__label" htmlFor={`${id}-to`}>
              To (UTC)
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className="field__input"
              value={to}
              min={dateInputValue(earliest)}
              max={dateInputValue(now)}
              onChange={(event) => setTo(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid="time-range-to"
            />
          </div>
          <Button type="submit" size="small" variant="primary" data-testid="time-range-apply">
            Apply
          </Button>
          {error ? (
            <p className="field__error time-range__error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
