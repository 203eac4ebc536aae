import { asc, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import {
  EarningsAnswerSchema,
  FormatQuerySchema,
  PositionsAnswerSchema,
  SubsidiariesAnswerSchema,
} from '../../../../src/core'
import type { Database } from '../../../db'
import { earnings, executives, positions, subsidiaries } from '../../../db/schema'
import { resolveTitleIdent } from '../../../market/titles-lookup'
import { ApiError } from '../../api-error'
import { documentRoute } from '../../openapi/registry'
import { assertSupportedFormat, requireParameter } from '../../validate'

type Out<T extends v.GenericSchema> = v.InferOutput<T>

async function titleIdOf(db: Database, value: string | undefined, call: string): Promise<number> {
  const ident = requireParameter(value, 'id', call)
  const titleId = await resolveTitleIdent(db, ident)
  if (titleId === null) throw new ApiError(404, 32, `No title ${ident.slice(0, 40)}.`)
  return titleId
}

/** GET /titles/{id}/earnings, /positions, /subsidiaries (data-interface §7 "Financials"). */
export function titleDetailRoutes(v6: FastifyInstance, db: Database): void {
  documentRoute({
    method: 'GET',
    path: '/titles/:id/earnings',
    summary: 'Earnings calendar of a title: release date, prior, consensus, actual',
    tags: ['Financials'],
    params: { id: 'Title id, ISIN or symbol' },
    query: FormatQuerySchema,
    response: EarningsAnswerSchema,
    errors: [8, 21, 32],
  })
  v6.get<{ Params: { id?: string } }>(
    '/titles/:id/earnings',
    async (request): Promise<Out<typeof EarningsAnswerSchema>> => {
      assertSupportedFormat(request.query)
      const titleId = await titleIdOf(db, request.params.id, 'getTitleEarnings')
      const rows = await db
        .select()
        .from(earnings)
        .where(eq(earnings.titleId, titleId))
        .orderBy(desc(earnings.releaseDate))
      return {
        id: titleId,
        earnings: rows.map((row) => ({
          release_date: row.releaseDate,
          prior: row.prior,
          consensus: row.consensus,
          actual: row.actual,
        })),
      }
    },
  )

  documentRoute({
    method: 'GET',
    path: '/titles/:id/positions',
    summary: 'Executives and company register positions of a title',
    tags: ['Financials'],
    params: { id: 'Title id, ISIN or symbol' },
    query: FormatQuerySchema,
    response: PositionsAnswerSchema,
    errors: [8, 21, 32],
  })
  v6.get<{ Params: { id?: string } }>(
    '/titles/:id/positions',
    async (request): Promise<Out<typeof PositionsAnswerSchema>> => {
      assertSupportedFormat(request.query)
      const titleId = await titleIdOf(db, request.params.id, 'getTitlePositions')
      const [people, register] = await Promise.all([
        db.select().from(executives).where(eq(executives.titleId, titleId)).orderBy(asc(executives.id)),
        db
          .select()
          .from(positions)
          .where(eq(positions.titleId, titleId))
          .orderBy(desc(positions.since), asc(positions.id)),
      ])
      return {
        id: titleId,
        executives: people.map((person) => ({
          firstName: person.firstName,
          middleName: person.middleName,
          lastName: person.lastName,
          role: person.role,
        })),
        positions: register.map((row) => ({
          name: row.name,
          role: row.role,
          since: row.since,
          until: row.until,
          register: row.register,
          published_at: row.publishedAt,
        })),
      }
    },
  )

  documentRoute({
    method: 'GET',
    path: '/titles/:id/subsidiaries',
    summary: 'Subsidiaries of a title (federal gazette data)',
    tags: ['Financials'],
    params: { id: 'Title id, ISIN or symbol' },
    query: FormatQuerySchema,
    response: SubsidiariesAnswerSchema,
    errors: [8, 21, 32],
  })
  v6.get<{ Params: { id?: string } }>(
    '/titles/:id/subsidiaries',
    async (request): Promise<Out<typeof SubsidiariesAnswerSchema>> => {
      assertSupportedFormat(request.query)
      const titleId = await titleIdOf(db, request.params.id, 'getTitleSubsidiaries')
      const rows = await db
        .select()
        .from(subsidiaries)
        .where(eq(subsidiaries.titleId, titleId))
        .orderBy(asc(subsidiaries.name))
      return {
        id: titleId,
        subsidiaries: rows.map((row) => ({
          name: row.name,
          country: row.country,
          share_percent: row.sharePercent,
          reported_at: row.reportedAt,
        })),
      }
    },
  )
}
