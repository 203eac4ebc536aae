export { PAGE_HISTORY_STORAGE_PREFIX, readPageHistory, recordPageVisit } from './page-history-store'
export { pageHistoryHref, RecentlyViewedCard } from './RecentlyViewedCard'
export { usePageHistory, useRecordPageVisit } from './use-page-history'
