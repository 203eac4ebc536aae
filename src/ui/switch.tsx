import { type ReactNode, useId } from 'react'

export interface SwitchProps {
  label: ReactNode
  /** A second line under the label. */
  description?: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  testId?: string
}

/** An on/off toggle: a checkbox with role=switch, so it is announced as on or off. */
export function Switch({ label, description, checked, onChange, disabled, testId }: SwitchProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  return (
    <div className="switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="switch__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="switch__label">
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span className="switch__text">
          <span className="switch__title">{label}</span>
          {description ? (
            <span className="switch__description" id={descriptionId}>
              {description}
            </span>
          ) : null}
        </span>
      </label>
    </div>
  )
}
