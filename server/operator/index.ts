export * from './local-token'
export { operatorRoutes } from './routes'
export * from './wire'
