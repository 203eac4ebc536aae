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
