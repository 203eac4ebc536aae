import { isCancelledError, type QueryClient } from '@tanstack/react-query'
import type { LiveClient } from '../../../workers/hub'
import {
  ApiCallError,
  type ApiClient,
  type ApiResult,
  cancelledResult,
  getCountries,
  getExchanges,
  getKeyEventGroups,
  getLists,
  getSectors,
  getSources,
  getSourceTypes,
  inventoryRequestHeaders,
  inventoryUrl,
} from '../../api'
import type { BasicCredentials } from '../../core'
import { accountQueries } from '../accounts'
import type { InventoryCalls } from './inventory-loader'

export interface InventoryCallContext {
  credentials: BasicCredentials
  live: Pick<LiveClient, 'loadInventory'>
  /** The /v6 origin of the runtime configuration ('' = the app's own origin). */
  apiBaseUrl: () => Promise<string>
  appOrigin: string
  queryClient: QueryClient
  /** Another API client (tests); the app's shared one by default. */
  client?: ApiClient
}

/** The user options through the query cache, so the first-login setup and settings share them. */
async function loadUserOptions(context: InventoryCallContext): Promise<ApiResult<unknown>> {
  try {
    const value = await context.queryClient.fetchQuery(accountQueries.userOptions(context.credentials))
    return { ok: true, value, status: 200 }
  } catch (error) {
    if (isCancelledError(error)) return cancelledResult()
    if (error instanceof ApiCallError) return { ok: false, error: error.error }
    return { ok: false, error: { kind: 'network', status: 0, detail: String(error) } }
  }
}

export function inventoryCalls(context: InventoryCallContext): InventoryCalls {
  const { credentials } = context
  const options = context.client ? { client: context.client } : {}
  const assetsUrl = async () => inventoryUrl(await context.apiBaseUrl(), context.appOrigin)
  return {
    assets: async () =>
      context.live.loadInventory({ url: await assetsUrl(), headers: inventoryRequestHeaders(credentials) }),
    reference: {
      exchanges: () => getExchanges(credentials, options),
      lists: () => getLists(credentials, options),
      countries: () => getCountries(credentials, options),
      sources: () => getSources(credentials, options),
      sourceTypes: () => getSourceTypes(credentials, options),
      keyEvents: () => getKeyEventGroups(credentials, options),
      sectors: () => getSectors(credentials, options),
    },
    userOptions: () => loadUserOptions(context),
  }
}
