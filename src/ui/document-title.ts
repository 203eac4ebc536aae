import { useEffect } from 'react'

export const APP_NAME = 'Murmur'

/** Sets the tab's title while the page is shown ('Page · Murmur'). */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME
  }, [page])
}
