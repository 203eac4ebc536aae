export { composeBriefing } from './compose'
export { type BriefingScheduler, createBriefingScheduler } from './scheduler'
export { briefingById, briefingOf, listBriefings, writeBriefing } from './store'
