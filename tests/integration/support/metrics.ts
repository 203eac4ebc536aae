/** One sample of the Prometheus text answer, e.g. `murmur_live_sockets_connected`. */
export function metricValue(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  if (!line) throw new Error(`metric ${name} missing`)
  return Number(line.slice(name.length + 1))
}

export async function readMetrics(base: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${base}/metrics`, { headers })
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`)
  return response.text()
}
