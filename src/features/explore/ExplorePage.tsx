import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import * as v from 'valibot'
import {
  type BasicCredentials,
  EXPLORE_LABEL,
  EXPLORE_TREE_MIN_MESSAGES,
  type ExploreSearch,
  ExploreSearchSchema,
  exploreFilterQuery,
  exploreList,
  exploreSort,
  exploreSortParam,
  exploreTableFloored,
  nextExploreSort,
  sortNeedsSampleFloor,
  withSampleFloor,
} from '../../core'
import { Button, Card, useDocumentTitle } from '../../ui'
import { credentialsOf, useSession } from '../accounts'
import { useRecordPageVisit } from '../page-history/use-page-history'
import { type ExploreFilterChange, ExploreFilters } from './ExploreFilters'
import { ExploreTable } from './ExploreTable'
import { ExploreTreeCard } from './ExploreTreeCard'
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

/** The explore filters as a view's params (the view takes lists; the price bounds stay here). */
function viewOfExplore(search: ExploreSearch): Record<string, string[]> {
  const keys = ['type', 'region', 'country', 'sector', 'exchange', 'list'] as const
  return Object.fromEntries(
    keys.flatMap((key) => {
      const values = exploreList(search[key])
      return values.length > 0 ? [[key, values]] : []
    }),
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
  const all = search.all === true
  const floored = exploreTableFloored(sort, all)
  const tableFilters = useMemo(() => withSampleFloor(filters, floored), [filters, floored])
  const choices = useQuery(exploreQueries.filters(credentials))
  const change = (next: ExploreFilterChange) => onSearchChange(next, true)
  return (
    <div className="explore-page" data-testid="explore-page">
      <header className="explore-page__header">
        <h1 className="explore-page__title">{EXPLORE_LABEL}</h1>
        <p className="explore-page__lead">
          Which names are people suddenly talking about? Buzz is the latest day’s volume so far against each
          asset’s own normal by that time of day (100%), sentiment from −100 to +100.
        </p>
      </header>
      <ExploreFilters search={search} choices={choices.data} onChange={change} />
      {Object.keys(filters).some((key) => !key.startsWith('chg_')) ? (
        <p className="explore-page__view">
          <Link
            to="/view"
            search={viewOfExplore(search)}
            className="button button--secondary button--small"
            data-testid="explore-open-view"
          >
            Open as a view: messages, statistics, save to watchlist
          </Link>
        </p>
      ) : null}
      <ExploreTreeCard
        credentials={credentials}
        filters={filters}
        measure={search.map ?? 'buzz'}
        onMeasure={(measure) => onSearchChange({ map: measure === 'buzz' ? undefined : measure }, true)}
      />
      <Card
        title={floored ? `Assets with ${EXPLORE_TREE_MIN_MESSAGES}+ messages` : 'All assets'}
        subtitle={
          floored
            ? 'In the latest day, as the tree map counts them. Click a column to sort; scroll for more'
            : 'Click a column to sort; scroll for more'
        }
        aside={
          sortNeedsSampleFloor(sort) ? (
            <Button
              size="small"
              variant="secondary"
              data-testid="explore-show-all"
              aria-pressed={all}
              onClick={() => onSearchChange({ all: all ? undefined : true }, true)}
            >
              {all ? `Only ${EXPLORE_TREE_MIN_MESSAGES}+ messages` : 'Show all assets'}
            </Button>
          ) : null
        }
        className="explore-list"
      >
        <ExploreTable
          credentials={credentials}
          filters={tableFilters}
          {...(floored
            ? {
                emptyText: `None of these assets has ${EXPLORE_TREE_MIN_MESSAGES} messages or more in the latest day yet. “Show all assets” lists every one.`,
              }
            : {})}
          sort={sort}
          onSort={(field) => onSearchChange({ sort: exploreSortParam(nextExploreSort(sort, field)) }, true)}
        />
      </Card>
    </div>
  )
}
