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
import { userOptionsQuery } from '../accounts'
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
  /**
   * Resolves when the reference pieces and user options may ask for a /v6 slot: after the first
   * page, so a first load's own calls get the 4 slots (application §4 "Requests") instead of
   * waiting behind eight calls no page needs to render. At once by default.
   */
  whenPageShown?: () => Promise<void>
}

/** The user options through the query cache, so the first-login setup and settings share them. */
async function loadUserOptions(context: InventoryCallContext): Promise<ApiResult<unknown>> {
  try {
    const value = await context.queryClient.fetchQuery(userOptionsQuery(context.credentials))
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
  const shown = context.whenPageShown ?? (() => Promise.resolve())
  const afterPage =
    <T>(load: () => Promise<T>) =>
    async (): Promise<T> => {
      await shown()
      return load()
    }
  return {
    // The hub loads the asset inventory on its own connection: it starts at once.
    assets: async () =>
      context.live.loadInventory({ url: await assetsUrl(), headers: inventoryRequestHeaders(credentials) }),
    reference: {
      exchanges: afterPage(() => getExchanges(credentials, options)),
      lists: afterPage(() => getLists(credentials, options)),
      countries: afterPage(() => getCountries(credentials, options)),
      sources: afterPage(() => getSources(credentials, options)),
      sourceTypes: afterPage(() => getSourceTypes(credentials, options)),
      keyEvents: afterPage(() => getKeyEventGroups(credentials, options)),
      sectors: afterPage(() => getSectors(credentials, options)),
    },
    userOptions: afterPage(() => loadUserOptions(context)),
  }
}
