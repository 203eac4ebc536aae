import {
  type BasicCredentials,
  MESSAGE_SEARCH_MAX_LIMIT,
  type MessageFilterSearch,
  messageSearchFilters,
  resolveTimeRange,
  type TimeRangeSelection,
  type UserData,
} from '../../core'
import { type MessageScope, scopedMessageSearchBody, type TimeSpan } from '../messages/scoped-queries'
import { DownloadCsvButton } from './DownloadCsvButton'

export interface MessagesDownloadProps {
  credentials: BasicCredentials
  user: UserData
  scope: MessageScope
  /** The range the list shows (its first page's), or null to resolve the selection now. */
  range: TimeSpan | null
  timeRange: TimeRangeSelection
  filters: MessageFilterSearch
  label?: string
}

/** The list's newest messages (up to 200) with its filters as a spreadsheet. */
export function MessagesDownload({
  credentials,
  user,
  scope,
  range,
  timeRange,
  filters,
  label = 'Download messages',
}: MessagesDownloadProps) {
  return (
    <DownloadCsvButton
      credentials={credentials}
      user={user}
      label={label}
      filename="messages.csv"
      testId="download-messages"
      request={() => {
        const now = Date.now()
        return {
          method: 'POST',
          path: '/messages/search',
          body: scopedMessageSearchBody(
            scope,
            range ?? resolveTimeRange(timeRange, now),
            messageSearchFilters(filters),
            now,
            { limit: MESSAGE_SEARCH_MAX_LIMIT },
          ),
        }
      }}
    />
  )
}
