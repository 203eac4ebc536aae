import { type ApiClient, createApiClient } from './client'
import { takeEarlyResponse } from './early-data'

declare const __APP_VERSION__: string | undefined

/** The build's version (vite.config.ts defines it); 'dev' where no build defined it (unit tests). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'

let resolveBaseUrl: () => string | Promise<string> = () => ''

/** Points the shared client at the /v6 origin of the runtime configuration (may be a pending promise). */
export function configureApiBaseUrl(baseUrl: () => string | Promise<string>): void {
  resolveBaseUrl = baseUrl
}

/** The /v6 origin the shared client calls ('' for the page's own origin). */
export function apiBaseUrl(): string | Promise<string> {
  return resolveBaseUrl()
}

/** The app's shared /v6 client. */
export const apiClient: ApiClient = createApiClient({
  baseUrl: () => resolveBaseUrl(),
  appVersion: APP_VERSION,
  takeEarlyResponse: (url, authorization) => takeEarlyResponse(url, authorization),
})
