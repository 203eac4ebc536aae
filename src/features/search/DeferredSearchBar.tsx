import { useCallback, useEffect, useRef, useState } from 'react'
import { useAfterFirstPage } from '../../app'
import type { SearchBar as SearchBarComponent } from './SearchBar'
import { SearchBarPlaceholder } from './SearchBarPlaceholder'

/**
 * The header's search bar, off the first page's critical path: a placeholder input until the
 * first page has shown (or the user reaches for the input), then the search bar with what was typed.
 * No Suspense: the placeholder stays mounted, with its words and focus, until the code is here.
 */
export function DeferredSearchBar() {
  const afterFirstPage = useAfterFirstPage()
  const [wanted, setWanted] = useState(false)
  const [SearchBar, setSearchBar] = useState<typeof SearchBarComponent | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const onWanted = useCallback(() => setWanted(true), [])
  const start = useCallback(
    () => ({
      query: input.current?.value ?? '',
      focused: input.current !== null && document.activeElement === input.current,
    }),
    [],
  )
  const load = afterFirstPage || wanted
  useEffect(() => {
    if (!load) return
    let current = true
    import('./SearchBar').then(
      (module) => {
        if (current) setSearchBar(() => module.SearchBar)
      },
      // The service worker holds every chunk; a failed load (a deploy's old chunk) keeps the placeholder.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [load])
  if (SearchBar === null) return <SearchBarPlaceholder input={input} onWanted={onWanted} />
  return <SearchBar start={start} />
}
