export { type BackfillReport, DemoFeed, type DemoFeedOptions } from './feed'
