import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { deleteResearchRequest, getResearchRequest, unwrap, updateResearchRequest } from '../../api'
import type { BasicCredentials } from '../../core'
import { Button, formatDate, formatDateClock, pendingText } from '../../ui'
import { ReportView } from './ResearchReport'
import { RESEARCH_KEY, scheduleText, useAction } from './research-shared'

/** One research request: its schedule, pause and delete, the latest report and the earlier ones. */
export function ResearchDetail({
  credentials,
  id,
  onDeleted,
}: {
  credentials: BasicCredentials
  id: number
  onDeleted: () => void
}) {
  const queryClient = useQueryClient()
  const detail = useQuery({
    queryKey: [...RESEARCH_KEY(credentials.username), 'detail', id],
    queryFn: ({ signal }) => unwrap(getResearchRequest(id, credentials, { signal })),
    // Until the first report is there, look again every few seconds.
    refetchInterval: (query) => (query.state.data && query.state.data.reports.length > 0 ? 60_000 : 4_000),
  })
  const refresh = () => void queryClient.invalidateQueries({ queryKey: RESEARCH_KEY(credentials.username) })
  // A new report changes the list's counts too.
  const reportCount = detail.data?.reports.length
  useEffect(() => {
    if (reportCount !== undefined)
      void queryClient.invalidateQueries({ queryKey: [...RESEARCH_KEY(credentials.username), 'list'] })
  }, [reportCount, queryClient, credentials.username])
  const toggle = useAction(async (active: boolean) => {
    await unwrap(updateResearchRequest(id, { active }, credentials))
    refresh()
  })
  const remove = useAction(async () => {
    await unwrap(deleteResearchRequest(id, credentials))
    refresh()
    onDeleted()
  })
  if (detail.isPending) return <p className="muted">{pendingText(detail, 'Loading the research request…')}</p>
  if (detail.isError)
    return (
      <div className="radar-empty card" data-testid="research-missing">
        <h2>This research request is not available</h2>
        <p className="muted">It may have been deleted. Your requests are listed beside.</p>
      </div>
    )
  const { request, reports } = detail.data
  const [latest, ...older] = reports
  return (
    <div className="research-detail" data-testid="research-detail">
      <header className="research-detail__header card">
        <div>
          <h2 className="research-detail__name">{request.name}</h2>
          <p className="muted">
            {scheduleText(request)} from {formatDate(Date.parse(`${request.startDate}T00:00:00Z`))} ·{' '}
            {request.active && request.next_run !== null
              ? `next run ${formatDateClock(request.next_run)}`
              : 'paused'}
          </p>
        </div>
        <div className="research-detail__actions">
          <Button
            size="small"
            variant="secondary"
            onClick={() => toggle.act(!request.active)}
            disabled={toggle.pending}
          >
            {request.active ? 'Pause' : 'Resume'}
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => {
              if (window.confirm('Delete this research request and its reports?')) remove.act()
            }}
            disabled={remove.pending}
          >
            Delete
          </Button>
        </div>
      </header>
      {latest ? (
        <ReportView report={latest} latest />
      ) : (
        <div className="radar-empty card" data-testid="research-waiting">
          <h2>
            <span className="spinner" aria-hidden="true" /> The first report is on its way
          </h2>
          <p className="muted">
            It is written at the first run
            {request.next_run !== null ? ` (${formatDateClock(request.next_run)})` : ''} and mailed to you.
          </p>
        </div>
      )}
      {older.length > 0 ? (
        <section aria-label="Earlier reports" className="research-detail__older">
          <h3>Earlier reports</h3>
          {older.map((report) => (
            <details key={report.id} className="card research-older">
              <summary>
                {formatDateClock(report.run_at)} ·{' '}
                {report.elements.map((e) => `${e.label} ${e.messages}`).join(' · ')}
              </summary>
              <ReportView report={report} />
            </details>
          ))}
        </section>
      ) : null}
    </div>
  )
}
