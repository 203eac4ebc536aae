export * from './fields'
export * from './forms'
