import { useState } from 'react'
import {
  ALERT_KIND_LABEL,
  type AlertForm,
  type BasicCredentials,
  describeAlertForm,
  type Rule,
  ruleBodyToAlertForm,
  type UserData,
} from '../../core'
import { Button, Card, LoadFailed, pendingText } from '../../ui'
import { AlertRuleDialog } from './AlertRuleDialog'
import { BellIcon } from './BellIcon'
import { useAlertRules } from './use-alert-rules'
import { useAlertTargets } from './use-alert-targets'
import './alerts.css'

function watches(
  rule: Rule,
  titleNames: ReadonlyMap<number, string>,
  watchlistNames: ReadonlyMap<number, string>,
) {
  const scope = rule.rule.scope
  if (scope?.type === 'watchlist') return `Watchlist “${watchlistNames.get(Number(scope.id)) ?? scope.id}”`
  if (scope) return `${scope.type} ${scope.id}`
  const titles = rule.rule.titles ?? []
  if (titles.length === 0) return 'Every asset'
  const names = titles.slice(0, 3).map((id) => titleNames.get(id) ?? `#${id}`)
  return titles.length > 3 ? `${names.join(', ')} and ${titles.length - 3} more` : names.join(', ')
}

/** Settings → Watchlist: the user's alert rules, with create, edit and delete. */
export function AlertRulesPanel({ credentials, user }: { credentials: BasicCredentials; user: UserData }) {
  const rules = useAlertRules(credentials)
  const { targets, titleNames, watchlistNames } = useAlertTargets(credentials)
  const [editing, setEditing] = useState<{ rule: Rule; form: AlertForm } | null>(null)
  const [creating, setCreating] = useState(false)
  return (
    <Card
      title="Alerts"
      subtitle="Rules that tell you when buzz, sentiment or events move on what you watch"
      testId="alert-rules"
      aside={
        <Button size="small" variant="primary" onClick={() => setCreating(true)} data-testid="alert-rule-new">
          <BellIcon className="alert-button__bell button__accent" />
          New alert
        </Button>
      }
    >
      {rules.query.isPending ? (
        <p className="subtle" aria-busy="true">
          {pendingText(rules.query, 'Loading your alerts…')}
        </p>
      ) : rules.query.isError ? (
        <LoadFailed message="Your alerts could not be loaded." onRetry={() => void rules.query.refetch()} />
      ) : rules.rules.length === 0 ? (
        <p className="subtle" data-testid="alert-rules-empty">
          No alerts yet. Create one here or with “Create alert” on an asset’s page.
        </p>
      ) : (
        <ul className="alert-rules">
          {rules.rules.map((rule) => {
            const form = ruleBodyToAlertForm(rule.rule)
            return (
              <li key={rule.rid} className="alert-rules__item" data-testid="alert-rule">
                <div className="alert-rules__main">
                  <span className="alert-rules__name">{rule.rule.name}</span>
                  <span className="badge">{form ? ALERT_KIND_LABEL[form.kind] : rule.rule_type}</span>
                  <span className="alert-rules__what subtle">
                    {form ? describeAlertForm(form) : 'Made through the API'} ·{' '}
                    {watches(rule, titleNames, watchlistNames)}
                  </span>
                </div>
                <div className="alert-rules__actions">
                  {form ? (
                    <Button size="small" variant="ghost" onClick={() => setEditing({ rule, form })}>
                      Edit
                    </Button>
                  ) : null}
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={`Delete alert ${rule.rule.name}`}
                    onClick={() => void rules.remove(rule)}
                    data-testid="alert-rule-delete"
                  >
                    Delete
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {creating || editing ? (
        <AlertRuleDialog
          open
          onClose={() => {
            setCreating(false)
            setEditing(null)
          }}
          user={user}
          rules={rules}
          targets={targets}
          editing={editing}
        />
      ) : null}
    </Card>
  )
}
