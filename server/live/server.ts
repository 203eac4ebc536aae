import type { Server as HttpServer } from 'node:http'
import type { Logger } from 'pino'
import { Server } from 'socket.io'
import { LIVE_EVENT, LIVE_SOCKET_PATH } from '../../src/core'
import type { CredentialVerifier } from '../accounts'
import type { LoginGuard } from '../http/login-guard'
import type { LiveCounters } from '../metrics'
import type { RedisHealth } from '../redis'
import { splitEventArgs } from './ack'
import { handleAuthorize } from './authorize'
import type { MissedMessages } from './missed-messages'
import { createLivePublisher, emitThrough, type LivePublisher } from './publisher'
import { attachRedisAdapter, type RedisFanOut } from './redis-adapter'
import { handleResyncMessages } from './resync'
import type { LiveServer, LiveSocket } from './state'
import { clearSubscriptionEnd } from './subscription-expiry'
import type { SubscriptionLookup } from './subscription-lookup'
import { watchSubscriptions } from './subscription-watch'
import {
  type FeedKind,
  handleFeedSubscription,
  handleSubscription,
  type SubscriptionChange,
  type SubscriptionKind,
} from './subscriptions'
import type { TitleDirectory } from './title-directory'
import { handleWatchlistSubscription, type WatchlistDirectory } from './watchlist-subscription'

export interface LiveDeps {
  credentials: CredentialVerifier
  counters: LiveCounters
  logger: Logger
  redisUrl: string | null
  /** Where the Redis clients of the live fan-out are registered (metrics, readiness). */
  redisHealth: RedisHealth
  /** Failed-login limits shared with HTTP basic auth. */
  loginGuard: LoginGuard
  trustProxy: boolean
  /** Which title ids exist (subscriptions to unknown titles answer 404). */
  titles: TitleDirectory
  /** The titles of a user's watchlist (`subscribe_watchlist`). */
  watchlists: WatchlistDirectory
  /** Stored subscriptions, re-read every few seconds to close sockets of revoked ones. */
  subscriptions: SubscriptionLookup
  /** Stored messages a reconnected socket asks for (`resync_messages`). */
  missedMessages: MissedMessages
  subscriptionCheckMs?: number
  /** A socket that has not authorized by then is closed (default 20 s, the client's connection timeout). */
  authTimeoutMs?: number
  now?: () => number
}

export interface LiveHandle {
  io: LiveServer
  /** Where the pipeline publishes buzz, ticks, messages, posts and signals. */
  publisher: LivePublisher
  close(): Promise<void>
}

const SUBSCRIPTION_EVENTS: readonly [string, SubscriptionChange, SubscriptionKind][] = [
  [LIVE_EVENT.subscribeTitle, 'subscribe', 'title'],
  [LIVE_EVENT.subscribeTitlePartition, 'subscribe', 'title_partition'],
  [LIVE_EVENT.unsubscribeTitle, 'unsubscribe', 'title'],
  [LIVE_EVENT.unsubscribeTitlePartition, 'unsubscribe', 'title_partition'],
  [LIVE_EVENT.subscribeTitleMessages, 'subscribe', 'title_messages'],
  [LIVE_EVENT.subscribeTitleTicks, 'subscribe', 'title_ticks'],
  [LIVE_EVENT.subscribeStreamPosts, 'subscribe', 'stream_posts'],
]

const FEED_EVENTS: readonly [string, FeedKind][] = [
  [LIVE_EVENT.subscribeSignals, 'signals'],
  [LIVE_EVENT.subscribeStdSignals, 'std_signals'],
]

function onConnection(
  socket: LiveSocket,
  deps: Required<Omit<LiveDeps, 'redisUrl' | 'redisHealth' | 'subscriptionCheckMs'>>,
): void {
  const { counters, logger } = deps
  counters.connected += 1
  counters.openedTotal += 1
  logger.debug({ socket: socket.id, userAgent: socket.handshake.headers['user-agent'] }, 'live socket opened')
  socket.data.user = null
  socket.data.fingerprint = null

  const authTimer = setTimeout(() => {
    if (socket.data.user === null) socket.disconnect(true)
  }, deps.authTimeoutMs)

  const fail = (event: string) => (error: unknown) => logger.error({ err: error, event }, 'live event failed')

  socket.on(LIVE_EVENT.authorize, (...args: unknown[]) => {
    const { payload, ack } = splitEventArgs(args)
    handleAuthorize(socket, payload, ack, deps).catch(fail(LIVE_EVENT.authorize))
  })
  socket.on(LIVE_EVENT.resyncMessages, (...args: unknown[]) => {
    const { payload, ack } = splitEventArgs(args)
    handleResyncMessages(socket, payload, ack, { missed: deps.missedMessages, now: deps.now }).catch(
      fail(LIVE_EVENT.resyncMessages),
    )
  })
  for (const [event, change, kind] of SUBSCRIPTION_EVENTS) {
    socket.on(event, (...args: unknown[]) => {
      const { payload, ack } = splitEventArgs(args)
      handleSubscription(socket, change, kind, payload, ack, deps.titles).catch(fail(event))
    })
  }
  for (const [event, kind] of FEED_EVENTS) {
    socket.on(event, (...args: unknown[]) => {
      const { payload, ack } = splitEventArgs(args)
      handleFeedSubscription(socket, kind, payload, ack).catch(fail(event))
    })
  }
  socket.on(LIVE_EVENT.subscribeWatchlist, (...args: unknown[]) => {
    const { payload, ack } = splitEventArgs(args)
    handleWatchlistSubscription(socket, payload, ack, deps.watchlists).catch(
      fail(LIVE_EVENT.subscribeWatchlist),
    )
  })
  socket.on('disconnect', (reason) => {
    logger.debug({ socket: socket.id, reason }, 'live socket closed')
    clearTimeout(authTimer)
    clearSubscriptionEnd(socket)
    counters.connected -= 1
    if (socket.data.user !== null) counters.authorized -= 1
  })
}

/** How often a closing server closes the connections that went idle since the last sweep. */
const CLOSE_IDLE_SWEEP_MS = 100

/** socket.io on the app's HTTP server: path /socket.io, websocket transport only. */
export async function attachLiveServer(httpServer: HttpServer, deps: LiveDeps): Promise<LiveHandle> {
  const io: LiveServer = new Server(httpServer, {
    path: LIVE_SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
  })
  let fanOut: RedisFanOut | null = null
  if (deps.redisUrl) fanOut = attachRedisAdapter(io, deps.redisUrl, deps.logger, deps.redisHealth)

  const connectionDeps = {
    credentials: deps.credentials,
    loginGuard: deps.loginGuard,
    trustProxy: deps.trustProxy,
    subscriptions: deps.subscriptions,
    missedMessages: deps.missedMessages,
    counters: deps.counters,
    logger: deps.logger,
    titles: deps.titles,
    watchlists: deps.watchlists,
    authTimeoutMs: deps.authTimeoutMs ?? 20_000,
    now: deps.now ?? Date.now,
  }
  io.on('connection', (socket) => onConnection(socket, connectionDeps))
  const subscriptionWatch = watchSubscriptions(io, deps.subscriptions, {
    logger: deps.logger,
    now: connectionDeps.now,
    ...(deps.subscriptionCheckMs === undefined ? {} : { intervalMs: deps.subscriptionCheckMs }),
  })
  const publisher = createLivePublisher(emitThrough(io), { now: connectionDeps.now })

  return {
    io,
    publisher,
    async close() {
      subscriptionWatch.stop()
      publisher.close()
      // Disconnects every socket and closes the adapter and the HTTP server, which waits for its
      // connections to end. Idle ones are closed when it starts; one whose request ends later
      // would stay open until its client's keep-alive timeout (a deploy waited 10 s on two
      // ingest posts), so idle connections are closed as they appear.
      const sweep = setInterval(() => httpServer.closeIdleConnections(), CLOSE_IDLE_SWEEP_MS)
      try {
        await io.close()
      } finally {
        clearInterval(sweep)
      }
      await fanOut?.close()
    },
  }
}
