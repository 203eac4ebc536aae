/**
 * Murmur's service worker (built by vite-plugin-pwa, injectManifest). Each concern is a small
 * module installed here; the inventory cache (24 h, version 2) will be one more.
 */
import { installLifecycle } from './lifecycle'
import { installPrecache } from './precache'
import { installRuntimeConfigRoute } from './runtime-config'
import type { SwScope } from './scope'

declare const self: SwScope

installLifecycle(self)
installRuntimeConfigRoute(self)
// `self.__WB_MANIFEST` is replaced by the list of built files at build time.
installPrecache(self.__WB_MANIFEST)
