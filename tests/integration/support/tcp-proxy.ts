import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy on 127.0.0.1 in front of a service (PostgreSQL, Redis) that a test can cut (every
 * open connection dropped, new ones refused) and restore, to play an outage or a failover.
 */
export interface TcpProxy {
  port: number
  /** host:port of the proxy, for building a URL. */
  address: string
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<Socket>()
  let cut = false
  const server: Server = createServer((client) => {
    if (cut) {
      client.destroy()
      return
    }
    const upstream = connect(targetPort, targetHost)
    open.add(client)
    open.add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', drop)
    upstream.on('error', drop)
    client.on('close', drop)
    upstream.on('close', drop)
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('proxy is not listening on TCP')
  return {
    port: address.port,
    address: `127.0.0.1:${address.port}`,
    cut() {
      cut = true
      for (const socket of open) socket.destroy()
      open.clear()
    },
    restore() {
      cut = false
    },
    close() {
      cut = true
      for (const socket of open) socket.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** The same URL with host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url)
  parsed.hostname = '127.0.0.1'
  parsed.port = String(proxy.port)
  return parsed.toString()
}
