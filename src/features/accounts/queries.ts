import { queryOptions } from '@tanstack/react-query'
import { getUserOptions, unwrap } from '../../api'
import type { BasicCredentials } from '../../core'

/** Key root of every account query (cleared with the rest of the cache on logout). */
export const ACCOUNT_QUERY_ROOT = 'account'

/** Moved to src/api; re-exported for the feature's existing importers. */
export { ApiCallError } from '../../api'

/**
 * The user's options (the first-login setup, settings and the inventory's market filter share
 * them). Apart from the other account queries (account-queries.ts): the inventory, on every
 * first load's path, takes it without their calls and schemas.
 */
export const userOptionsQuery = (credentials: BasicCredentials) =>
  queryOptions({
    queryKey: [ACCOUNT_QUERY_ROOT, credentials.username, 'opts'],
    queryFn: ({ signal }) => unwrap(getUserOptions(credentials, { signal })),
    staleTime: 5 * 60_000,
  })
