import { Link } from '@tanstack/react-router'
import { SUBSCRIPTION_PAGE, type TimeRangeLimits, type TimeRangeSelection } from '../../core'
import { TimeRangeControl } from '../../ui'
import { selectionKey, type TimeRangeParams, timeRangeParams } from '../asset/time-range-search'

export interface PageTimeRangeControlProps {
  selection: TimeRangeSelection
  limits: TimeRangeLimits
  /** The URL params of the chosen range. */
  onChange: (params: TimeRangeParams) => void
}

/** The time range control of the asset, author and view pages, with the way to a larger plan. */
export function PageTimeRangeControl({ selection, limits, onChange }: PageTimeRangeControlProps) {
  return (
    <TimeRangeControl
      key={selectionKey(selection)}
      value={selection}
      limits={limits}
      onChange={(next) => onChange(timeRangeParams(next))}
      upgrade={
        <Link to={SUBSCRIPTION_PAGE.path} search={{ tab: SUBSCRIPTION_PAGE.tab }}>
          Upgrade your plan
        </Link>
      }
    />
  )
}
