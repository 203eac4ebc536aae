// The component is imported by path from the shell (keeps this index free of CSS side effects).
export { highlightParts, nextActiveIndex, resultCode } from './search-bar-model'
export { SEARCH_PLACEHOLDER, SEARCH_TEXT } from './search-bar-texts'
