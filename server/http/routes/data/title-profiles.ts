import type { FastifyInstance } from 'fastify'
import { TitleProfilesAnswerSchema, TitleProfilesQuerySchema } from '../../../../src/core'
import { titleProfiles } from '../../../market/authors/title-profiles'
import { documentRoute } from '../../openapi'
import { DATA_ERRORS } from './docs'
import type { DataRouteDeps } from './messages-search'
import { titleRangeRequest } from './title-range-request'

/** Profiles look back 30 days unless asked otherwise: an account's focus shows over weeks. */
const PROFILES_DEFAULT_DAYS = 30
const PROFILES_DEFAULT_LIMIT = 20

/** GET /titles/{ident}/profiles: the accounts that write about a title (data-interface §7, special sources). */
export function titleProfileRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps
  documentRoute({
    method: 'GET',
    path: '/titles/:ident/profiles',
    summary:
      'The accounts that write about a title, most messages first, with the share of their messages about it ' +
      '(dedicated from 50 %); blacklisted accounts left out (default last 30 days, 20 profiles)',
    tags: ['Authors'],
    params: { ident: 'One title id' },
    query: TitleProfilesQuerySchema,
    response: TitleProfilesAnswerSchema,
    errors: DATA_ERRORS,
  })

  v6.get('/titles/:ident/profiles', async (request) => {
    const { titleId, query, range } = await titleRangeRequest(
      db,
      request,
      'getTitleProfiles',
      TitleProfilesQuerySchema,
      PROFILES_DEFAULT_DAYS,
    )
    return {
      title_id: titleId,
      profiles: await titleProfiles(
        db,
        titleId,
        range.startMs,
        range.endMs,
        query.limit ?? PROFILES_DEFAULT_LIMIT,
      ),
    }
  })
}
