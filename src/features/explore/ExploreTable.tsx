import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTitleUpdates } from '../../app'
import {
  type BasicCredentials,
  bucketStart,
  changeTone,
  DEFAULT_DAILY_PARTITION,
  EXPLORE_TREE_MIN_MESSAGES,
  type ExploreSort,
  type ExploreSortField,
  formatCompact,
  formatDecimal,
  formatSignedWhole,
  partitionSpec,
  sentimentColor,
  sentimentScore,
  type TitleRowAnswer,
  titleTypeWord,
} from '../../core'
import { formatSignedDecimal1, LoadFailed } from '../../ui'
import { exploreQueries } from './queries'

export const EXPLORE_ROW_HEIGHT = 48
/** Room for the empty list's text (placed 96 px from the top, under the header). */
const EMPTY_LIST_HEIGHT = 136
const LIVE_STEP = 20
const OVERSCAN = 10
/** Fetch the next page while this many loaded rows are still below the view. */
const PREFETCH_ROWS = 40

interface Column {
  field: ExploreSortField | null
  label: string
  /** Shown from this viewport width up (narrow screens keep name, buzz, sentiment). */
  wide?: boolean
  className: string
}

const COLUMNS: readonly Column[] = [
  { field: null, label: '#', className: 'explore-table__rank', wide: true },
  { field: 'name', label: 'Asset', className: 'explore-table__asset' },
  { field: 'buzz', label: 'Buzz', className: 'explore-table__num' },
  { field: 'messages', label: 'Messages', className: 'explore-table__num', wide: true },
  { field: 'sentiment', label: 'Sentiment', className: 'explore-table__num' },
  { field: 'chg', label: 'Today', className: 'explore-table__num', wide: true },
  { field: 'week_chg', label: '1 week', className: 'explore-table__num', wide: true },
  { field: 'month_chg', label: '1 month', className: 'explore-table__num', wide: true },
]

export interface ExploreTableProps {
  credentials: BasicCredentials
  filters: Readonly<Record<string, string>>
  sort: ExploreSort
  onSort: (field: ExploreSortField) => void
  /** What an empty answer says (the page's filters by default). */
  emptyText?: string
}

/** One row with the hub's live buzz and sentiment merged in (buzz ×100 as the list answers it). */
interface ShownRow extends TitleRowAnswer {
  live: boolean
  /** The list's buzz, which the rows are sorted by, before a live update replaced it. */
  listBuzz: number | null
}

/** Fewer messages than the tree map asks for: the buzz figure says little on its own. */
function isThin(messages: number | null | undefined): messages is number {
  return messages !== null && messages !== undefined && messages < EXPLORE_TREE_MIN_MESSAGES
}

function signedClass(value: number | null | undefined): string {
  return `explore-change tone-${changeTone(value ?? null)}`
}

function PriceChange({ value }: { value: number | null }) {
  if (value === null) return <span className="explore-muted">—</span>
  return <span className={signedClass(value)}>{formatSignedDecimal1(value)}%</span>
}

/**
 * Buzz and sentiment per instrument with change values, sortable by column, virtualised: only
 * the rows in view (and a few around) are in the document, pages of 100 load as the view nears
 * their end, and the rows in view get live buzz and sentiment from the hub.
 */
export function ExploreTable({
  credentials,
  filters,
  sort,
  onSort,
  emptyText = 'No assets match these filters. Loosen a filter or clear them all.',
}: ExploreTableProps) {
  const table = useInfiniteQuery(exploreQueries.table(credentials, filters, sort))
  const scroller = useRef<HTMLDivElement>(null)
  const [view, setView] = useState({ top: 0, height: 640 })
  const frame = useRef(0)
  const rows = useMemo(() => table.data?.pages.flatMap((page) => page.titles) ?? [], [table.data])
  const total = table.data?.pages[0]?.total ?? 0

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  // A new filter or sort starts at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is what changes
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 })
  }, [JSON.stringify(filters), sort.field, sort.descending])

  const first = Math.max(0, Math.floor(view.top / EXPLORE_ROW_HEIGHT) - OVERSCAN)
  // More slots than rows can ever be shown at this height: no two shown rows share one.
  const slots = Math.ceil(view.height / EXPLORE_ROW_HEIGHT) + 2 * OVERSCAN + 2
  const last = Math.min(rows.length, Math.ceil((view.top + view.height) / EXPLORE_ROW_HEIGHT) + OVERSCAN)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = table
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && last + PREFETCH_ROWS >= rows.length) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, last, rows.length])

  // Live figures for the rows in view, in steps of LIVE_STEP rows: scrolling does not re-subscribe every frame.
  const liveFirst = Math.floor(first / LIVE_STEP) * LIVE_STEP
  const liveLast = Math.min(rows.length, Math.ceil(last / LIVE_STEP) * LIVE_STEP)
  const visibleIds = useMemo(
    () => rows.slice(liveFirst, liveLast).map((row) => row.id),
    [rows, liveFirst, liveLast],
  )
  const updates = useTitleUpdates(visibleIds, DEFAULT_DAILY_PARTITION)
  // Late messages also update yesterday's bucket: only today's figures replace the list's.
  const spec = partitionSpec(DEFAULT_DAILY_PARTITION)
  const today = spec ? bucketStart(spec, Date.now()) : Number.POSITIVE_INFINITY
  const shown: ShownRow[] = rows.slice(first, last).map((row) => {
    const live = updates.get(row.id)?.update
    if (!live || (live.bucket_start ?? 0) < today) return { ...row, live: false, listBuzz: row.buzz }
    const buzz = Math.round(live.buzz * 10_000) / 100
    return { ...row, buzz, sentiment: live.sentiment, live: true, listBuzz: row.buzz }
  })

  if (table.isError && !table.data) {
    return <LoadFailed message="The assets could not be loaded." onRetry={() => void table.refetch()} />
  }
  const loadedHeight = Math.max(rows.length, table.isPending ? 12 : 0) * EXPLORE_ROW_HEIGHT
  const loadingMore = hasNextPage ? EXPLORE_ROW_HEIGHT * 2 : 0
  const empty = !table.isPending && total === 0
  const listHeight = EXPLORE_ROW_HEIGHT + (empty ? EMPTY_LIST_HEIGHT : loadedHeight + loadingMore) + 2

  return (
    <div
      className="explore-table"
      data-testid="explore-table"
      data-total={total}
      data-rows={rows.length}
      data-state={table.isPending || table.isPlaceholderData ? 'loading' : 'ready'}
    >
      <div
        className="explore-table__scroller"
        // A short list takes its own height (header, rows, border), not the tall list's.
        style={{ height: `min(70vh, 720px, ${listHeight}px)` }}
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget
          cancelAnimationFrame(frame.current)
          frame.current = requestAnimationFrame(() =>
            setView({ top: element.scrollTop, height: element.clientHeight }),
          )
        }}
      >
        <table
          aria-label="Buzz and sentiment per asset"
          aria-rowcount={total + 1}
          aria-busy={table.isFetching}
          className="explore-table__grid"
        >
          <thead className="explore-table__head">
            <tr aria-rowindex={1} className="explore-table__row explore-table__row--head">
              {COLUMNS.map((column) => {
                const active = column.field !== null && column.field === sort.field
                return (
                  <th
                    key={column.label}
                    scope="col"
                    aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
                    className={`${column.className}${column.wide ? ' explore-table__wide' : ''}`}
                  >
                    {column.field ? (
                      <button
                        type="button"
                        className={active ? 'explore-sort explore-sort--active' : 'explore-sort'}
                        data-testid={`explore-sort-${column.field}`}
                        onClick={() => column.field && onSort(column.field)}
                      >
                        {column.label}
                        {active ? (
                          <span aria-hidden="true" className="explore-sort__arrow">
                            {sort.descending ? '▼' : '▲'}
                          </span>
                        ) : null}
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody className="explore-table__body" style={{ height: loadedHeight + loadingMore }}>
            {table.isPending
              ? Array.from({ length: 12 }, (_, index) => (
                  <tr
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else
                    key={index}
                    className="explore-table__row explore-table__row--placeholder"
                    style={{ transform: `translateY(${index * EXPLORE_ROW_HEIGHT}px)` }}
                  >
                    <td colSpan={COLUMNS.length}>
                      <span className="explore-skeleton" aria-hidden="true" />
                    </td>
                  </tr>
                ))
              : null}
            {shown.map((row, offset) => {
              const index = first + offset
              const score = row.sentiment === null ? null : sentimentScore(row.sentiment)
              return (
                <tr
                  // Keyed by slot, not by asset: a row scrolled out is reused for the one scrolled in,
                  // so scrolling changes a row's text and offset instead of building its cells anew.
                  key={index % slots}
                  aria-rowindex={index + 2}
                  className="explore-table__row"
                  data-title-id={row.id}
                  data-live={row.live ? 'true' : undefined}
                  data-list-buzz={row.listBuzz ?? undefined}
                  style={{ transform: `translateY(${index * EXPLORE_ROW_HEIGHT}px)` }}
                >
                  <td className="explore-table__rank explore-table__wide">{index + 1}</td>
                  <td className="explore-table__asset">
                    <Link
                      to="/asset"
                      search={{ title_id: row.id }}
                      className="explore-table__name"
                      title={row.n}
                    >
                      {row.n}
                    </Link>
                    <span className="explore-table__meta">
                      {[row.symbol, titleTypeWord(row.type), row.country].filter(Boolean).join(' · ')}
                    </span>
                  </td>
                  <td className="explore-table__num">
                    {row.buzz === null ? (
                      <span className="explore-muted">—</span>
                    ) : (
                      <>
                        <span className="explore-table__value">{formatDecimal(Math.round(row.buzz))}%</span>
                        {isThin(row.messages) ? (
                          // A figure from a handful of messages swings widely; narrow screens hide
                          // the messages column, so the cell itself says how many there were.
                          <span
                            className="explore-thin"
                            title={`Buzz of only ${row.messages} messages: a few more or fewer move it far`}
                          >
                            {row.messages === 1 ? '1 msg' : `${row.messages} msgs`}
                          </span>
                        ) : row.buzz_chg !== null && row.buzz_chg !== undefined && !row.live ? (
                          <span className={signedClass(row.buzz_chg)}>{formatSignedWhole(row.buzz_chg)}</span>
                        ) : null}
                      </>
                    )}
                  </td>
                  <td className="explore-table__num explore-table__wide">
                    {row.messages === null || row.messages === undefined ? (
                      <span className="explore-muted">—</span>
                    ) : (
                      formatCompact(row.messages)
                    )}
                  </td>
                  <td className="explore-table__num">
                    {score === null || row.sentiment === null ? (
                      <span className="explore-muted">—</span>
                    ) : (
                      <>
                        <span className="explore-table__value">
                          <span
                            className="explore-dot"
                            style={{ background: sentimentColor(row.sentiment) }}
                            aria-hidden="true"
                          />
                          {formatSignedDecimal1(score)}
                        </span>
                        {row.sentiment_chg !== null && row.sentiment_chg !== undefined && !row.live ? (
                          <span className={signedClass(row.sentiment_chg)}>
                            {formatSignedDecimal1(
                              sentimentScore(row.sentiment) -
                                sentimentScore(row.sentiment - row.sentiment_chg),
                            )}
                          </span>
                        ) : null}
                      </>
                    )}
                  </td>
                  <td className="explore-table__num explore-table__wide">
                    <PriceChange value={row.chg} />
                  </td>
                  <td className="explore-table__num explore-table__wide">
                    <PriceChange value={row.week_chg} />
                  </td>
                  <td className="explore-table__num explore-table__wide">
                    <PriceChange value={row.month_chg} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {empty ? (
          <p className="explore-table__empty" data-testid="explore-empty">
            {emptyText}
          </p>
        ) : null}
      </div>
      <p className="explore-table__status" aria-live="polite">
        {table.isPending
          ? 'Loading assets…'
          : `${formatDecimal(total)} ${total === 1 ? 'asset' : 'assets'}${
              rows.length < total ? ` · ${formatDecimal(rows.length)} loaded, more as you scroll` : ''
            }`}
      </p>
    </div>
  )
}
