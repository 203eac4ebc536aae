import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'
import type { RuntimeConfig } from '../core'
import type { RuntimeConfigSource } from './runtime-config'

const RuntimeConfigContext = createContext<RuntimeConfigSource | null>(null)

export function RuntimeConfigProvider({
  source,
  children,
}: {
  source: RuntimeConfigSource
  children: ReactNode
}) {
  return <RuntimeConfigContext.Provider value={source}>{children}</RuntimeConfigContext.Provider>
}

export function useRuntimeConfigSource(): RuntimeConfigSource {
  const source = useContext(RuntimeConfigContext)
  if (!source) throw new Error('useRuntimeConfig needs a <RuntimeConfigProvider>')
  return source
}

/** True once /runtime-config.json arrived (false while loading and when the defaults stayed). */
export function useRuntimeConfigLoaded(): boolean {
  const source = useRuntimeConfigSource()
  return useSyncExternalStore(source.subscribe, source.loaded, source.loaded)
}

/** The runtime configuration known now (defaults until /runtime-config.json arrived). */
export function useRuntimeConfig(): RuntimeConfig {
  const source = useRuntimeConfigSource()
  return useSyncExternalStore(source.subscribe, source.get, source.get)
}
