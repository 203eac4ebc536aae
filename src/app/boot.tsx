import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { connectLiveClient } from '../../workers/hub'
import { configureApiBaseUrl, getUserData } from '../api'
import { browserStorageChanges, createAuthStore, type StorageLike } from './auth-store'
import { watchAuthForGuards } from './guard-refresh'
import { type AppServices, Providers } from './providers'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { loadRuntimeConfig } from './runtime-config'

/** localStorage, or memory where the browser refuses storage (private modes, disabled storage). */
function appStorage(): { storage: StorageLike; browser: Storage | null } {
  try {
    const probe = '__murmur_probe__'
    localStorage.setItem(probe, probe)
    localStorage.removeItem(probe)
    return { storage: localStorage, browser: localStorage }
  } catch {
    const memory = new Map<string, string>()
    return {
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
      browser: null,
    }
  }
}

/**
 * Boot order:
 * 1. ask for /runtime-config.json (nothing waits for it: the /v6 client and the live session do);
 * 2. restore the auth store from localStorage: the stored user shows at once, re-verified in the background;
 * 3. connect to the live hub (SharedWorker, or Web Locks leader election);
 * 4. create the router with {auth, queryClient} and render; the guards run again on every login/logout.
 */
export function boot(container: HTMLElement): void {
  const config = loadRuntimeConfig()
  configureApiBaseUrl(async () => (await config.ready).apiBaseUrl)

  const { storage, browser } = appStorage()
  const auth = createAuthStore({
    storage,
    getUserData: (credentials) => getUserData(credentials),
    ...(browser ? { onStorageChange: browserStorageChanges(browser) } : {}),
  })
  void auth.restore()
  // A session restored offline is checked again as soon as the browser is back online.
  window.addEventListener('online', () => {
    const snapshot = auth.getSnapshot()
    if (snapshot.status === 'logged-in' && snapshot.verification === 'unverified') void auth.verify()
  })

  const queryClient = createQueryClient()
  const live = connectLiveClient()
  const router = createAppRouter({ auth, queryClient })
  const services: AppServices = { config, auth, queryClient, live }

  watchAuthForGuards(auth, () => {
    if (auth.getSnapshot().status === 'guest') queryClient.clear()
    void router.invalidate()
  })

  createRoot(container).render(
    <StrictMode>
      <Providers services={services}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
}
