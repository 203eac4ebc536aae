export { type BackfillReport, DemoFeed, type DemoFeedOptions } from './feed'
export { mulberry32 } from './random'
