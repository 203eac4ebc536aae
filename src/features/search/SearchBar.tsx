import { useNavigate } from '@tanstack/react-router'
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import type { InventorySearchResult } from '../../../workers/hub'
import { useInventorySearch } from '../../app'
import { titleTypeWord } from '../../core'
import { SEARCH_INPUT_PROPS, SearchIcon } from './SearchBarPlaceholder'
import { highlightParts, nextActiveIndex, resultCode } from './search-bar-model'
import { SEARCH_TEXT } from './search-bar-texts'

function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.matched ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <mark key={index} className="search-bar__mark">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}

function ResultOption({
  result,
  query,
  id,
  active,
  onChoose,
}: {
  result: InventorySearchResult
  query: string
  id: string
  active: boolean
  onChoose: (result: InventorySearchResult) => void
}) {
  const code = resultCode(result)
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay with the combobox input (ARIA combobox pattern)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className="search-bar__option"
      data-testid="search-result"
      data-title-id={result.id}
      // Keep the focus in the input: the choice happens on click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(result)}
    >
      <span className="badge search-bar__type">{titleTypeWord(result.type)}</span>
      {code ? (
        <span className="search-bar__code">
          {result.match === 'name' ? code : <Highlighted text={code} query={query} />}
        </span>
      ) : null}
      <span className="search-bar__name">
        {result.match === 'name' ? <Highlighted text={result.n} query={query} /> : result.n}
      </span>
    </div>
  )
}

/** What the placeholder held when this search bar took its place: the words typed, and the focus. */
export interface SearchBarStart {
  query: string
  focused: boolean
}

/**
 * The header's asset search: a combobox with instant results from the hub's inventory index
 * (symbol, name, ISIN). Arrows move, Enter opens the asset snapshot, Escape closes the list.
 */
export function SearchBar({ start }: { start?: () => SearchBarStart }) {
  // Read while the placeholder is still in the document (render runs before the commit that replaces it).
  const [initial] = useState(() => start?.() ?? { query: '', focused: false })
  const [query, setQuery] = useState(initial.query)
  const [open, setOpen] = useState(initial.focused)
  const input = useRef<HTMLInputElement>(null)
  // In the commit that replaces the placeholder: a key pressed between the commit and a later
  // (passive) effect went to the page, and the search bar lost its first letter.
  useLayoutEffect(() => {
    if (initial.focused) input.current?.focus()
  }, [initial])
  const [active, setActive] = useState(-1)
  const search = useInventorySearch(query)
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-results`
  const optionId = (index: number) => `${id}-option-${index}`

  const typed = query.trim() !== ''
  const results = typed ? search.results : []
  const expanded = open && typed
  const activeIndex = active < results.length ? active : -1

  function choose(result: InventorySearchResult) {
    setOpen(false)
    setActive(-1)
    setQuery('')
    void navigate({ to: '/asset', search: { title_id: result.id } })
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault()
        setOpen(true)
        setActive(nextActiveIndex(activeIndex, results.length, event.key))
        return
      case 'Home':
      case 'End':
        if (!expanded || results.length === 0) return
        event.preventDefault()
        setActive(nextActiveIndex(activeIndex, results.length, event.key))
        return
      case 'Enter': {
        const chosen = results[activeIndex] ?? (expanded ? results[0] : undefined)
        event.preventDefault()
        if (chosen) choose(chosen)
        // Nothing to open: the words go to the search page (messages, assets, authors).
        else if (query.trim()) void navigate({ to: '/search', search: { searchQuery: query.trim() } })
        return
      }
      case 'Escape':
        event.preventDefault()
        if (expanded) setOpen(false)
        else setQuery('')
        setActive(-1)
        return
    }
  }

  const message =
    !typed || results.length > 0 ? null : search.ready ? SEARCH_TEXT.noResults : SEARCH_TEXT.loading

  return (
    <div className="search-bar" data-testid="search-bar">
      <SearchIcon />
      <input
        ref={input}
        {...SEARCH_INPUT_PROPS}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setActive(-1)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className="search-bar__popup" hidden={!expanded}>
        <div
          id={listId}
          role="listbox"
          aria-label={SEARCH_TEXT.label}
          className="search-bar__list"
          data-testid="search-results"
          data-search-ms={search.tookMs}
          hidden={results.length === 0}
        >
          {results.map((result, index) => (
            <ResultOption
              key={result.id}
              result={result}
              query={search.query}
              id={optionId(index)}
              active={index === activeIndex}
              onChoose={choose}
            />
          ))}
        </div>
        {message ? <p className="search-bar__message">{message}</p> : null}
      </div>
      <span className="visually-hidden" role="status">
        {expanded ? (results.length > 0 ? `${results.length} results` : (message ?? '')) : ''}
      </span>
    </div>
  )
}
