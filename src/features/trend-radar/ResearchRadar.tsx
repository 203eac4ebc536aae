import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import * as v from 'valibot'
import {
  createResearchRequest,
  deleteResearchRequest,
  getResearchRequest,
  listResearchRequests,
  unwrap,
  updateResearchRequest,
} from '../../api'
import { useInventorySearch } from '../../app'
import {
  type BasicCredentials,
  changePercent,
  keyEventById,
  type ResearchElement,
  type ResearchElementReport,
  type ResearchReport,
  type ResearchRequest,
  researchScheduleErrors,
  ViewSearchSchema,
  viewMessageScope,
  viewSearchOf,
} from '../../core'
import { Button, Card, formatDate, formatTime, LoadFailed, toasts } from '../../ui'
import { SentimentBadge } from '../asset/widgets/Sentiment'
import { MessageCard } from '../messages/MessageCard'
import { watchlistQueries } from '../watchlist/queries'
import { TREND_QUERY_ROOT } from './queries'

const KEY = (username: string) => [TREND_QUERY_ROOT, username, 'research'] as const

/**
 * An action with its pending state; a failure shows the generic error toast (application §8).
 * Hand-rolled: useMutation would add its observer to the framework chunk every page loads.
 */
function useAction<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const [pending, setPending] = useState(false)
  const act = (...args: A) => {
    setPending(true)
    run(...args)
      .catch(() => toasts.show({ tone: 'error', message: 'Action failed' }))
      .finally(() => setPending(false))
  }
  return { pending, act }
}

/** /trend_radar/research?requestId=…: the user's research requests, a form for a new one, the reports. */
export function ResearchRadar({
  credentials,
  requestId,
}: {
  credentials: BasicCredentials
  requestId?: number | undefined
}) {
  const list = useQuery({
    queryKey: [...KEY(credentials.username), 'list'],
    queryFn: ({ signal }) => unwrap(listResearchRequests(credentials, { signal })),
  })
  const navigate = useNavigate()
  const open = (id: number | undefined) =>
    void navigate({
      to: '/trend_radar/$page',
      params: { page: 'research' },
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
            <p className="muted">Loading…</p>
          ) : list.isError ? (
            <LoadFailed message="Your requests could not be loaded." onRetry={() => void list.refetch()} />
          ) : list.data.requests.length === 0 ? (
            <p className="muted">None yet. The form makes your first one.</p>
          ) : (
            <ul className="research-list">
              {list.data.requests.map((request) => (
                <li key={request.id}>
                  <Link
                    to="/trend_radar/$page"
                    params={{ page: 'research' }}
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

/** "Every 2 days at 08:30" in the reader's time. */
function scheduleText(
  request: Pick<ResearchRequest, 'repeatInterval' | 'scheduledTime' | 'startDate'>,
): string {
  const [h = 0, m = 0] = request.scheduledTime.split(':').map(Number)
  const [y = 2000, mo = 1, d = 1] = request.startDate.split('-').map(Number)
  const at = formatTime(Date.UTC(y, mo - 1, d, h, m)).replace(/:00(?= |$)/, '')
  return `${request.repeatInterval === 1 ? 'Daily' : `Every ${request.repeatInterval} days`} at ${at}`
}

interface DraftElement {
  element: ResearchElement
  label: string
}

const pad = (n: number) => String(n).padStart(2, '0')
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`

function ResearchForm({
  credentials,
  onCreated,
}: {
  credentials: BasicCredentials
  onCreated: (id: number) => void
}) {
  const queryClient = useQueryClient()
  const now = new Date()
  const [elements, setElements] = useState<DraftElement[]>([])
  const [kind, setKind] = useState<'title' | 'query' | 'author' | 'view'>('title')
  const [text, setText] = useState('')
  const [source, setSource] = useState('')
  const [time, setTime] = useState(localTime(now))
  const [interval, setInterval] = useState('1')
  const [startDate, setStartDate] = useState(localDate(now))
  const [errors, setErrors] = useState<Partial<Record<'repeatInterval' | 'startDate' | 'elements', string>>>(
    {},
  )
  const found = useInventorySearch(kind === 'title' ? text : '', 5)
  const lists = useQuery({ ...watchlistQueries.all(credentials), enabled: kind === 'view' })
  // Saved views research their instruments (their title filters); one without any cannot be chosen.
  const views = (lists.data?.watchlists ?? []).flatMap((list) =>
    list.filters
      .filter((entry) => entry.type === 'view')
      .map((entry) => ({
        name: entry.name,
        filter: viewMessageScope(v.parse(ViewSearchSchema, viewSearchOf(entry.filter))).title_filters ?? null,
      })),
  )
  const create = useAction(async () => {
    // The form speaks the reader's time; the request is stored in UTC.
    const first = new Date(`${startDate}T${time || '00:00'}`)
    const created = await unwrap(
      createResearchRequest(
        {
          name: elements
            .map((e) => e.label)
            .join(', ')
            .slice(0, 100),
          requestElements: elements.map((e) => e.element),
          scheduledTime: first.toISOString().slice(11, 16),
          repeatInterval: Number(interval),
          startDate: first.toISOString().slice(0, 10),
        },
        credentials,
      ),
    )
    void queryClient.invalidateQueries({ queryKey: KEY(credentials.username) })
    toasts.show({ tone: 'success', message: 'Research request saved' })
    onCreated(created.id)
  })

  function add(element: ResearchElement, label: string) {
    setElements((list) =>
      list.some((e) => e.label === label) ? list : [...list, { element, label }].slice(0, 10),
    )
    setText('')
    setSource('')
    setErrors((e) => ({ ...e, elements: undefined }))
  }

  function addTyped() {
    const value = text.trim()
    if (!value) return
    if (kind === 'query') add({ type: 'query', query: value }, `“${value}”`)
    else if (kind === 'author' && source.trim())
      add({ type: 'author', name: value, source: source.trim() }, `${value} @ ${source.trim()}`)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const next: typeof errors = researchScheduleErrors({ repeatInterval: interval, startDate })
    if (elements.length === 0) next.elements = 'Add an asset, words or an author to research'
    setErrors(next)
    if (Object.keys(next).length === 0) create.act()
  }

  return (
    <Card title="New research request" className="asset-widget research-form" testId="research-form">
      <form onSubmit={submit} noValidate>
        <fieldset className="research-form__group">
          <legend>What to research</legend>
          <div className="research-form__row">
            <label>
              <span className="radar-toolbar__label">Kind</span>
              <select
                value={kind}
                onChange={(event) => setKind(event.target.value as typeof kind)}
                data-testid="research-kind"
              >
                <option value="title">Asset</option>
                <option value="query">Words</option>
                <option value="author">Author</option>
                <option value="view">Saved view</option>
              </select>
            </label>
            {kind === 'view' ? (
              <label className="research-form__grow">
                <span className="radar-toolbar__label">Saved view</span>
                <select
                  value=""
                  onChange={(event) => {
                    const chosen = views[Number(event.target.value)]
                    if (chosen?.filter)
                      add({ type: 'view', name: chosen.name, filter: chosen.filter }, chosen.name)
                  }}
                  data-testid="research-view"
                >
                  <option value="">{views.length === 0 ? 'No saved views yet' : 'Choose a view'}</option>
                  {views.map((view, index) => (
                    <option key={view.name} value={index} disabled={view.filter === null}>
                      {view.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {kind === 'view' ? null : (
              <label className="research-form__grow">
                <span className="radar-toolbar__label">
                  {kind === 'title'
                    ? 'Asset name or symbol'
                    : kind === 'query'
                      ? 'Words or a phrase'
                      : 'Author handle'}
                </span>
                <input
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault()
                      addTyped()
                    }
                  }}
                  data-testid="research-element-input"
                />
              </label>
            )}
            {kind === 'author' ? (
              <label>
                <span className="radar-toolbar__label">Source</span>
                <input
                  value={source}
                  onChange={(event) => setSource(event.target.value)}
                  placeholder="e.g. x.com"
                />
              </label>
            ) : null}
            {kind === 'title' || kind === 'view' ? null : (
              <Button type="button" variant="secondary" onClick={addTyped} data-testid="research-element-add">
                Add
              </Button>
            )}
          </div>
          {kind === 'title' && text.trim() !== '' ? (
            <ul className="research-form__suggestions" data-testid="research-suggestions">
              {found.results.length === 0 ? (
                <li className="muted">{found.ready ? 'No asset matches.' : 'Searching…'}</li>
              ) : (
                found.results.map((result) => (
                  <li key={result.id}>
                    <button
                      type="button"
                      onClick={() => add({ type: 'title', title_id: result.id }, result.n)}
                    >
                      <strong>{result.symbol ?? ''}</strong> {result.n}
                    </button>
                  </li>
                ))
              )}
            </ul>
          ) : null}
          {elements.length > 0 ? (
            <ul className="research-form__elements" aria-label="Researched" data-testid="research-elements">
              {elements.map((e) => (
                <li key={e.label} className="title-chip">
                  {e.label}
                  <button
                    type="button"
                    aria-label={`Remove ${e.label}`}
                    onClick={() => setElements((list) => list.filter((other) => other !== e))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {errors.elements ? (
            <p className="field__error" role="alert">
              {errors.elements}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="research-form__group">
          <legend>When</legend>
          <div className="research-form__row">
            <label>
              <span className="radar-toolbar__label">Start date</span>
              <input
                type="date"
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
                data-testid="research-start"
              />
              {errors.startDate ? (
                <span className="field__error" role="alert">
                  {errors.startDate}
                </span>
              ) : null}
            </label>
            <label>
              <span className="radar-toolbar__label">Time (yours)</span>
              <input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
            </label>
            <label>
              <span className="radar-toolbar__label">Repeat every (days)</span>
              <input
                type="number"
                min={1}
                max={365}
                value={interval}
                onChange={(event) => setInterval(event.target.value)}
                data-testid="research-interval"
              />
              {errors.repeatInterval ? (
                <span className="field__error" role="alert">
                  {errors.repeatInterval}
                </span>
              ) : null}
            </label>
          </div>
          <p className="subtle research-form__hint">
            Each run reports on the days since the one before. A start in the past runs at once.
          </p>
        </fieldset>
        <Button type="submit" variant="primary" disabled={create.pending} data-testid="research-submit">
          {create.pending ? 'Saving…' : 'Start research'}
        </Button>
      </form>
    </Card>
  )
}

function ResearchDetail({
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
    queryKey: [...KEY(credentials.username), 'detail', id],
    queryFn: ({ signal }) => unwrap(getResearchRequest(id, credentials, { signal })),
    // Until the first report is there, look again every few seconds.
    refetchInterval: (query) => (query.state.data && query.state.data.reports.length > 0 ? 60_000 : 4_000),
  })
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY(credentials.username) })
  // A new report changes the list's counts too.
  const reportCount = detail.data?.reports.length
  useEffect(() => {
    if (reportCount !== undefined)
      void queryClient.invalidateQueries({ queryKey: [...KEY(credentials.username), 'list'] })
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
  if (detail.isPending) return <p className="muted">Loading the research request…</p>
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
              ? `next run ${formatDate(request.next_run)} ${formatTime(request.next_run)}`
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
        <ReportView report={latest} credentials={credentials} latest />
      ) : (
        <div className="radar-empty card" data-testid="research-waiting">
          <h2>
            <span className="spinner" aria-hidden="true" /> The first report is on its way
          </h2>
          <p className="muted">
            It is written at the first run
            {request.next_run !== null
              ? ` (${formatDate(request.next_run)} ${formatTime(request.next_run)})`
              : ''}{' '}
            and mailed to you.
          </p>
        </div>
      )}
      {older.length > 0 ? (
        <section aria-label="Earlier reports" className="research-detail__older">
          <h3>Earlier reports</h3>
          {older.map((report) => (
            <details key={report.id} className="card research-older">
              <summary>
                {formatDate(report.run_at)} {formatTime(report.run_at)} ·{' '}
                {report.elements.map((e) => `${e.label} ${e.messages}`).join(' · ')}
              </summary>
              <ReportView report={report} credentials={credentials} />
            </details>
          ))}
        </section>
      ) : null}
    </div>
  )
}

function ReportView({
  report,
  latest = false,
}: {
  report: ResearchReport
  credentials: BasicCredentials
  latest?: boolean
}) {
  return (
    <section
      className="research-report"
      data-testid={latest ? 'research-report' : undefined}
      aria-label="Report"
    >
      {latest ? (
        <p className="research-report__when subtle">
          Report of {formatDate(report.run_at)} {formatTime(report.run_at)}, covering{' '}
          {formatDate(report.start)} {formatTime(report.start)} to {formatTime(report.end)}
        </p>
      ) : null}
      {report.elements.map((element, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a report's elements never reorder
        <ElementReport key={index} report={element} />
      ))}
    </section>
  )
}

function ElementReport({ report }: { report: ResearchElementReport }) {
  const change = changePercent(report.messages, report.previous)
  const total = report.sentiment.positive + report.sentiment.neutral + report.sentiment.negative
  const share = (n: number) => (total === 0 ? 0 : (n / total) * 100)
  return (
    <article className="card research-element" data-testid="research-element">
      <header className="research-element__header">
        <h3>
          {report.element.type === 'title' ? (
            <Link to="/asset" search={{ title_id: report.element.title_id }}>
              {report.label}
            </Link>
          ) : (
            report.label
          )}
        </h3>
        <SentimentBadge sentiment={report.sentiment.mean} />
      </header>
      <dl className="radar-story__figures">
        <div>
          <dt>Messages</dt>
          <dd data-testid="research-element-messages">{report.messages}</dd>
        </div>
        <div>
          <dt>Window before</dt>
          <dd>{report.previous}</dd>
        </div>
        <div>
          <dt>Change</dt>
          <dd>
            {change === null ? (report.messages > 0 ? 'new' : '–') : `${change > 0 ? '+' : ''}${change} %`}
          </dd>
        </div>
      </dl>
      {total > 0 ? (
        <div
          className="research-element__split"
          role="img"
          aria-label={`Positive ${report.sentiment.positive}, neutral ${report.sentiment.neutral}, negative ${report.sentiment.negative}`}
        >
          <span className="research-element__pos" style={{ width: `${share(report.sentiment.positive)}%` }} />
          <span className="research-element__neu" style={{ width: `${share(report.sentiment.neutral)}%` }} />
          <span className="research-element__neg" style={{ width: `${share(report.sentiment.negative)}%` }} />
        </div>
      ) : null}
      {report.key_events.length > 0 ? (
        <ul className="message__key-events" aria-label="Key events">
          {report.key_events.slice(0, 6).map((k) => (
            <li key={k.key_event_id} className="badge badge--accent">
              {keyEventById(k.key_event_id)?.name ?? `Key event ${k.key_event_id}`} {k.count}
            </li>
          ))}
        </ul>
      ) : null}
      {report.summary ? <p className="research-element__summary">{report.summary}</p> : null}
      {report.top_messages.length > 0 ? (
        <details className="research-element__messages">
          <summary>Top messages ({report.top_messages.length})</summary>
          {report.top_messages.map((message) => (
            <MessageCard key={message.id} message={message} terms={[report.label.replace(/[“”]/g, '')]} />
          ))}
        </details>
      ) : (
        <p className="muted">No messages in this window.</p>
      )}
    </article>
  )
}
