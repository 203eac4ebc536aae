export { coMentionedEntities } from './co-mentions'
export type { KeyEventCriterion, TitleCriteria } from './criteria'
export {
  type EntityRef,
  listEntities,
  loadEntities,
  parseEntityId,
  personName,
  searchEntities,
} from './entities'
export { loadTitleInfos, resolveTitleIdent } from './info'
export { keyEventWindow } from './key-event-window'
export type { PriceMetrics } from './price-metrics'
export { relatedTitles } from './related'
export { searchTitles, type TitleSearchType } from './search'
export { listTitles, type RangeBound, type TitleListRequest } from './title-list'
