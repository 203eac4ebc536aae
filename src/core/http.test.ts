import { describe, expect, it } from 'vitest'
import { isServerPath } from './http'

describe('server-owned paths', () => {
  it.each(['/v6', '/v6/userdata', '/socket.io/', '/runtime-config.json', '/healthz', '/metrics'])(
    '%s belongs to the server',
    (path) => expect(isServerPath(path)).toBe(true),
  )
  it.each(['/', '/login', '/v6x', '/metricsboard', '/asset'])('%s belongs to the app', (path) =>
    expect(isServerPath(path)).toBe(false),
  )
})
