import { BriefingListAnswerSchema, BriefingListQuerySchema, BriefingSchema } from '../../../src/core'
import { documentRoute } from '../openapi'

const ERRORS = [21, 32, 35] as const
const TAGS = ['Morning briefings']

/** Describes the morning briefing calls for /v6/openapi.json. */
export function documentBriefingRoutes(): void {
  documentRoute({
    method: 'GET',
    path: '/morning-briefings/reports',
    summary: 'Morning briefings of one edition, newest first',
    description:
      'A briefing is written at 07:00 in its time zone from the 24 hours before: the biggest buzz movers against their normal level (the 7 days before), sentiment swings, key events, earnings due that day and notable AI updates, each line linked to its asset. Editions: us, canada, europe, asia, china, india, crypto, commodities, forex; languages en and de. timezone: a subscriber’s zone (the edition’s own when left out). Needs a plan with morning briefings (platinum, professional).',
    tags: TAGS,
    query: BriefingListQuerySchema,
    response: BriefingListAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/morning-briefings/reports/:id',
    summary: 'One morning briefing with its sections',
    tags: TAGS,
    params: { id: 'Morning briefing id' },
    response: BriefingSchema,
    errors: ERRORS,
  })
}
