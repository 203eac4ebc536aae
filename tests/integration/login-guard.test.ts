import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectApiError } from './support/account-flows'
import { basicAuthHeader, createTestUser, type TestUser } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { authorize, connectLive } from './support/live-client'
import { startTestServer, type TestServer } from './support/server'

/**
 * Credential guessing is limited per address and per account, with one set of counters for HTTP
 * basic auth and the live socket's authorize. Addresses are told apart through X-Forwarded-For
 * (TRUST_PROXY), as behind the production proxy.
 */
describe.each(DATABASE_TARGETS)('failed-login limits over HTTP and the live socket on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  const sockets: Awaited<ReturnType<typeof connectLive>>[] = []

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN: '3',
      RATE_LIMIT_LOGIN_ACCOUNT: '4',
    })
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const overHttp = (user: TestUser, password: string, address: string) =>
    fetch(`${server.base}/v6/userdata`, {
      headers: { authorization: basicAuthHeader(user.email, password), 'x-forwarded-for': address },
    })
  const overSocket = async (user: TestUser, password: string, address: string) => {
    const socket = await connectLive(server.base, { 'x-forwarded-for': address })
    sockets.push(socket)
    return authorize(socket, user.email, password)
  }

  it('guards an account guessed at from many addresses, over both, and lets its owner in from a clean address', async () => {
    const owner = await createTestUser(server)
    await expectApiError(await overHttp(owner, 'guess-1', '198.51.100.1'), 401, 13)
    expect(await overSocket(owner, 'guess-2', '198.51.100.2')).toMatchObject({ error: { code: 13 } })
    await expectApiError(await overHttp(owner, 'guess-3', '198.51.100.3'), 401, 13)
    expect(await overSocket(owner, 'guess-4', '198.51.100.4')).toMatchObject({ error: { code: 13 } })

    // The account is guarded: the addresses that guessed are refused even with the right password.
    const refused = await overHttp(owner, owner.password, '198.51.100.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    await expectApiError(refused, 429, 19)
    expect(await overSocket(owner, owner.password, '198.51.100.2')).toMatchObject({ error: { code: 19 } })

    // The owner, from an address that has not failed, still logs in over both.
    expect((await overHttp(owner, owner.password, '203.0.113.9')).status).toBe(200)
    expect(await overSocket(owner, owner.password, '203.0.113.10')).toHaveProperty('result')
  })

  it('counts failed logins of one address over HTTP and the socket together', async () => {
    const [a, b, c] = [
      await createTestUser(server),
      await createTestUser(server),
      await createTestUser(server),
    ]
    expect(await overSocket(a, 'wrong', '198.51.100.50')).toMatchObject({ error: { code: 13 } })
    await expectApiError(await overHttp(b, 'wrong', '198.51.100.50'), 401, 13)
    expect(await overSocket(c, 'wrong', '198.51.100.50')).toMatchObject({ error: { code: 13 } })
    // Three failures from the address in this minute: refused over both, whatever the account.
    await expectApiError(await overHttp(c, c.password, '198.51.100.50'), 429, 19)
    expect(await overSocket(a, a.password, '198.51.100.50')).toMatchObject({ error: { code: 19 } })
    // Another address is not affected.
    expect((await overHttp(c, c.password, '198.51.100.51')).status).toBe(200)
  })
})
