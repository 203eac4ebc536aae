import type { FastifyInstance } from 'fastify'
import type { Database } from '../../../db'
import { entityRoutes } from './entities'
import { inventoryRoute } from './inventory'
import { listRoutes } from './lists'
import { lookupRoutes } from './lookups'
import { titleDetailRoutes } from './title-details'
import { titleRoutes } from './titles'

/** Inventory, lookup and title lookup calls of /v6. */
export function referenceRoutes(v6: FastifyInstance, db: Database): void {
  lookupRoutes(v6, db)
  listRoutes(v6, db)
  inventoryRoute(v6, db)
  titleRoutes(v6, db)
  titleDetailRoutes(v6, db)
  entityRoutes(v6, db)
}
