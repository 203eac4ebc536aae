import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
import * as v from 'valibot'

/**
 * DevTools throttling for every target that does work for a page: the page itself (network and
 * CPU), its service worker and dedicated workers (auto-attached, paused until throttled) and the
 * app's shared workers (discovered, then attached). Chromium applies Network.emulateNetworkConditions
 * per target, so a page alone would leave the service worker's and the hub's fetches unthrottled;
 * Emulation.setCPUThrottlingRate is only supported for pages, so worker CPU stays unthrottled.
 *
 * Worker sessions are non-flat (Target.sendMessageToTarget): Playwright's CDP sessions cannot address
 * flat child sessions, and browser-wide auto-attach only exists in flat mode.
 */

export interface NetworkConditions {
  latencyMs: number
  downloadBytesPerSecond: number
  uploadBytesPerSecond: number
}

export interface Throttling {
  network: NetworkConditions
  /** Emulation.setCPUThrottlingRate: 4 = four times slower (pages only). */
  cpuSlowdown: number
}

/** One request seen on a throttled target, for byte accounting. */
export interface NetworkRecord {
  targetType: string
  url: string
  resourceType: string
  /** Bytes received on the wire, headers included (Network.loadingFinished encodedDataLength). */
  encodedDataLength: number | null
  contentEncoding: string | null
  fromServiceWorker: boolean
  fromCache: boolean
  status: number | null
  /** When the request was sent (epoch ms) and when its last byte came (null: never). */
  sentAt: number | null
  finishedAt: number | null
  /**
   * Sent after its target was throttled. A shared worker is attached once discovered, and one that
   * fetches at once can send a request before its conditions apply: that request ran unthrottled.
   */
  throttled: boolean
}

type Send = (method: string, params?: object) => Promise<unknown>
type EventListener = (method: string, params: unknown) => void

const TargetMessageSchema = v.object({
  id: v.optional(v.number()),
  method: v.optional(v.string()),
  params: v.optional(v.unknown()),
  result: v.optional(v.unknown()),
  error: v.optional(v.object({ message: v.string() })),
})

const TargetInfoSchema = v.object({ targetId: v.string(), type: v.string(), url: v.string() })
/** How long a new worker's throttling may take before it is let run anyway. */
const THROTTLE_ANSWER_MS = 5000
/** What a worker needs to be let run, whatever else its attach event holds. */
const PausedSchema = v.object({ sessionId: v.string(), waitingForDebugger: v.boolean() })
const AttachedSchema = v.object({
  sessionId: v.string(),
  targetInfo: TargetInfoSchema,
  waitingForDebugger: v.boolean(),
})
const RequestWillBeSentSchema = v.object({
  requestId: v.string(),
  type: v.optional(v.string()),
  request: v.object({ url: v.string() }),
  /** Seconds: monotonic, and the epoch. */
  timestamp: v.optional(v.number()),
  wallTime: v.optional(v.number()),
})
const ResponseReceivedSchema = v.object({
  requestId: v.string(),
  type: v.optional(v.string()),
  response: v.object({
    status: v.number(),
    headers: v.record(v.string(), v.unknown()),
    fromServiceWorker: v.optional(v.boolean()),
    fromDiskCache: v.optional(v.boolean()),
    fromPrefetchCache: v.optional(v.boolean()),
  }),
})
const LoadingFinishedSchema = v.object({
  requestId: v.string(),
  encodedDataLength: v.number(),
  timestamp: v.optional(v.number()),
})

/** Routes non-flat child sessions of one parent session (Target.sendMessageToTarget and its replies). */
class ChildSessions {
  private nextId = 1
  private readonly pending = new Map<
    number,
    { resolve: (result: unknown) => void; reject: (e: Error) => void }
  >()
  private readonly listeners = new Map<string, EventListener>()

  constructor(private readonly parent: CDPSession) {
    parent.on('Target.receivedMessageFromTarget', (event) => this.receive(event.sessionId, event.message))
  }

  sender(sessionId: string): Send {
    return (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = this.nextId
        this.nextId += 1
        this.pending.set(id, { resolve, reject })
        this.parent
          .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
          .catch((error: unknown) => {
            this.pending.delete(id)
            reject(error instanceof Error ? error : new Error(String(error)))
          })
      })
  }

  listen(sessionId: string, listener: EventListener): void {
    this.listeners.set(sessionId, listener)
  }

  forget(sessionId: string): void {
    this.listeners.delete(sessionId)
  }

  private receive(sessionId: string, text: string): void {
    const parsed = v.safeParse(TargetMessageSchema, JSON.parse(text))
    if (!parsed.success) return
    const message = parsed.output
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id)
      if (!waiting) return
      this.pending.delete(message.id)
      if (message.error) waiting.reject(new Error(message.error.message))
      else waiting.resolve(message.result)
      return
    }
    if (message.method !== undefined) this.listeners.get(sessionId)?.(message.method, message.params)
  }
}

interface ThrottledTarget {
  type: string
  url: string
  emulateNetwork(params: ReturnType<typeof networkParams>): Promise<unknown>
  /** Pages only: Chromium refuses CPU throttling for workers. */
  throttleCpu: ((rate: number) => Promise<unknown>) | null
  /** When the network conditions were last applied (epoch ms); null: not yet. */
  throttledAt?: number
}

function networkParams(conditions: NetworkConditions | null) {
  return conditions === null
    ? { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }
    : {
        offline: false,
        latency: conditions.latencyMs,
        downloadThroughput: conditions.downloadBytesPerSecond,
        uploadThroughput: conditions.uploadBytesPerSecond,
      }
}

function headerValue(headers: Record<string, unknown>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name && typeof value === 'string') return value
  }
  return null
}

export class ThrottleRig {
  private enabled = true
  private pageCount = 0
  private readonly targets = new Map<string, ThrottledTarget>()
  private readonly records = new Map<string, NetworkRecord>()
  /** Monotonic send time (s) of each recorded request, for its duration. */
  private readonly sentTimestamps = new Map<string, number>()
  /** URLs of the worker targets seen (service, shared and dedicated workers). */
  readonly workerUrls = new Set<string>()
  private readonly attachedTargetIds = new Set<string>()

  private constructor(
    readonly throttling: Throttling,
    private readonly browserSession: CDPSession,
    private readonly browserChildren: ChildSessions,
    private readonly origin: string,
  ) {}

  /** Starts watching `browser` for shared workers of `origin`; pages join with `throttlePage`. */
  static async start(browser: Browser, origin: string, throttling: Throttling): Promise<ThrottleRig> {
    const session = await browser.newBrowserCDPSession()
    const rig = new ThrottleRig(throttling, session, new ChildSessions(session), origin)
    session.on('Target.targetCreated', (event) => {
      const info = event.targetInfo
      if (info.type === 'shared_worker' && info.url.startsWith(rig.origin))
        void rig.attachSharedWorker(info.targetId)
    })
    session.on('Target.detachedFromTarget', (event) => rig.drop(event.sessionId))
    await session.send('Target.setDiscoverTargets', { discover: true })
    return rig
  }

  /** Turns throttling on or off for every attached target and those still to come. */
  async setEnabled(enabled: boolean): Promise<void> {
    this.enabled = enabled
    await Promise.all([...this.targets.values()].map((target) => this.apply(target).catch(() => {})))
  }

  get isEnabled(): boolean {
    return this.enabled
  }

  /** Throttles `page` (call before navigating it) and, through auto-attach, its workers. */
  async throttlePage(context: BrowserContext, page: Page): Promise<void> {
    const session = await context.newCDPSession(page)
    const children = new ChildSessions(session)
    this.pageCount += 1
    const key = `page-${this.pageCount}`
    const target: ThrottledTarget = {
      type: 'page',
      url: page.url(),
      emulateNetwork: (params) => session.send('Network.emulateNetworkConditions', params),
      throttleCpu: (rate) => session.send('Emulation.setCPUThrottlingRate', { rate }),
    }
    this.targets.set(key, target)
    page.once('close', () => this.targets.delete(key))
    session.on('Network.requestWillBeSent', (event) =>
      this.record(key, 'page', 'Network.requestWillBeSent', event),
    )
    session.on('Network.responseReceived', (event) =>
      this.record(key, 'page', 'Network.responseReceived', event),
    )
    session.on('Network.loadingFinished', (event) =>
      this.record(key, 'page', 'Network.loadingFinished', event),
    )
    session.on('Target.attachedToTarget', (event) => void this.attachChild(children, event))
    session.on('Target.detachedFromTarget', (event) => {
      children.forget(event.sessionId)
      this.drop(event.sessionId)
    })
    await session.send('Network.enable')
    await this.apply(target)
    await session.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: false,
    })
  }

  /**
   * Waits until no worker of the origin runs (after its pages closed and its service worker
   * stopped). `nudge` runs every 2 s while some still run: a worker closing late (the hub after its
   * last tab) can wake the service worker with a final fetch, so the caller stops it again.
   */
  async workersStopped(timeoutMs: number, nudge?: () => Promise<void>): Promise<void> {
    const deadline = Date.now() + timeoutMs
    let nextNudge = Date.now() + 2000
    for (;;) {
      const { targetInfos } = await this.browserSession.send('Target.getTargets')
      const running = targetInfos.filter(
        (info) => info.type.endsWith('worker') && info.url.startsWith(this.origin),
      )
      if (running.length === 0) return
      if (Date.now() > deadline) {
        throw new Error(`workers still running: ${running.map((info) => info.url).join(', ')}`)
      }
      if (nudge && Date.now() >= nextNudge) {
        nextNudge = Date.now() + 2000
        await nudge()
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  /** Requests recorded since the last call, then forgets them. */
  takeRecords(): NetworkRecord[] {
    const taken = [...this.records.values()]
    this.records.clear()
    this.sentTimestamps.clear()
    return taken
  }

  async stop(): Promise<void> {
    await this.browserSession.detach().catch(() => {})
  }

  private async apply(target: ThrottledTarget): Promise<void> {
    await target.emulateNetwork(networkParams(this.enabled ? this.throttling.network : null))
    await target.throttleCpu?.(this.enabled ? this.throttling.cpuSlowdown : 1)
    target.throttledAt = Date.now()
  }

  /**
   * A new worker starts paused (waitForDebuggerOnStart): it is throttled, then let run. It is let
   * run whatever happens: an attach event of another shape, or a throttling call its target never
   * answers (a pending call is only settled by an answer), would leave it paused for good, and a
   * navigation it serves would never commit. A warm start's page.goto once timed out so (120 s).
   */
  private async attachChild(children: ChildSessions, event: unknown): Promise<void> {
    const parsed = v.safeParse(AttachedSchema, event)
    const paused = v.safeParse(PausedSchema, event)
    if (!paused.success) return
    const { sessionId, waitingForDebugger } = paused.output
    try {
      if (parsed.success) {
        const { targetInfo } = parsed.output
        const throttled = this.throttleTarget(children, sessionId, targetInfo.type, targetInfo.url)
        const answered = await Promise.race([
          throttled.then(
            () => true,
            () => true,
          ),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), THROTTLE_ANSWER_MS)),
        ])
        if (!answered) this.onLateThrottle(targetInfo.url)
      }
    } finally {
      if (waitingForDebugger)
        await children
          .sender(sessionId)('Runtime.runIfWaitingForDebugger')
          .catch(() => {})
    }
  }

  /** Said once per worker that was let run before its throttling answered (its first requests may run unthrottled). */
  private onLateThrottle(url: string): void {
    process.stdout.write(
      `  (a worker was let run before its throttling answered in ${THROTTLE_ANSWER_MS} ms: ${url})\n`,
    )
  }

  private async attachSharedWorker(targetId: string): Promise<void> {
    if (this.attachedTargetIds.has(targetId)) return
    this.attachedTargetIds.add(targetId)
    try {
      const { sessionId } = await this.browserSession.send('Target.attachToTarget', {
        targetId,
        flatten: false,
      })
      const info = await this.browserSession.send('Target.getTargetInfo', { targetId })
      await this.throttleTarget(this.browserChildren, sessionId, 'shared_worker', info.targetInfo.url)
    } catch {
      // The worker ended before it could be attached.
    }
  }

  private async throttleTarget(children: ChildSessions, sessionId: string, type: string, url: string) {
    const send = children.sender(sessionId)
    const target: ThrottledTarget = {
      type,
      url,
      emulateNetwork: (params) => send('Network.emulateNetworkConditions', params),
      throttleCpu: null,
    }
    this.workerUrls.add(url)
    this.targets.set(sessionId, target)
    const throttle = async () => {
      try {
        await send('Network.enable')
        await this.apply(target)
      } catch {
        // Detached meanwhile.
      }
    }
    children.listen(sessionId, (method, params) => {
      // A shared worker that ends and starts again keeps its DevTools host, and a host with a session
      // starts the new worker paused: throttle it again, then let it run.
      if (method === 'Inspector.targetReloadedAfterCrash') {
        void throttle().then(() => send('Runtime.runIfWaitingForDebugger').catch(() => {}))
        return
      }
      this.record(sessionId, type, method, params)
    })
    await throttle()
  }

  private drop(sessionId: string): void {
    this.targets.delete(sessionId)
  }

  private sentThrottled(source: string, wallTime: number | undefined): boolean {
    const throttledAt = this.targets.get(source)?.throttledAt
    return throttledAt !== undefined && wallTime !== undefined && wallTime * 1000 >= throttledAt
  }

  private record(source: string, targetType: string, method: string, params: unknown): void {
    if (method === 'Network.requestWillBeSent') {
      const event = v.safeParse(RequestWillBeSentSchema, params)
      if (!event.success) return
      this.records.set(`${source}:${event.output.requestId}`, {
        targetType,
        url: event.output.request.url,
        resourceType: event.output.type ?? 'Other',
        encodedDataLength: null,
        contentEncoding: null,
        fromServiceWorker: false,
        fromCache: false,
        status: null,
        sentAt: event.output.wallTime === undefined ? null : event.output.wallTime * 1000,
        finishedAt: null,
        throttled: this.sentThrottled(source, event.output.wallTime),
      })
      if (event.output.timestamp !== undefined)
        this.sentTimestamps.set(`${source}:${event.output.requestId}`, event.output.timestamp)
    } else if (method === 'Network.responseReceived') {
      const event = v.safeParse(ResponseReceivedSchema, params)
      const record = event.success ? this.records.get(`${source}:${event.output.requestId}`) : undefined
      if (!event.success || !record) return
      const { response } = event.output
      record.status = response.status
      record.contentEncoding = headerValue(response.headers, 'content-encoding')
      record.fromServiceWorker = response.fromServiceWorker ?? false
      record.fromCache = (response.fromDiskCache ?? false) || (response.fromPrefetchCache ?? false)
      if (event.output.type) record.resourceType = event.output.type
    } else if (method === 'Network.loadingFinished') {
      const event = v.safeParse(LoadingFinishedSchema, params)
      const record = event.success ? this.records.get(`${source}:${event.output.requestId}`) : undefined
      if (!event.success || !record) return
      record.encodedDataLength = event.output.encodedDataLength
      const sent = this.sentTimestamps.get(`${source}:${event.output.requestId}`)
      if (record.sentAt !== null && sent !== undefined && event.output.timestamp !== undefined)
        record.finishedAt = record.sentAt + (event.output.timestamp - sent) * 1000
    }
  }
}
