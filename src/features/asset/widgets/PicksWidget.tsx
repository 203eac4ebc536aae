import { queryOptions, useQuery } from '@tanstack/react-query'
import { getTitlePulsePicks, unwrap } from '../../../api'
import { type BasicCredentials, changeTone, formatDecimal, type PulsePick } from '../../../core'
import { Card } from '../../../ui'
import { ASSET_QUERY_ROOT } from '../queries'
import { isoDayShort } from './iso-day'
import { pickReturn, picksSummaryText } from './picks-view'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-titles'

/** The empty state (its text lives with the lazily loaded widget, off the first paint's path). */
const NOPICKS =
  'No pulse picks for this asset in the last year: its messages never jumped far above normal with a clear sentiment.'

export interface PicksWidgetProps {
  titleId: number
  credentials: BasicCredentials
}

const PICKS_SHOWN = 10

function picksQuery(credentials: BasicCredentials, titleId: number) {
  return queryOptions({
    queryKey: [ASSET_QUERY_ROOT, credentials.username, 'pulse-picks', titleId],
    queryFn: ({ signal }) => unwrap(getTitlePulsePicks(titleId, credentials, PICKS_SHOWN, { signal })),
    staleTime: 30 * 60_000,
  })
}

function Return({ value }: { value: number | null }) {
  return <span className={`picks-widget__return tone-${changeTone(value)}`}>{pickReturn(value)}</span>
}

function PickRow({ pick }: { pick: PulsePick }) {
  return (
    <tr data-testid="pick-row">
      <td className="picks-widget__day">{isoDayShort(pick.date)}</td>
      <td className="data-table__text">
        <span className={`picks-widget__direction picks-widget__direction--${pick.direction}`}>
          {pick.direction === 'long' ? 'Long' : 'Short'}
        </span>
      </td>
      <td title={`${pick.messages} messages`}>{formatDecimal(pick.stddev, 1)}σ</td>
      <td>
        <Return value={pick.returns.d1} />
      </td>
      <td>
        <Return value={pick.returns.d5} />
      </td>
      <td>
        <Return value={pick.latest?.return ?? null} />
      </td>
    </tr>
  )
}

/** The asset's pulse picks of the last year and how each did, in the pick's direction. */
export function PicksWidget({ titleId, credentials }: PicksWidgetProps) {
  const picks = useQuery(picksQuery(credentials, titleId))
  const data = picks.data
  return (
    <Card
      title={WIDGET_TITLE.picks}
      subtitle="Days its messages jumped with a clear sentiment, and what the price did next"
      className="asset-widget"
    >
      <div
        className="picks-widget"
        data-testid="picks-widget"
        data-state={picks.isPending ? 'loading' : picks.isError ? 'error' : 'ready'}
      >
        {picks.isPending ? (
          <WidgetSkeleton height={0} lines={4} />
        ) : picks.isError ? (
          <WidgetError error={picks.error} />
        ) : !data || data.picks.length === 0 ? (
          <WidgetEmpty text={NOPICKS} />
        ) : (
          <>
            <p className="picks-widget__summary">{picksSummaryText(data.picks)}</p>
            <div className="picks-widget__scroll">
              <table className="data-table picks-widget__table">
                <thead>
                  <tr>
                    <th scope="col">Signal day</th>
                    <th scope="col" className="data-table__text">
                      Side
                    </th>
                    <th scope="col">Buzz jump</th>
                    <th scope="col">1 day</th>
                    <th scope="col">5 days</th>
                    <th scope="col">Since</th>
                  </tr>
                </thead>
                <tbody>
                  {data.picks.map((pick) => (
                    <PickRow key={pick.made_at} pick={pick} />
                  ))}
                </tbody>
              </table>
            </div>
            <p className="picks-widget__note">
              Picked when a day’s messages stand {formatDecimal(data.filter_by_stddev)} standard deviations
              above the asset’s 30-day normal with a clear mean sentiment: long when positive, short when
              negative. Returns count from the first close after the pick, in its direction.
            </p>
          </>
        )}
      </div>
    </Card>
  )
}
