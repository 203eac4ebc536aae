// Components are imported by path from the pages that use them (route chunks stay lean).
export { describeLiveState, LIVE_STATE_TEXT, type LiveStateKind, type LiveStateView } from './live-state'
