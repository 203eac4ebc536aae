import { type FormEvent, useState } from 'react'
import {
  ALERT_KIND_FEATURE,
  ALERT_KIND_HINT,
  ALERT_KIND_LABEL,
  ALERT_KINDS,
  ALERT_PERIOD_LABEL,
  ALERT_PERIODS,
  type AlertDirection,
  type AlertFeature,
  type AlertForm,
  type AlertKind,
  type AlertPeriod,
  type AlertTarget,
  alertFeatureAllowed,
  alertFormProblems,
  defaultAlertForm,
  describeAlertForm,
  effectivePermissions,
  KEY_EVENT_GROUPS,
  KEY_EVENT_TYPES,
  type Rule,
  type UserData,
  upgradeTierFor,
} from '../../core'
import { Button, capitalise, Dialog } from '../../ui'
import { Checkbox, ChoiceCards, SelectField, TextField } from '../../ui/forms'
import { UpgradePrompt } from '../notices/UpgradePrompt'
import type { AlertRules } from './use-alert-rules'

/** What an alert can watch: the asset it was opened from, and the user's watchlists. */
export interface AlertTargetChoice {
  key: string
  label: string
  target: AlertTarget
}

const LEVEL_DIRECTIONS: readonly { value: AlertDirection; label: string }[] = [
  { value: 'above', label: 'rises above' },
  { value: 'below', label: 'falls below' },
]
const MOVE_DIRECTIONS: readonly { value: AlertDirection; label: string }[] = [
  { value: 'rises', label: 'rises by' },
  { value: 'falls', label: 'falls by' },
]

const FEATURE_LABEL: Record<AlertFeature, string> = {
  rule_based_buzz_alerts: 'Rule-based buzz alerts',
  pre_earnings_buzz_alerts: 'Pre-earnings buzz alerts',
  price_buzz_alerts: 'Price/buzz alerts',
  key_event_alerts: 'Key event alerts',
  watchlist_ai_alerts: 'Watchlist AI alerts',
}

function targetKey(target: AlertTarget): string {
  return target.type === 'watchlist' ? `w${target.id}` : `t${target.ids.join(',')}`
}

function unitOf(kind: AlertKind): string {
  return kind === 'sentiment' ? 'score' : kind === 'buzz_move' ? 'points' : '% of normal'
}

const PROBLEM_TEXT = {
  name: 'Give the alert a name.',
  target: 'Choose what the alert watches.',
  threshold: 'Enter a threshold in range.',
  key_events: 'Pick at least one key event.',
} as const

/**
 * The alert rule editor (application §2.5 dialog "alerts"): an alert type, what it watches, and
 * for the rule-based types a metric, comparator and threshold a person understands. Types outside
 * the user's plan show the upgrade offer instead of a form; the server refuses them too (35).
 */
export function AlertRuleDialog({
  open,
  onClose,
  user,
  rules,
  targets,
  editing,
  initialKind = 'buzz_level',
}: {
  open: boolean
  onClose: () => void
  user: UserData
  rules: AlertRules
  targets: readonly AlertTargetChoice[]
  /** The rule being changed, with its form; null for a new alert. */
  editing: { rule: Rule; form: AlertForm } | null
  initialKind?: AlertKind
}) {
  const permissions = effectivePermissions(user)
  const allowed = (kind: AlertKind) => alertFeatureAllowed(permissions, ALERT_KIND_FEATURE[kind])
  const startKind = allowed(initialKind) ? initialKind : (ALERT_KINDS.find(allowed) ?? initialKind)
  // A rule being edited keeps what it watches even when that is not one of the offered targets.
  const own = editing?.form.target
  const choices: readonly AlertTargetChoice[] =
    own && !targets.some((choice) => targetKey(choice.target) === targetKey(own))
      ? [{ key: targetKey(own), label: 'As saved', target: own }, ...targets]
      : targets
  const first = choices[0]
  const fresh = (kind: AlertKind, target: AlertTargetChoice | undefined) =>
    defaultAlertForm(
      kind,
      target?.target ?? { type: 'titles', ids: [] },
      target ? `${ALERT_KIND_LABEL[kind]} · ${target.label}` : '',
    )
  const [form, setForm] = useState<AlertForm>(() => editing?.form ?? fresh(startKind, first))
  const [named, setNamed] = useState(editing !== null)
  const [shown, setShown] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [refused, setRefused] = useState<AlertFeature | null>(null)

  const feature = ALERT_KIND_FEATURE[form.kind]
  const locked = refused === feature || !alertFeatureAllowed(permissions, feature)
  const upgradeTier = upgradeTierFor(feature)
  const problems = alertFormProblems(form)
  const currentTarget = choices.find((choice) => targetKey(choice.target) === targetKey(form.target))
  const ruled = form.kind === 'buzz_level' || form.kind === 'buzz_move' || form.kind === 'sentiment'

  function change(next: Partial<AlertForm>) {
    setForm((current) => {
      const merged = { ...current, ...next }
      if (named) return merged
      const label = choices.find((choice) => targetKey(choice.target) === targetKey(merged.target))?.label
      return { ...merged, name: label ? `${ALERT_KIND_LABEL[merged.kind]} · ${label}` : merged.name }
    })
    setFailure(null)
  }

  function changeKind(kind: AlertKind) {
    const base = defaultAlertForm(kind, form.target, form.name)
    change({ kind, period: base.period, direction: base.direction, threshold: base.threshold })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setShown(true)
    if (problems.length > 0 || locked) return
    const outcome = await rules.save(form, editing?.rule.rid ?? null)
    if (outcome.ok) onClose()
    else if (outcome.refusedFeature) setRefused(outcome.refusedFeature)
    else setFailure(outcome.message)
  }

  const kindOptions = ALERT_KINDS.map((kind) => ({
    value: kind,
    label: (
      <>
        {ALERT_KIND_LABEL[kind]}
        {allowed(kind) ? null : (
          <span className="badge badge--accent alert-kind__badge">
            {capitalise(upgradeTierFor(ALERT_KIND_FEATURE[kind]) ?? 'professional')}
          </span>
        )}
      </>
    ),
    description: ALERT_KIND_HINT[kind],
    testId: `alert-kind-${kind}`,
  }))

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="wide"
      title={editing ? 'Edit alert' : 'New alert'}
      testId="alert-rule-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            type="submit"
            form="alert-rule-form"
            busy={rules.busy}
            disabled={locked}
            data-testid="alert-rule-save"
          >
            {editing ? 'Save changes' : 'Create alert'}
          </Button>
        </>
      }
    >
      <form id="alert-rule-form" className="alert-form" onSubmit={(event) => void submit(event)} noValidate>
        <ChoiceCards
          legend="Alert type"
          name="alert-kind"
          className="alert-form__kinds"
          options={kindOptions}
          value={form.kind}
          onChange={changeKind}
        />
        {locked && upgradeTier ? (
          <UpgradePrompt title={FEATURE_LABEL[feature]} tier={upgradeTier} testId="alert-upgrade">
            Your plan does not include {FEATURE_LABEL[feature].toLowerCase()}. They come with the{' '}
            {capitalise(upgradeTier)} plan.
          </UpgradePrompt>
        ) : (
          <div className="alert-form__fields">
            {choices.length === 0 ? (
              <p className="field__error" role="alert">
                Add an asset to a watchlist first: alerts watch an asset or a watchlist.
              </p>
            ) : (
              <SelectField
                label="Watches"
                value={currentTarget ? currentTarget.key : ''}
                options={choices.map((choice) => ({ value: choice.key, label: choice.label }))}
                onChange={(event) => {
                  const choice = choices.find((option) => option.key === event.target.value)
                  if (choice) change({ target: choice.target })
                }}
                error={shown && problems.includes('target') ? PROBLEM_TEXT.target : null}
                data-testid="alert-target"
              />
            )}
            {ruled ? (
              <div className="alert-form__condition">
                <SelectField
                  label={form.kind === 'sentiment' ? 'Sentiment' : 'Buzz'}
                  value={form.direction}
                  options={form.kind === 'buzz_move' ? MOVE_DIRECTIONS : LEVEL_DIRECTIONS}
                  onChange={(event) => change({ direction: event.target.value as AlertDirection })}
                  data-testid="alert-direction"
                />
                <TextField
                  label={`Threshold (${unitOf(form.kind)})`}
                  type="number"
                  inputMode="decimal"
                  step={form.kind === 'sentiment' ? 1 : 10}
                  value={Number.isFinite(form.threshold) ? String(form.threshold) : ''}
                  onChange={(event) => change({ threshold: Number.parseFloat(event.target.value) })}
                  error={shown && problems.includes('threshold') ? PROBLEM_TEXT.threshold : null}
                  data-testid="alert-threshold"
                />
                <SelectField
                  label="Measured per"
                  value={form.period}
                  options={ALERT_PERIODS.map((period) => ({
                    value: period,
                    label: ALERT_PERIOD_LABEL[period],
                  }))}
                  onChange={(event) => change({ period: event.target.value as AlertPeriod })}
                  data-testid="alert-period"
                />
              </div>
            ) : null}
            {form.kind === 'key_event' ? (
              <fieldset className="alert-form__events" data-testid="alert-key-events">
                <legend className="field__label">Key events</legend>
                {shown && problems.includes('key_events') ? (
                  <p className="field__error">{PROBLEM_TEXT.key_events}</p>
                ) : null}
                <div className="alert-form__event-groups">
                  {KEY_EVENT_GROUPS.map((group) => (
                    <div key={group.id} className="alert-form__event-group">
                      <p className="alert-form__group-name">{group.name}</p>
                      {KEY_EVENT_TYPES.filter((type) => type.group_id === group.id).map((type) => (
                        <Checkbox
                          key={type.key_event_id}
                          label={type.name}
                          checked={form.keyEvents.includes(type.key_event_id)}
                          onChange={(event) =>
                            change({
                              keyEvents: event.target.checked
                                ? [...form.keyEvents, type.key_event_id]
                                : form.keyEvents.filter((id) => id !== type.key_event_id),
                            })
                          }
                        />
                      ))}
                    </div>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <TextField
              label="Name"
              value={form.name}
              maxLength={200}
              onChange={(event) => {
                setNamed(true)
                change({ name: event.target.value })
              }}
              error={shown && problems.includes('name') ? PROBLEM_TEXT.name : null}
              data-testid="alert-name"
            />
            <p className="alert-form__summary" data-testid="alert-summary">
              {describeAlertForm(form)}
            </p>
            {failure ? (
              <p className="field__error" role="alert">
                {failure}
              </p>
            ) : null}
          </div>
        )}
      </form>
    </Dialog>
  )
}
