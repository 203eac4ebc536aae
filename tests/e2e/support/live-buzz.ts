/**
 * A source of real live buzz for journeys: messages about the given titles posted to
 * `POST /v6/ingest` (operator token) every `everyMs`, so the pipeline rolls them up and publishes
 * `buzz` updates to the titles' rooms. Failures while the server is down are ignored.
 */
export function keepBuzzing(
  baseUrl: string,
  operatorToken: string,
  titleIds: readonly number[],
  everyMs = 700,
): { stop(): Promise<void> } {
  let sent = 0
  // Texts differ between runs: the pipeline drops the same text from the same author as a duplicate.
  const run = Date.now().toString(36)
  let stopped = false
  let pending: Promise<void> = Promise.resolve()
  const post = async () => {
    sent += 1
    const message = {
      source: 'e2e-wire.example',
      source_id: `e2e-${Date.now()}-${sent}`,
      type: 'news',
      time: Date.now(),
      sub: `Journey update ${sent} of run ${run} on the titles under test`,
      author: `e2e-author-${sent % 7}`,
      titles: titleIds,
    }
    try {
      await fetch(`${baseUrl}/v6/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify([message]),
      })
    } catch {
      // The server may be restarting; the next post tries again.
    }
  }
  const timer = setInterval(() => {
    if (!stopped) pending = pending.then(post)
  }, everyMs)
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await pending
    },
  }
}
