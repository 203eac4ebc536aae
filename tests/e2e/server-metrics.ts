import type { APIRequestContext } from '@playwright/test'
import { OPERATOR_TOKEN } from '../../playwright.config'

export interface LiveMetrics {
  connected: number
  openedTotal: number
  authorized: number
}

function metric(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`))
  if (!line) throw new Error(`metric ${name} missing`)
  return Number(line.trim().split(/\s+/).at(-1))
}

/** The server's own count of live sockets, read from /metrics. */
export async function liveMetrics(request: APIRequestContext): Promise<LiveMetrics> {
  const response = await request.get('/metrics', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })
  if (!response.ok()) throw new Error(`/metrics answered ${response.status()}`)
  const text = await response.text()
  return {
    connected: metric(text, 'murmur_live_sockets_connected'),
    openedTotal: metric(text, 'murmur_live_sockets_opened_total'),
    authorized: metric(text, 'murmur_live_sockets_authorized'),
  }
}

/**
 * A baseline once no socket is connected and none has opened for a second: a context closed by
 * the previous test may still be reconnecting for a moment, which must not count for the next.
 */
export async function quietLiveMetrics(request: APIRequestContext): Promise<LiveMetrics> {
  for (;;) {
    const first = await liveMetrics(request)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const second = await liveMetrics(request)
    if (second.connected === 0 && second.openedTotal === first.openedTotal) return second
  }
}
