import {
  ResearchDeleteAnswerSchema,
  ResearchListQuerySchema,
  ResearchRequestBodySchema,
  ResearchRequestDetailSchema,
  ResearchRequestPatchSchema,
  ResearchRequestSchema,
  ResearchRequestsAnswerSchema,
} from '../../../src/core'
import { documentRoute } from '../openapi'

const ERRORS = [8, 21, 32, 33, 35] as const
const TAGS = ['Research requests']

/** Describes the research request calls for /v6/openapi.json. */
export function documentResearchRoutes(): void {
  documentRoute({
    method: 'GET',
    path: '/research/request',
    summary: 'The user’s research requests, newest first',
    tags: TAGS,
    query: ResearchListQuerySchema,
    response: ResearchRequestsAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'POST',
    path: '/research/request',
    summary: 'Creates a research request',
    description:
      'requestElements: up to 10 of {type: title, title_id}, {type: query, query}, {type: author, name, source}, {type: view, name, filter}. It runs first on startDate (YYYY-MM-DD) at scheduledTime (HH:MM, UTC), then every repeatInterval days (1–365); a start in the past runs at once. Each run stores a report over the interval before it (messages against the window before, sentiment, key events, top messages, an extractive summary) and mails it. Missing repeatInterval or startDate answers 8 with the form’s texts. Needs the trendradar tag.',
    tags: TAGS,
    body: ResearchRequestBodySchema,
    response: ResearchRequestSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/research/request/:id',
    summary: 'One research request with its latest 20 reports',
    tags: TAGS,
    params: { id: 'Research request id' },
    response: ResearchRequestDetailSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'PATCH',
    path: '/research/request/:id',
    summary: 'Changes a research request (answers 202); active: false pauses it',
    tags: TAGS,
    params: { id: 'Research request id' },
    body: ResearchRequestPatchSchema,
    response: ResearchRequestSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'DELETE',
    path: '/research/request/:id',
    summary: 'Deletes a research request and its reports (answers 200)',
    tags: TAGS,
    params: { id: 'Research request id' },
    response: ResearchDeleteAnswerSchema,
    errors: ERRORS,
  })
}
