import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/server'

/**
 * A graceful stop (a deploy's SIGTERM) while requests are in flight: the server answers them
 * and closes their keep-alive connections once they are idle, instead of waiting for the clients'
 * keep-alive timeouts.
 */

const OPERATOR_TOKEN = 'operator-token-for-shutdown-0123456789'

describe('server shutdown with a keep-alive request in flight', () => {
  let server: TestServer
  let client: Socket | null = null

  beforeAll(async () => {
    server = await startTestServer('memory://', { OPERATOR_TOKEN })
  }, 120_000)
  afterAll(async () => {
    client?.destroy()
    await server?.close()
  })

  it('answers the request, then closes its idle connection and finishes in good time', async () => {
    const body = JSON.stringify([
      {
        source: 'shutdown.example',
        source_id: 'in-flight-1',
        type: 'news',
        time: new Date(Date.now() - 60_000).toISOString(),
        sub: 'A message posted while the server shuts down',
      },
    ])
    const socket = connect(server.port, '127.0.0.1')
    client = socket
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    let answer = ''
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString()
    })
    const closedByServer = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    // Headers and half the body: the request is in flight when the stop begins.
    const half = Math.floor(body.length / 2)
    socket.write(
      `POST /v6/ingest HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
        `Authorization: Bearer ${OPERATOR_TOKEN}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const closing = server.close()
    await new Promise((resolve) => setTimeout(resolve, 200))
    socket.write(body.slice(half))
    // A liveness bound, not a timing target: without the sweep the live step waits for this
    // client (which never closes its side) until its 10 s step timeout.
    const outcome = await Promise.race([
      closing.then(() => 'closed' as const),
      new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 5_000)),
    ])
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(outcome).toBe('closed')
    await closedByServer
  }, 30_000)
})
