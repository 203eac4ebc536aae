import { describe, expect, it } from 'vitest'
import { isOtherApiVersionPath, isServerPath } from './http'

describe('server-owned paths', () => {
  it.each([
    '/v6',
    '/v6/userdata',
    '/socket.io/',
    '/runtime-config.json',
    '/healthz',
    '/metrics',
    '/v5/titles/1001',
    '/v7',
  ])('%s belongs to the server', (path) => expect(isServerPath(path)).toBe(true))
  it.each(['/', '/login', '/v6x', '/metricsboard', '/asset', '/v5x', '/video'])(
    '%s belongs to the app',
    (path) => expect(isServerPath(path)).toBe(false),
  )
})

describe('other API versions', () => {
  it.each(['/v1', '/v5/titles/1001', '/v7/userdata', '/v10/', '/v0'])('%s is another version', (path) =>
    expect(isOtherApiVersionPath(path)).toBe(true),
  )
  it.each(['/v6', '/v6/titles/1001', '/v', '/v5x', '/vx/1', '/asset/v5'])('%s is not', (path) =>
    expect(isOtherApiVersionPath(path)).toBe(false),
  )
})
