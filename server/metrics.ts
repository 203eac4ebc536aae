import { RedisHealth } from './redis'

/** Process-local counters rendered in the Prometheus text format for GET /metrics. */

export interface LiveCounters {
  connected: number
  openedTotal: number
  authorized: number
}

export class Metrics {
  readonly live: LiveCounters = { connected: 0, openedTotal: 0, authorized: 0 }
  /** Sockets per live subscription room on this node; the live server sets the source at start. */
  liveRoomSizes: () => ReadonlyMap<string, number> = () => new Map()
  /** Redis clients and fallbacks of this node; the app sets it at start. */
  redis: RedisHealth = new RedisHealth()
  private readonly httpRequests = new Map<
    string,
    { method: string; route: string; status: number; count: number }
  >()

  /** `route` is the matched route pattern (bounded), never the raw URL. */
  countHttpRequest(method: string, route: string, status: number): void {
    const key = `${method} ${route} ${status}`
    const entry = this.httpRequests.get(key)
    if (entry) entry.count += 1
    else this.httpRequests.set(key, { method, route, status, count: 1 })
  }

  render(): string {
    const lines = [
      '# HELP murmur_live_sockets_connected Live sockets connected to this node now.',
      '# TYPE murmur_live_sockets_connected gauge',
      `murmur_live_sockets_connected ${this.live.connected}`,
      '# HELP murmur_live_sockets_opened_total Live sockets opened on this node since start.',
      '# TYPE murmur_live_sockets_opened_total counter',
      `murmur_live_sockets_opened_total ${this.live.openedTotal}`,
      '# HELP murmur_live_sockets_authorized Authorized live sockets on this node now.',
      '# TYPE murmur_live_sockets_authorized gauge',
      `murmur_live_sockets_authorized ${this.live.authorized}`,
      '# HELP murmur_live_room_sockets Sockets in each live subscription room (title, ticks, messages, posts) on this node.',
      '# TYPE murmur_live_room_sockets gauge',
      ...[...this.liveRoomSizes()].map(
        ([room, sockets]) => `murmur_live_room_sockets{room="${label(room)}"} ${sockets}`,
      ),
      '# HELP murmur_redis_up Whether each Redis client of this node is connected (1) or not (0).',
      '# TYPE murmur_redis_up gauge',
      ...[...this.redis.states()].map(
        ([client, up]) => `murmur_redis_up{client="${label(client)}"} ${up ? 1 : 0}`,
      ),
      '# HELP murmur_redis_fallbacks_total Operations done on this node only because Redis was unreachable.',
      '# TYPE murmur_redis_fallbacks_total counter',
      ...[...this.redis.fallbackCounts()].map(
        ([part, count]) => `murmur_redis_fallbacks_total{part="${label(part)}"} ${count}`,
      ),
      '# HELP murmur_http_requests_total HTTP requests answered, by method, route and status.',
      '# TYPE murmur_http_requests_total counter',
    ]
    for (const { method, route, status, count } of this.httpRequests.values()) {
      lines.push(
        `murmur_http_requests_total{method="${label(method)}",route="${label(route)}",status="${status}"} ${count}`,
      )
    }
    return `${lines.join('\n')}\n`
  }
}

function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}
