import type * as v from 'valibot'
import {
  APP_VERSION_HEADER,
  type BasicCredentials,
  basicAuthorization,
  CountriesAnswerSchema,
  ExchangesAnswerSchema,
  KeyEventsAnswerSchema,
  ListsAnswerSchema,
  SectorsAnswerSchema,
  SourcesAnswerSchema,
  SourceTypesAnswerSchema,
} from '../core'
import type { CancelReason } from './cancellation'
import type { ApiResult } from './client'
import { buildApiUrl } from './client'
import { APP_VERSION, apiClient } from './default-client'
import type { CallOptions } from './userdata'

/**
 * The inventory's reference calls (application §7 "Inventory"). The service worker answers them
 * from its 24-hour inventory cache. The asset inventory itself is loaded by the hub (it indexes
 * it for search), so this file only names its URL and headers.
 */

export type ExchangeList = v.InferOutput<typeof ExchangesAnswerSchema>
export type CountryList = v.InferOutput<typeof CountriesAnswerSchema>
export type SectorList = v.InferOutput<typeof SectorsAnswerSchema>
export type TitleLists = v.InferOutput<typeof ListsAnswerSchema>
export type SourceList = v.InferOutput<typeof SourcesAnswerSchema>
export type SourceTypeList = v.InferOutput<typeof SourceTypesAnswerSchema>
export type KeyEventGroupList = v.InferOutput<typeof KeyEventsAnswerSchema>

export interface ReferenceCallOptions extends CallOptions {
  /** Reference data is the same on every page: by default only a logout cancels the call. */
  cancelOn?: readonly CancelReason[]
}

const REFERENCE_CANCEL_ON: readonly CancelReason[] = ['logout']

function referenceCall<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  addIcon: boolean,
  credentials: BasicCredentials,
  options: ReferenceCallOptions,
): Promise<ApiResult<v.InferOutput<TSchema>>> {
  return (options.client ?? apiClient).request({
    path,
    ...(addIcon ? { query: { add_icon: true } } : {}),
    credentials,
    schema,
    signal: options.signal,
    cancelOn: options.cancelOn ?? REFERENCE_CANCEL_ON,
  })
}

/** GET /v6/exchanges. */
export function getExchanges(
  credentials: BasicCredentials,
  options: ReferenceCallOptions = {},
): Promise<ApiResult<ExchangeList>> {
  return referenceCall('/exchanges', ExchangesAnswerSchema, false, credentials, options)
}

/** GET /v6/countries. */
export function getCountries(
  credentials: BasicCredentials,
  options: ReferenceCallOptions = {},
): Promise<ApiResult<CountryList>> {
  return referenceCall('/countries', CountriesAnswerSchema, false, credentials, options)
}

/** GET /v6/sectors. */
export function getSectors(
  credentials: BasicCredentials,
  options: ReferenceCallOptions = {},
): Promise<ApiResult<SectorList>> {
  return referenceCall('/sectors', SectorsAnswerSchema, false, credentials, options)
}

/** GET /v6/lists. */
export function getLists(
  credentials: BasicCredentials,
  options: ReferenceCallOptions = {},
): Promise<ApiResult<TitleLists>> {
  return referenceCall('/lists', ListsAnswerSchema, false, credentials, options)
}

/** GET /v6/sources?add_icon=true. */
export function getSources(
  credentials: BasicCredentials,
  options: ReferenceCallOptions = {},
): Promise<ApiResult<SourceList>> {
  return referenceCall('/sources', SourcesAnswerSchema, true, credentials, options)
}

/** GET /v6/source_types?add_icon=true. */
export function getSourceTypes(
  credentials: BasicCredentials,
  options: ReferenceCallOptions = {},
): Promise<ApiResult<SourceTypeList>> {
  return referenceCall('/source_types', SourceTypesAnswerSchema, true, credentials, options)
}

/** GET /v6/key_events_v2?add_icon=true: key-event groups with their key events. */
export function getKeyEventGroups(
  credentials: BasicCredentials,
  options: ReferenceCallOptions = {},
): Promise<ApiResult<KeyEventGroupList>> {
  return referenceCall('/key_events_v2', KeyEventsAnswerSchema, true, credentials, options)
}

/**
 * Absolute URL of GET /v6/inventory/columns?add_icon=true&primaryFieldsOnly=true&names=ppm, the asset inventory
 * the hub loads (and the key of its cached copy). `apiBaseUrl` '' means the app's own origin.
 */
export function inventoryUrl(apiBaseUrl: string, appOrigin: string): string {
  return new URL(
    buildApiUrl(apiBaseUrl, '/inventory/columns', { add_icon: true, primaryFieldsOnly: true, names: 'ppm' }),
    appOrigin,
  ).href
}

/** The headers of an inventory request made outside the API client (by the hub). */
export function inventoryRequestHeaders(credentials: BasicCredentials): Record<string, string> {
  return {
    accept: 'application/json',
    [APP_VERSION_HEADER]: APP_VERSION,
    authorization: basicAuthorization(credentials),
  }
}
