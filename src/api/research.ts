import {
  type BasicCredentials,
  ResearchDeleteAnswerSchema,
  type ResearchRequest,
  type ResearchRequestBody,
  type ResearchRequestDetail,
  ResearchRequestDetailSchema,
  type ResearchRequestPatch,
  ResearchRequestSchema,
  type ResearchRequestsAnswer,
  ResearchRequestsAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** GET /v6/research/request: the user's research requests, newest first. */
export function listResearchRequests(
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<ResearchRequestsAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/research/request',
    query: { limit: 100 },
    credentials,
    schema: ResearchRequestsAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/research/request/{id}: one request with its latest reports. */
export function getResearchRequest(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<ResearchRequestDetail>> {
  return (options.client ?? apiClient).request({
    path: `/research/request/${id}`,
    credentials,
    schema: ResearchRequestDetailSchema,
    ...requestOptions(options),
  })
}

/** POST /v6/research/request. */
export function createResearchRequest(
  body: ResearchRequestBody,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<ResearchRequest>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/research/request',
    body,
    credentials,
    schema: ResearchRequestSchema,
    ...requestOptions(options),
  })
}

/** PATCH /v6/research/request/{id} (answers 202). */
export function updateResearchRequest(
  id: number,
  patch: ResearchRequestPatch,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<ResearchRequest>> {
  return (options.client ?? apiClient).request({
    method: 'PATCH',
    path: `/research/request/${id}`,
    body: patch,
    credentials,
    schema: ResearchRequestSchema,
    ...requestOptions(options),
  })
}

/** DELETE /v6/research/request/{id}. */
export function deleteResearchRequest(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<{ deleted: number }>> {
  return (options.client ?? apiClient).request({
    method: 'DELETE',
    path: `/research/request/${id}`,
    credentials,
    schema: ResearchDeleteAnswerSchema,
    ...requestOptions(options),
  })
}
