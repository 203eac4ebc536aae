export { createResearchScheduler, type ResearchScheduler } from './scheduler'
export {
  createRequest,
  deleteRequest,
  findOwnRequest,
  listOwnRequests,
  reportsOf,
  requestAnswer,
  updateOwnRequest,
} from './store'
