/**
 * Murmur's service worker (built by vite-plugin-pwa, injectManifest). Each concern is a small
 * module installed here: update lifecycle, runtime configuration, the inventory cache (24 h,
 * version 2, in IndexedDB), alert notifications pushed while the app is closed and the precached
 * shell.
 */
import { installInventoryRoute } from './inventory-route'
import { installLifecycle } from './lifecycle'
import { installPrecache } from './precache'
import { installPushNotifications } from './push-notifications'
import { installRuntimeConfigRoute } from './runtime-config'
import type { SwScope } from './scope'

declare const self: SwScope

installLifecycle(self)
installRuntimeConfigRoute(self)
installInventoryRoute(self)
installPushNotifications(self)
// `self.__WB_MANIFEST` is replaced by the list of built files at build time.
installPrecache(self.__WB_MANIFEST)
