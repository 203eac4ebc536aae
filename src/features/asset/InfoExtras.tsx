import type { BasicCredentials, MessageFilterSearch, TimeRangeSelection, UserData } from '../../core'
import { AssetAlertsWidget } from '../alerts/AssetAlertsWidget'
import { SpreadsheetDownload } from '../download/SpreadsheetDownload'

export interface InfoExtrasProps {
  credentials: BasicCredentials
  user: UserData
  titleId: number
  timeRange: TimeRangeSelection
  filters: MessageFilterSearch
}

/** The Info tab's latest alerts and spreadsheet download: one chunk, loaded after the page rendered. */
export function InfoExtras({ credentials, user, titleId, timeRange, filters }: InfoExtrasProps) {
  return (
    <>
      <AssetAlertsWidget credentials={credentials} titleId={titleId} />
      <SpreadsheetDownload
        credentials={credentials}
        user={user}
        titleId={titleId}
        timeRange={timeRange}
        filters={filters}
      />
    </>
  )
}
