import './pricing.css'
import type { SubscriptionInterval } from '../../core'

/** Monthly or yearly billing, as a two-option radio group drawn as a segmented control. */
export function IntervalSwitch({
  value,
  onChange,
}: {
  value: SubscriptionInterval
  onChange: (interval: SubscriptionInterval) => void
}) {
  const options: { value: SubscriptionInterval; label: string }[] = [
    { value: 'MONTH', label: 'Monthly' },
    { value: 'YEAR', label: 'Yearly (2 months free)' },
  ]
  return (
    <fieldset className="segmented" data-testid="interval-switch">
      <legend className="visually-hidden">Billing interval</legend>
      {options.map((option) => (
        <label key={option.value} className="segmented__option">
          <input
            type="radio"
            name="billing-interval"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            data-testid={`interval-${option.value}`}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}
