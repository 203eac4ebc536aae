import { queryOptions } from '@tanstack/react-query'
import { getStandardTriggers, getTitleEarnings, getTitleTriggers, unwrap } from '../../../api'
import type { BasicCredentials } from '../../../core'
import { BUZZ_CHART_DAYS } from '../../../ui/charts/buzz-points'
import { alertView } from '../../alerts/alert-view'
import { ALERTS_QUERY_ROOT } from '../../alerts/query-root'
import { lastDays } from '../queries'
import { type AlertMarker, alertMarkers, CHART_ALERT_RULE_TYPES } from './alert-markers'

/** Alerts one chart marks at most. */
const CHART_ALERT_LIMIT = 200

/**
 * Chart markers of the last 30 days: the user's and standard alerts (each with the alert its
 * marker opens, worded with `titleName`), and earnings releases. Only
 * the chart (in the lazily loaded widgets) reads them, so none of this is on the first paint's path.
 */
export function chartAlertsQuery(credentials: BasicCredentials, titleId: number, titleName: string | null) {
  return queryOptions({
    // Under the alerts root: a live alert refreshes the markers with every alert list.
    queryKey: [ALERTS_QUERY_ROOT, credentials.username, 'chart', titleId, titleName],
    queryFn: async ({ signal }): Promise<AlertMarker[]> => {
      const range = lastDays(BUZZ_CHART_DAYS, Date.now())
      const [triggers, earnings, own] = await Promise.all([
        unwrap(
          getStandardTriggers(
            titleId,
            {
              startDate: range.start,
              endDate: range.end,
              limit: CHART_ALERT_LIMIT,
              ruleTypes: CHART_ALERT_RULE_TYPES,
            },
            credentials,
            { signal },
          ),
        ),
        // Without the calendar, or the user's own alerts, the standard alerts still mark the chart.
        getTitleEarnings(titleId, credentials, { signal }).then((result) =>
          result.ok ? result.value.earnings : [],
        ),
        getTitleTriggers(
          titleId,
          { startDate: range.start, endDate: range.end, limit: CHART_ALERT_LIMIT },
          credentials,
          {
            signal,
          },
        ),
      ])
      const mine = own.ok ? own.value.filter((trigger) => trigger.rule_id !== null) : []
      const all = [...triggers, ...mine]
      const byKey = new Map(all.map((trigger) => [`trigger-${trigger.trigger_id}`, trigger]))
      return alertMarkers(all, earnings, range).map((marker) => {
        const trigger = byKey.get(marker.key)
        return trigger
          ? { ...marker, alert: alertView({ rule_id: null, ...trigger, title_name: titleName }) }
          : marker
      })
    },
    staleTime: 5 * 60_000,
  })
}
