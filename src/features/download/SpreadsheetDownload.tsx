import { useState } from 'react'
import {
  type BasicCredentials,
  DEFAULT_DAILY_PARTITION,
  HOURLY_PARTITION,
  type MessageFilterSearch,
  REALTIME_PARTITION,
  resolveTimeRange,
  type TimeRangeSelection,
  type UserData,
} from '../../core'
import { Card } from '../../ui'
import { ChipGroup } from '../../ui/chip-group'
import { DownloadCsvButton } from './DownloadCsvButton'
import { MessagesDownload } from './MessagesDownload'
import './download.css'

export interface SpreadsheetDownloadProps {
  credentials: BasicCredentials
  user: UserData
  titleId: number
  /** The page's time range: the rows cover it. */
  timeRange: TimeRangeSelection
  /** The page's message filters, for the messages download. */
  filters: MessageFilterSearch
}

const SLOTS = [
  { value: REALTIME_PARTITION, label: '10 minutes' },
  { value: HOURLY_PARTITION, label: 'Hourly' },
  { value: DEFAULT_DAILY_PARTITION, label: 'Daily' },
] as const

type Slot = (typeof SLOTS)[number]['value']

/** The asset's buzz and sentiment per slot, and its daily quotes, as spreadsheets (application §2.5). */
export function SpreadsheetDownload({
  credentials,
  user,
  titleId,
  timeRange,
  filters,
}: SpreadsheetDownloadProps) {
  const [slot, setSlot] = useState<Slot>(HOURLY_PARTITION)
  const range = () => resolveTimeRange(timeRange, Date.now())
  return (
    <Card
      title="Spreadsheet download"
      subtitle="CSV for Excel, Numbers or Sheets, over the chosen time range"
      className="asset-widget"
      testId="spreadsheet-download"
    >
      <div className="spreadsheet-download">
        <ChipGroup
          label="Slots"
          testId="spreadsheet-download-slot"
          options={SLOTS}
          selected={[slot]}
          onToggle={(value) => setSlot(value)}
        />
        <div className="spreadsheet-download__actions">
          <DownloadCsvButton
            credentials={credentials}
            user={user}
            label="Buzz and sentiment"
            testId="download-buzz-sentiment"
            filename={`buzz-sentiment-${titleId}-${slot}.csv`}
            request={() => ({
              method: 'POST',
              path: '/datasets/history',
              query: { startDate: range().start, endDate: range().end, partition: slot },
              body: { dataset: 'Buzz/Sentiment', filter: { id: titleId } },
            })}
          />
          <DownloadCsvButton
            credentials={credentials}
            user={user}
            label="Daily quotes"
            testId="download-quotes"
            filename={`daily-quotes-${titleId}.csv`}
            request={() => ({
              method: 'POST',
              path: '/datasets/history',
              query: { startDate: range().start, endDate: range().end },
              body: { dataset: 'Daily Quotes', filter: { id: titleId } },
            })}
          />
          <MessagesDownload
            credentials={credentials}
            user={user}
            scope={{ titles: [titleId] }}
            label="Messages"
            range={null}
            timeRange={timeRange}
            filters={filters}
          />
        </div>
      </div>
    </Card>
  )
}
