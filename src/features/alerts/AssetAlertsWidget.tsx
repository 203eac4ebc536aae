import { useQuery } from '@tanstack/react-query'
import { type BasicCredentials, LATEST_ALERTS_DAYS } from '../../core'
import { Card } from '../../ui'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from '../asset/widgets/WidgetState'
import { AlertList } from './AlertList'
import { alertView } from './alert-view'
import { alertQueries } from './queries'
import './alerts.css'

/** Asset snapshot widget "latest alerts" (application §2.5): the title's alerts of the last 30 days. */
export function AssetAlertsWidget({
  credentials,
  titleId,
}: {
  credentials: BasicCredentials
  titleId: number
}) {
  const query = useQuery(alertQueries.ofTitle(credentials, titleId, 20))
  return (
    <Card
      title="Latest alerts"
      subtitle={`Last ${LATEST_ALERTS_DAYS} days`}
      className="asset-widget"
      testId="asset-alerts"
    >
      {query.isPending ? (
        <WidgetSkeleton height={0} lines={3} />
      ) : query.isError ? (
        <WidgetError error={query.error} />
      ) : query.data.length === 0 ? (
        <WidgetEmpty text={`No alerts in the last ${LATEST_ALERTS_DAYS} days.`} />
      ) : (
        <AlertList
          alerts={query.data.map(alertView)}
          showTitle={false}
          initial={5}
          testId="asset-alert-list"
        />
      )}
    </Card>
  )
}
