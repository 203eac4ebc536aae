export { renderDocsPage } from './docs-page'
export { buildOpenApiDocument, jsonSchemaOf } from './document'
export { collectRoutes, documentRoute, type RegisteredRoute, type RouteDoc, routeDoc } from './registry'
export { openApiRoutes } from './routes'
