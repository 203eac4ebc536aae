import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { ApiCallError, deleteRule, saveRule, unwrap } from '../../api'
import {
  type AlertFeature,
  type AlertForm,
  alertFeatureOf,
  alertFormToRuleBody,
  type BasicCredentials,
  errorText,
  type Rule,
} from '../../core'
import { toasts } from '../../ui'
import { ALERTS_QUERY_ROOT, alertQueries } from './queries'

export type SaveOutcome =
  | { ok: true; rule: Rule }
  | { ok: false; refusedFeature: AlertFeature | null; message: string }

function messageOf(error: unknown): string {
  return error instanceof ApiCallError && error.error.kind !== 'network'
    ? errorText(error.error.body, 'generic')
    : 'The server could not be reached.'
}

/** The user's alert rules and every change to them; a tier refusal (code 35) names the feature. */
export function useAlertRules(credentials: BasicCredentials) {
  const queryClient = useQueryClient()
  const query = useQuery(alertQueries.rules(credentials))
  const [busy, setBusy] = useState(false)

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [ALERTS_QUERY_ROOT, credentials.username] }),
    [queryClient, credentials.username],
  )

  async function save(form: AlertForm, rid: number | null): Promise<SaveOutcome> {
    const body = alertFormToRuleBody(form)
    setBusy(true)
    try {
      const rule = await unwrap(saveRule(body, rid, credentials))
      await refresh()
      toasts.show({ message: `Alert “${rule.rule.name}” saved.`, tone: 'success' })
      return { ok: true, rule }
    } catch (error) {
      const refused = error instanceof ApiCallError && error.error.body?.code === 35
      return { ok: false, refusedFeature: refused ? alertFeatureOf(body) : null, message: messageOf(error) }
    } finally {
      setBusy(false)
    }
  }

  async function remove(rule: Rule): Promise<void> {
    try {
      await unwrap(deleteRule(rule.rid, credentials))
      await refresh()
      toasts.show({
        message: `Alert “${rule.rule.name}” deleted.`,
        tone: 'info',
        action: {
          label: 'Undo',
          onAction: () =>
            void unwrap(saveRule(rule.rule, null, credentials)).then(refresh, (error: unknown) =>
              toasts.show({ message: `Restoring the alert failed: ${messageOf(error)}`, tone: 'error' }),
            ),
          testId: 'alert-undo',
        },
      })
    } catch (error) {
      toasts.show({ message: `Deleting the alert failed: ${messageOf(error)}`, tone: 'error' })
    }
  }

  return { query, rules: query.data?.rules ?? [], busy, save, remove }
}

export type AlertRules = ReturnType<typeof useAlertRules>
