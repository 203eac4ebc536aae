import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { createResearchRequest, unwrap } from '../../api'
import { useInventorySearch } from '../../app'
import {
  type BasicCredentials,
  type ResearchElement,
  researchScheduleErrors,
  ViewSearchSchema,
  viewMessageScope,
  viewSearchOf,
} from '../../core'
import { Button, Card, toasts } from '../../ui'
import { watchlistQueries } from '../watchlist/queries'
import { RESEARCH_KEY, useAction } from './research-shared'

interface DraftElement {
  element: ResearchElement
  label: string
}

const pad = (n: number) => String(n).padStart(2, '0')
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`

/** The form of a new research request: what to research and when. */
export function ResearchForm({
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
    void queryClient.invalidateQueries({ queryKey: RESEARCH_KEY(credentials.username) })
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
                className="field__select"
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
                  className="field__select"
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
