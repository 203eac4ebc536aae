import * as Comlink from 'comlink'
import * as v from 'valibot'
import { createBrowserHub } from './browser-hub'
import type { Hub } from './hub'
import { inProcessApi } from './in-process-api'
import { type AsyncTabApi, type HubEvent, type TabApi, TabIdSchema } from './protocol'
import { remoteTabApi } from './remote-api'
import { createTabApi } from './tab-api'
import type { TabHubClient } from './tab-client'

/**
 * Where SharedWorker is missing: the tab that wins the Web Locks election runs the
 * hub and serves the other tabs over BroadcastChannel. Comlink carries the calls on
 * a per-tab channel; events come back on a second one (callbacks cannot cross a
 * BroadcastChannel). When the leader tab dies its lock passes to a waiting tab, which
 * announces itself; every follower then says hello again and replays its state.
 */
const LEADER_LOCK = 'murmur-hub-leader'
const CONTROL_CHANNEL = 'murmur-hub-control'

const ControlMessageSchema = v.variant('type', [
  v.object({ type: v.literal('hello'), tabId: TabIdSchema }),
  v.object({ type: v.literal('welcome'), tabId: TabIdSchema, leaderId: TabIdSchema }),
  v.object({ type: v.literal('leader'), leaderId: TabIdSchema }),
])
type ControlMessage = v.InferOutput<typeof ControlMessageSchema>

interface TabChannels {
  rpc: BroadcastChannel
  events: BroadcastChannel
}

function openTabChannels(tabId: string): TabChannels {
  return {
    rpc: new BroadcastChannel(`murmur-hub-tab:${tabId}:rpc`),
    events: new BroadcastChannel(`murmur-hub-tab:${tabId}:events`),
  }
}

function closeTabChannels(channels: TabChannels): void {
  channels.rpc.close()
  channels.events.close()
}

function isHubEvent(data: unknown): data is HubEvent {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false
  return (
    data.type === 'status' || data.type === 'batch' || data.type === 'alert' || data.type === 'alert-count'
  )
}

function remoteApi(remote: Comlink.Remote<TabApi>): AsyncTabApi {
  return remoteTabApi(remote, (tabId) => remote.hello(tabId))
}

/** The leader's side: a Comlink-exposed tab API per follower. */
class LeaderServer {
  private readonly served = new Map<string, TabChannels>()

  constructor(
    private readonly hub: Hub,
    private readonly control: BroadcastChannel,
    private readonly leaderId: string,
  ) {}

  serve(tabId: string): void {
    if (tabId === this.leaderId) return
    const previous = this.served.get(tabId)
    if (previous) closeTabChannels(previous)
    const channels = openTabChannels(tabId)
    this.served.set(tabId, channels)
    const api = createTabApi(
      this.hub,
      (event) => channels.events.postMessage(event),
      () => {
        if (this.served.get(tabId) !== channels) return
        this.served.delete(tabId)
        closeTabChannels(channels)
      },
    )
    Comlink.expose(api, channels.rpc)
    this.post({ type: 'welcome', tabId, leaderId: this.leaderId })
  }

  announce(): void {
    this.post({ type: 'leader', leaderId: this.leaderId })
  }

  private post(message: ControlMessage): void {
    this.control.postMessage(message)
  }
}

export function startLockFallback(client: TabHubClient): void {
  const tabId = client.tabId
  const control = new BroadcastChannel(CONTROL_CHANNEL)
  let leader: LeaderServer | null = null
  let following: TabChannels | null = null

  const follow = () => {
    if (following) closeTabChannels(following)
    const channels = openTabChannels(tabId)
    following = channels
    const handler = client.adopt({ api: remoteApi(Comlink.wrap<TabApi>(channels.rpc)), mode: 'follower' })
    channels.events.addEventListener('message', (event) => {
      if (isHubEvent(event.data)) handler(event.data)
    })
  }

  control.addEventListener('message', (event) => {
    const parsed = v.safeParse(ControlMessageSchema, event.data)
    if (!parsed.success) return
    const message = parsed.output
    if (leader) {
      if (message.type === 'hello') leader.serve(message.tabId)
      return
    }
    if (message.type === 'leader') control.postMessage({ type: 'hello', tabId } satisfies ControlMessage)
    else if (message.type === 'welcome' && message.tabId === tabId) follow()
  })
  control.postMessage({ type: 'hello', tabId } satisfies ControlMessage)

  void navigator.locks.request(LEADER_LOCK, () => {
    if (following) closeTabChannels(following)
    following = null
    const hub = createBrowserHub()
    leader = new LeaderServer(hub, control, tabId)
    client.adopt({ api: inProcessApi(createTabApi(hub)), mode: 'leader', listener: (handler) => handler })
    leader.announce()
    // Held for the tab's whole life: the lock passes on only when this tab is gone.
    return new Promise<never>(() => {})
  })
}
