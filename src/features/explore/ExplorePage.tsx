import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import * as v from 'valibot'
import {
  type BasicCredentials,
  EXPLORE_LABEL,
  EXPLORE_TREE_SIZE,
  type ExploreMapMeasure,
  type ExploreSearch,
  ExploreSearchSchema,
  exploreFilterQuery,
  exploreSort,
  exploreSortParam,
  formatDecimal,
  nextExploreSort,
  sentimentScore,
  type TitleRowAnswer,
} from '../../core'
import { Card, LoadFailed, useDocumentTitle } from '../../ui'
import { SentimentTreemap, type TreemapTile } from '../../ui/charts'
import { formatSignedDecimal1 } from '../../ui/format'
import { credentialsOf, useSession } from '../accounts'
import { useRecordPageVisit } from '../page-history/use-page-history'
import { type ExploreFilterChange, ExploreFilters } from './ExploreFilters'
import { ExploreTable } from './ExploreTable'
import { exploreQueries } from './queries'
import './explore.css'

export interface ExplorePageProps {
  /** The URL's params as the router read them; parsed here, unknown values dropped. */
  rawSearch: Record<string, unknown>
  onSearchChange: (change: Partial<ExploreSearch>, replace?: boolean) => void
}

interface ExploreContentProps {
  search: ExploreSearch
  onSearchChange: ExplorePageProps['onSearchChange']
}

const MEASURES: readonly { value: ExploreMapMeasure; label: string }[] = [
  { value: 'buzz', label: 'By buzz' },
  { value: 'messages', label: 'By messages' },
]

function tileOf(row: TitleRowAnswer, measure: ExploreMapMeasure): TreemapTile {
  const buzz = row.buzz ?? 0
  const messages = row.messages ?? 0
  const details = [
    measure === 'buzz' ? `${formatDecimal(messages)} messages` : `Buzz ${formatDecimal(Math.round(buzz))}%`,
    row.sentiment === null
      ? 'No sentiment'
      : `Sentiment ${formatSignedDecimal1(sentimentScore(row.sentiment))}`,
    ...(row.chg === null ? [] : [`Price today ${formatSignedDecimal1(row.chg)}%`]),
  ]
  return {
    id: String(row.id),
    label: row.symbol ?? row.n,
    value: measure === 'buzz' ? buzz : messages,
    sentiment: row.sentiment,
    valueText:
      measure === 'buzz' ? `${formatDecimal(Math.round(buzz))}% buzz` : `${formatDecimal(messages)} messages`,
    details: row.symbol ? [row.n, ...details] : details,
  }
}

function ExploreTreeCard({
  credentials,
  filters,
  measure,
  onMeasure,
}: {
  credentials: BasicCredentials
  filters: Readonly<Record<string, string>>
  measure: ExploreMapMeasure
  onMeasure: (measure: ExploreMapMeasure) => void
}) {
  const navigate = useNavigate()
  const tree = useQuery(exploreQueries.treeMap(credentials, filters, measure))
  const tiles = (tree.data?.titles ?? []).map((row) => tileOf(row, measure)).filter((tile) => tile.value > 0)
  return (
    <Card
      title={`Top ${EXPLORE_TREE_SIZE}`}
      subtitle="Size by buzz or messages in the latest day; colour by sentiment"
      className="explore-tree"
      testId="explore-tree"
      aside={
        <fieldset className="explore-measure" aria-label="Tree map size">
          {MEASURES.map((option) => (
            <button
              key={option.value}
              type="button"
              className={option.value === measure ? 'explore-chip explore-chip--on' : 'explore-chip'}
              aria-pressed={option.value === measure}
              data-testid={`explore-measure-${option.value}`}
              onClick={() => onMeasure(option.value)}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      }
    >
      <div
        className="explore-tree__frame"
        data-state={tree.isPending ? 'loading' : tree.isError ? 'error' : 'ready'}
        data-tiles={tiles.length}
      >
        {tree.isPending ? (
          <div
            className="explore-skeleton explore-skeleton--block"
            role="status"
            aria-label="Loading the tree map"
          />
        ) : tree.isError ? (
          <LoadFailed message="The tree map could not be loaded." onRetry={() => void tree.refetch()} />
        ) : tiles.length === 0 ? (
          <p className="explore-muted explore-tree__empty">No buzz for these filters in the latest day.</p>
        ) : (
          <SentimentTreemap
            tiles={tiles}
            height={360}
            label={`Top ${tiles.length} assets ${measure === 'buzz' ? 'by buzz' : 'by messages'}`}
            onSelect={(tile) => void navigate({ to: '/asset', search: { title_id: Number(tile.id) } })}
          />
        )}
        <div className="explore-legend" aria-hidden="true">
          <span>Negative</span>
          <span className="explore-legend__scale" />
          <span>Positive</span>
        </div>
      </div>
    </Card>
  )
}

/** /explore: tree maps of the top 30 and a table of every asset the filters keep (application §2.1). */
export function ExplorePage({ rawSearch, onSearchChange }: ExplorePageProps) {
  const session = useSession()
  const search = useMemo(() => v.parse(ExploreSearchSchema, rawSearch), [rawSearch])
  useDocumentTitle(EXPLORE_LABEL)
  const historySearch = useMemo(() => {
    const entries = Object.entries(search).flatMap(([key, value]): [string, string | string[]][] =>
      value === undefined ? [] : [[key, Array.isArray(value) ? value.map(String) : String(value)]],
    )
    return Object.fromEntries(entries)
  }, [search])
  useRecordPageVisit({ route: 'explore', search: historySearch, label: EXPLORE_LABEL })
  if (!session) return null
  return (
    <ExploreContent
      credentials={credentialsOf({ username: session.username, passwordHash: session.passwordHash })}
      search={search}
      onSearchChange={onSearchChange}
    />
  )
}

function ExploreContent({
  credentials,
  search,
  onSearchChange,
}: ExploreContentProps & { credentials: BasicCredentials }) {
  const filters = useMemo(() => exploreFilterQuery(search), [search])
  const sort = exploreSort(search)
  const choices = useQuery(exploreQueries.filters(credentials))
  const change = (next: ExploreFilterChange) => onSearchChange(next, true)
  return (
    <div className="explore-page" data-testid="explore-page">
      <header className="explore-page__header">
        <h1 className="explore-page__title">{EXPLORE_LABEL}</h1>
        <p className="explore-page__lead">
          Which names are people suddenly talking about? Buzz is the latest day’s volume against each asset’s
          own normal (100 %), sentiment from −100 to +100.
        </p>
      </header>
      <ExploreFilters search={search} choices={choices.data} onChange={change} />
      <ExploreTreeCard
        credentials={credentials}
        filters={filters}
        measure={search.map ?? 'buzz'}
        onMeasure={(measure) => onSearchChange({ map: measure === 'buzz' ? undefined : measure }, true)}
      />
      <Card title="All assets" subtitle="Click a column to sort; scroll for more" className="explore-list">
        <ExploreTable
          credentials={credentials}
          filters={filters}
          sort={sort}
          onSort={(field) => onSearchChange({ sort: exploreSortParam(nextExploreSort(sort, field)) }, true)}
        />
      </Card>
    </div>
  )
}
