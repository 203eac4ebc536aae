import type { PrecacheEntry } from 'workbox-precaching'

/** The service worker's global scope, with the precache list vite-plugin-pwa injects at build time. */
export type SwScope = ServiceWorkerGlobalScope & {
  __WB_MANIFEST: PrecacheManifest
}

/** The build's file list. It must be read as `self.__WB_MANIFEST` literally (the injection point). */
export type PrecacheManifest = Array<PrecacheEntry | string>
