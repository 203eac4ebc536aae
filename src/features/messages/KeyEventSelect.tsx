import { KEY_EVENT_GROUPS, KEY_EVENT_TYPES } from '../../core'

export interface KeyEventSelectProps {
  value: number | undefined
  onChange: (keyEventId: number | undefined) => void
  /** The plan has no key-event filter or view: shown, not choosable. */
  locked: boolean
  testId: string
}

/** One key event from the catalogue, grouped as /v6/key_events_v2 groups them, or any. */
export function KeyEventSelect({ value, onChange, locked, testId }: KeyEventSelectProps) {
  return (
    <label className="field">
      <span className="field__label">Key event{locked ? ' (upgrade)' : ''}</span>
      <select
        className="field__input field__select"
        data-testid={testId}
        disabled={locked}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">Any key event</option>
        {KEY_EVENT_GROUPS.map((group) => (
          <optgroup key={group.id} label={group.name}>
            {KEY_EVENT_TYPES.filter((type) => type.group_id === group.id).map((type) => (
              <option key={type.key_event_id} value={type.key_event_id}>
                {type.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  )
}
