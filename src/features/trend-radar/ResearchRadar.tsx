import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { listResearchRequests, unwrap } from '../../api'
import type { BasicCredentials } from '../../core'
import { Button, Card, LoadFailed, pendingText } from '../../ui'
import { ResearchDetail } from './ResearchDetail'
import { ResearchForm } from './ResearchForm'
import { RESEARCH_KEY, scheduleText } from './research-shared'

/** /trend_radar/research?requestId=…: the user's research requests, a form for a new one, the reports. */
export function ResearchRadar({
  credentials,
  requestId,
}: {
  credentials: BasicCredentials
  requestId?: number | undefined
}) {
  const list = useQuery({
    queryKey: [...RESEARCH_KEY(credentials.username), 'list'],
    queryFn: ({ signal }) => unwrap(listResearchRequests(credentials, { signal })),
  })
  const navigate = useNavigate()
  const open = (id: number | undefined) =>
    void navigate({
      to: '/trend_radar/research',
      search: id ? { requestId: id } : {},
    })
  return (
    <div className="radar-grid radar-grid--research">
      <section className="radar-grid__main" aria-label="Research">
        {requestId ? (
          <ResearchDetail credentials={credentials} id={requestId} onDeleted={() => open(undefined)} />
        ) : (
          <ResearchForm credentials={credentials} onCreated={(id) => open(id)} />
        )}
      </section>
      <aside className="radar-grid__side" aria-label="Your research requests">
        <Card
          title="Your research requests"
          className="asset-widget"
          testId="research-list"
          aside={
            requestId ? (
              <Button
                size="small"
                variant="secondary"
                onClick={() => open(undefined)}
                data-testid="research-new"
              >
                New request
              </Button>
            ) : null
          }
        >
          {list.isPending ? (
            <p className="muted">{pendingText(list)}</p>
          ) : list.isError ? (
            <LoadFailed message="Your requests could not be loaded." onRetry={() => void list.refetch()} />
          ) : list.data.requests.length === 0 ? (
            <p className="muted">None yet. The form makes your first one.</p>
          ) : (
            <ul className="research-list">
              {list.data.requests.map((request) => (
                <li key={request.id}>
                  <Link
                    to="/trend_radar/research"
                    search={{ requestId: request.id }}
                    className={
                      request.id === requestId
                        ? 'research-list__item research-list__item--on'
                        : 'research-list__item'
                    }
                    aria-current={request.id === requestId ? 'page' : undefined}
                  >
                    <span className="research-list__name">{request.name}</span>
                    <span className="subtle">
                      {scheduleText(request)} · {request.reports}{' '}
                      {request.reports === 1 ? 'report' : 'reports'}
                      {request.active ? '' : ' · paused'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </aside>
    </div>
  )
}
