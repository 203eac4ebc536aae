export { closeRedisClient, openRedisClient, type RedisClient } from './client'
export { RedisHealth, throttledLog } from './health'
