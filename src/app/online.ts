import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const isOnline = () => onlineManager.isOnline()
const subscribe = (listener: () => void) => onlineManager.subscribe(listener)

/**
 * Whether the browser has a network, as TanStack Query sees it (boot seeds it from
 * `navigator.onLine`; its own listeners follow the online/offline events). One source for every
 * screen: the banner, the stream's live badge and the queries agree.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
