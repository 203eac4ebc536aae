export const SEARCH_PLACEHOLDER = 'Search stocks, crypto, indices…'
export const SEARCH_TEXT = {
  label: 'Search assets',
  loading: 'Loading the asset list…',
  noResults: 'No matching assets',
} as const
