import './chip-group.css'

export interface ChipGroupProps<T extends string> {
  label: string
  options: readonly { value: T; label: string }[]
  selected: readonly string[]
  onToggle: (value: T) => void
  testId: string
  disabled?: boolean
}

/** A labelled group of toggle chips (aria-pressed); each press toggles one value. */
export function ChipGroup<T extends string>({
  label,
  options,
  selected,
  onToggle,
  testId,
  disabled = false,
}: ChipGroupProps<T>) {
  return (
    <fieldset className="chip-group" data-testid={testId} disabled={disabled}>
      <legend className="chip-group__legend">{label}</legend>
      <div className="chip-group__chips">
        {options.map((option) => {
          const on = selected.includes(option.value)
          return (
            <button
              key={option.value}
              type="button"
              className={on ? 'chip chip--on' : 'chip'}
              aria-pressed={on}
              onClick={() => onToggle(option.value)}
            >
              {option.label}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}

export interface ChoiceChipsProps<T extends string> {
  /** Names the group for screen readers (not shown). */
  label: string
  /** `title`: the option's tooltip, when its label is short ("24h": "Last 24 hours"). */
  options: readonly { value: T; label: string; title?: string }[]
  value: T
  onChange: (value: T) => void
  testId: string
}

/** One choice of a few, as chips in a row (aria-pressed on the chosen one): chart size, range, style. */
export function ChoiceChips<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: ChoiceChipsProps<T>) {
  return (
    <fieldset className="choice-chips" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={option.value === value ? 'chip chip--on' : 'chip'}
          aria-pressed={option.value === value}
          title={option.title}
          data-testid={`${testId}-${option.value}`}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  )
}
