export * from './catalogue'
export * from './comparison'
export * from './payment-options'
