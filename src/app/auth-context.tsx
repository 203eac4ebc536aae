import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'
import type { AuthSnapshot, AuthStore } from './auth-store'

const AuthContext = createContext<AuthStore | null>(null)

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext)
  if (!store) throw new Error('useAuthStore needs an <AuthProvider>')
  return store
}

/** The current auth state; re-renders when it changes (also when another tab logs in or out). */
export function useAuth(): AuthSnapshot {
  const store = useAuthStore()
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
