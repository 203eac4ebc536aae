import { queryOptions } from '@tanstack/react-query'
import { getTitleTriggers, getTriggers, listRules, unwrap } from '../../api'
import { type BasicCredentials, DAY_MS, LATEST_ALERTS_DAYS } from '../../core'

import { ALERTS_QUERY_ROOT } from './query-root'

export { ALERTS_QUERY_ROOT }

function window(now: number) {
  return { startDate: now - LATEST_ALERTS_DAYS * DAY_MS, endDate: now }
}

export const alertQueries = {
  rules: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [ALERTS_QUERY_ROOT, credentials.username, 'rules'],
      queryFn: ({ signal }) => unwrap(listRules(credentials, { signal })),
      staleTime: 30_000,
    }),
  mine: (credentials: BasicCredentials, limit = 30) =>
    queryOptions({
      queryKey: [ALERTS_QUERY_ROOT, credentials.username, 'mine', limit],
      queryFn: ({ signal }) => unwrap(getTriggers({ ...window(Date.now()), limit }, credentials, { signal })),
      staleTime: 60_000,
    }),
  ofTitle: (credentials: BasicCredentials, titleId: number, limit = 50) =>
    queryOptions({
      queryKey: [ALERTS_QUERY_ROOT, credentials.username, 'title', titleId, limit],
      queryFn: ({ signal }) =>
        unwrap(getTitleTriggers(titleId, { ...window(Date.now()), limit }, credentials, { signal })),
      staleTime: 60_000,
    }),
}
