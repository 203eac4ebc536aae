import { useQuery } from '@tanstack/react-query'
import {
  type BasicCredentials,
  executiveName,
  formatDecimal,
  type PositionsAnswer,
  type SubsidiariesAnswer,
} from '../../../core'
import { Card } from '../../../ui'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { widgetQueries } from './widget-queries'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface PeopleWidgetProps {
  titleId: number
  credentials: BasicCredentials
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
/** A country code's English name ('IE' → 'Ireland'); anything else as stored. */
const countryName = (code: string) => {
  try {
    return /^[A-Z]{2}$/.test(code) ? (regionNames.of(code) ?? code) : code
  } catch {
    return code
  }
}
const period = (since: string | null, until: string | null) =>
  since === null && until === null ? '—' : `${since ?? '…'} – ${until ?? 'today'}`

/** Executives (with company register positions) and subsidiaries: two tables, each with its own empty state. */
export function PeopleWidget({ titleId, credentials }: PeopleWidgetProps) {
  const positions = useQuery(widgetQueries.positions(credentials, titleId))
  const subsidiaries = useQuery(widgetQueries.subsidiaries(credentials, titleId))
  const pending = positions.isPending || subsidiaries.isPending
  return (
    <Card title={WIDGET_TITLE.people} className="asset-widget">
      <div
        className="people-widget"
        data-testid="people-widget"
        data-state={pending ? 'loading' : positions.isError || subsidiaries.isError ? 'error' : 'ready'}
      >
        <h3 className="people-widget__heading">Executives</h3>
        {positions.isPending ? (
          <WidgetSkeleton height={0} lines={3} />
        ) : positions.isError ? (
          <WidgetError error={positions.error} />
        ) : (
          <ExecutivesTable data={positions.data} />
        )}
        <h3 className="people-widget__heading">Subsidiaries</h3>
        {subsidiaries.isPending ? (
          <WidgetSkeleton height={0} lines={3} />
        ) : subsidiaries.isError ? (
          <WidgetError error={subsidiaries.error} />
        ) : (
          <SubsidiariesTable rows={subsidiaries.data} />
        )}
      </div>
    </Card>
  )
}

function ExecutivesTable({ data }: { data: PositionsAnswer }) {
  if (data.executives.length === 0 && data.positions.length === 0)
    return <WidgetEmpty text={WIDGET_TEXT.noExecutives} />
  return (
    <table className="data-table people-widget__table" data-testid="executives-table">
      <caption className="visually-hidden">Executives and company register positions</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" className="data-table__text">
            Role
          </th>
          <th scope="col">Period</th>
        </tr>
      </thead>
      <tbody>
        {data.executives.map((person) => (
          <tr key={`${person.lastName}|${person.firstName}|${person.role}`}>
            <th scope="row">{executiveName(person)}</th>
            <td className="data-table__text">{person.role}</td>
            <td>current</td>
          </tr>
        ))}
        {data.positions.map((position) => (
          <tr key={`${position.name}|${position.role}|${position.since ?? ''}`}>
            <th scope="row">{position.name}</th>
            <td className="data-table__text">
              {position.role}
              {position.register ? (
                <span className="people-widget__source"> · {position.register}</span>
              ) : null}
            </td>
            <td>{period(position.since, position.until)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function SubsidiariesTable({ rows }: { rows: SubsidiariesAnswer['subsidiaries'] }) {
  if (rows.length === 0) return <WidgetEmpty text={WIDGET_TEXT.noSubsidiaries} />
  return (
    <table className="data-table people-widget__table" data-testid="subsidiaries-table">
      <caption className="visually-hidden">Subsidiaries and holdings</caption>
      <thead>
        <tr>
          <th scope="col">Company</th>
          <th scope="col" className="data-table__text">
            Country
          </th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td className="data-table__text">{row.country === null ? 'n/a' : countryName(row.country)}</td>
            <td>{row.share_percent === null ? 'n/a' : `${formatDecimal(row.share_percent, 1)}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
