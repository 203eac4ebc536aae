import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  csvTime,
  DATASET_PREVIEW_ROWS,
  DatasetHistoryBodySchema,
  DatasetHistoryQuerySchema,
  DOWNLOAD_FORMATS,
  type HistoryField,
  IntradayQuerySchema,
  partitionSpec,
  QuotesQuerySchema,
  REALTIME_PARTITION,
  TitleHistoryQuerySchema,
  TitleSnapshotQuerySchema,
} from '../../../../src/core'
import {
  defaultPartition,
  latestBuckets,
  quoteRows,
  titleSnapshotOf,
  toHistoryPoint,
} from '../../../market/history/buckets'
import { ClosedHistoryCache } from '../../../market/history/closed-history-cache'
import { sendCsv, wantsCsv } from '../../csv-download'
import { parseRequest } from '../../validate'
import { checkedPartition, jsonBody, parseIdent, parseIdents, parseQuery, resolveRange } from './common'
import { entitleCurrent, entitleRange } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { knownTitles } from './titles'

const Params = v.object({ idents: v.optional(v.string()) })

const DEFAULT_FIELDS: readonly HistoryField[] = ['buzz', 'sentiment']
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** Buzz and sentiment (data-interface §7 "Buzz and sentiment") and price data ("Price data"). */
export function historyRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps
  const history = new ClosedHistoryCache(db)

  v6.get('/titles/:idents', async (request) => {
    const ids = parseIdents(parseRequest(Params, request.params).idents, 'idents', 'getTitles')
    const query = parseQuery(TitleSnapshotQuerySchema, request.query)
    const partition = checkedPartition(query.partition, REALTIME_PARTITION)
    entitleCurrent(request)
    const rows = await latestBuckets(db, await knownTitles(db, ids), partition)
    return rows.map((row) => titleSnapshotOf(row, partition))
  })

  v6.get('/titles/:idents/history', async (request) => {
    const ids = parseIdents(parseRequest(Params, request.params).idents, 'idents', 'getTitleHistory')
    const query = parseQuery(TitleHistoryQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const partition = checkedPartition(query.partition, defaultPartition(range.startMs, range.endMs))
    const known = await knownTitles(db, ids)
    const fields = query.fields && query.fields.length > 0 ? query.fields : DEFAULT_FIELDS
    const series = await history.seriesRows(known, partition, range.startMs, range.endMs)
    return known.map((id, index) => ({
      id,
      partition,
      history: (series[index] ?? []).map((row) => toHistoryPoint(row, fields)),
    }))
  })

  v6.get('/titles/:idents/quotes', async (request) => {
    const id = parseIdent(parseRequest(Params, request.params).idents, 'id', 'getQuotes')
    const query = parseQuery(QuotesQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now, 30)
    entitleRange(request, range, now)
    const [allowed = id] = await knownTitles(db, [id])
    const rows = await quoteRows(db, [allowed], '1d', range.startMs, range.endMs)
    return rows.map(({ t, o, h, l, c, v: volume }) => ({ t, o, h, l, c, v: volume }))
  })

  v6.get('/titles/:idents/intraday', async (request) => {
    const id = parseIdent(parseRequest(Params, request.params).idents, 'ident', 'getIntraday')
    const query = parseQuery(IntradayQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now, 1)
    entitleRange(request, range, now)
    const partition = checkedPartition(query.partition, REALTIME_PARTITION)
    const [allowed = id] = await knownTitles(db, [id])
    const [buckets = []] = await history.seriesRows([allowed], partition, range.startMs, range.endMs)
    const answer = {
      id: allowed,
      partition,
      history: buckets.map((row) => toHistoryPoint(row, DEFAULT_FIELDS)),
    }
    if (query.data_options !== 'ohlcv') return answer
    const interval = partitionSpec(partition)?.bucketMs === 86_400_000 ? '1d' : '10m'
    const quotes = await quoteRows(db, [allowed], interval, range.startMs, range.endMs)
    return { ...answer, quotes: quotes.map(({ t, o, h, l, c, v: volume }) => ({ t, o, h, l, c, v: volume })) }
  })

  v6.post('/datasets/history', async (request, reply) => {
    const csv = wantsCsv(request)
    const query = parseQuery(DatasetHistoryQuerySchema, request.query, DOWNLOAD_FORMATS)
    const body = parseRequest(DatasetHistoryBodySchema, jsonBody(request, 'datasetsHistory'))
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now, 30)
    entitleRange(request, range, now)
    const ids = await knownTitles(db, Array.isArray(body.filter.id) ? body.filter.id : [body.filter.id])
    const preview = query.preview === true
    const cap = (rows: number) => (preview ? Math.min(rows, DATASET_PREVIEW_ROWS) : rows)
    if (body.dataset === 'Daily Quotes') {
      const rows = await quoteRows(db, ids, '1d', range.startMs, range.endMs)
      if (csv) {
        return sendCsv(
          reply,
          'daily-quotes.csv',
          ['title_id', 'time', 'open', 'high', 'low', 'close', 'volume'],
          rows
            .slice(0, cap(rows.length))
            .map((row) => [row.title_id, csvTime(row.t), row.o, row.h, row.l, row.c, row.v]),
        )
      }
      return {
        dataset: body.dataset,
        preview,
        rows: rows
          .slice(0, cap(rows.length))
          .map(({ title_id, t, o, h, l, c, v: volume }) => ({ id: title_id, t, o, h, l, c, v: volume })),
      }
    }
    const partition = checkedPartition(query.partition, defaultPartition(range.startMs, range.endMs))
    const byId = [...ids].sort((a, b) => a - b)
    const rows = (await history.seriesRows(byId, partition, range.startMs, range.endMs)).flat()
    if (csv) {
      // Buzz in percent of the normal level (100 = normal), sentiment −100…+100, per slot.
      return sendCsv(
        reply,
        `buzz-sentiment-${partition}.csv`,
        ['title_id', 'slot_start', 'buzz_percent', 'sentiment'],
        rows
          .slice(0, cap(rows.length))
          .map((row) => [
            row.title_id,
            csvTime(row.t),
            row.buzz === null ? null : round(row.buzz * 100, 2),
            row.sentiment === null ? null : round(row.sentiment * 100, 2),
          ]),
      )
    }
    return {
      dataset: body.dataset,
      preview,
      rows: rows.slice(0, cap(rows.length)).map((row) => ({
        id: row.title_id,
        t: row.t,
        Buzz: row.buzz === null ? null : round(row.buzz * 100, 2),
        Sentiment: row.sentiment === null ? null : round(row.sentiment * 100, 2),
      })),
    }
  })
}
