export * from './api-error'
export * from './live'
export * from './runtime-config'
export * from './userdata'
