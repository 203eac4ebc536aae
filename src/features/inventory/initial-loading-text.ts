/** The initial loading screen's words (application §4); its fallback in InventoryGate says them too. */
export const INITIAL_LOADING_TEXT = {
  loading: 'Loading market data…',
  slow: 'Loading market data takes longer than usual.',
  slowHelp: 'Reloading the page often helps.',
  autoReload: 'The page will reload automatically.',
  failed: 'Market data could not be loaded.',
  failedHelp: 'Please check your connection and reload the page.',
  reload: 'Reload',
  cancel: 'Cancel',
} as const
