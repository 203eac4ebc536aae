import type { FastifyInstance } from 'fastify'
import { authorRoutes } from './authors'
import { documentDataRoutes } from './docs'
import { historyRoutes } from './history'
import { keyEventRoutes } from './key-events'
import { type DataRouteDeps, messageSearchRoutes } from './messages-search'
import { newsbotRoutes } from './newsbot'
import { pickRoutes } from './picks'
import { statisticsRoutes } from './statistics'
import { streamPostRoutes } from './stream-posts'
import { titleDataRoutes } from './title-data'
import { titleEntityRoutes } from './title-entities'
import { titleMessagesRoutes } from './title-messages'
import { titleProfileRoutes } from './title-profiles'
import { trendRadarRoutes } from './trend-radar'

export type { DataRouteDeps } from './messages-search'

/** The /v6 data calls: messages, history, statistics, ratings, short sales, authors, newsbot. */
export function dataRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  documentDataRoutes()
  messageSearchRoutes(v6, deps)
  historyRoutes(v6, deps)
  statisticsRoutes(v6, deps)
  titleMessagesRoutes(v6, deps)
  keyEventRoutes(v6, deps)
  titleDataRoutes(v6, deps)
  titleEntityRoutes(v6, deps)
  titleProfileRoutes(v6, deps)
  authorRoutes(v6, deps)
  newsbotRoutes(v6, deps)
  pickRoutes(v6, deps)
  trendRadarRoutes(v6, { db: deps.db })
  streamPostRoutes(v6, { db: deps.db, imageHost: deps.imageHost ?? null })
}
