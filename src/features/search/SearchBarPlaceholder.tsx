import type { Ref } from 'react'
import { SEARCH_PLACEHOLDER, SEARCH_TEXT } from './search-bar-texts'
import './search-bar.css'

export function SearchIcon() {
  return (
    <svg className="search-bar__icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/** What the search input is before it is a combobox: the placeholder's and the search bar's. */
export const SEARCH_INPUT_PROPS = {
  type: 'search',
  className: 'search-bar__input',
  'data-testid': 'search-input',
  'aria-label': SEARCH_TEXT.label,
  placeholder: SEARCH_PLACEHOLDER,
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  enterKeyHint: 'go',
} as const

/**
 * The search bar as it looks before its code (and the inventory index it asks) has come: the same
 * input, which takes words and the focus; the search bar reads both when it takes its place.
 */
export function SearchBarPlaceholder({
  input,
  onWanted,
}: {
  input: Ref<HTMLInputElement>
  onWanted: () => void
}) {
  return (
    <div className="search-bar" data-testid="search-bar" data-placeholder="">
      <SearchIcon />
      <input
        ref={input}
        {...SEARCH_INPUT_PROPS}
        onFocus={onWanted}
        onPointerEnter={onWanted}
        onInput={onWanted}
      />
    </div>
  )
}
