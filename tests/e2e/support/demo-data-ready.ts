import type { FullConfig } from '@playwright/test'
import * as v from 'valibot'
import { DEMO_HISTORY_PATH, DemoHistorySchema } from '../../../src/core'
import { apiHeaders } from '../pages/account-api'
import { DEMO } from '../pages/login-page'

/** The longest a fresh server's demo backfill may take to reach the last day on a busy 2-core machine. */
const BACKFILL_WAIT_MS = 240_000
const POLL_MS = 2_000
/** Apple: among the most discussed demo titles, so the last day has its messages once the backfill is there. */
const APPLE = 1001

/** The part of the message statistics this setup reads. */
const StatisticsCounts = v.object({ counts: v.object({ messages: v.number() }) })

async function messagesInLastDay(baseURL: string): Promise<number> {
  const since = Date.now() - 24 * 60 * 60 * 1000
  const response = await fetch(`${baseURL}/v6/titles/${APPLE}/message_statistics?startDate=${since}`, {
    headers: apiHeaders(DEMO),
  })
  if (!response.ok) return 0
  const body = v.safeParse(StatisticsCounts, await response.json())
  return body.success ? body.output.counts.messages : 0
}

async function historyWritten(baseURL: string): Promise<boolean> {
  const response = await fetch(`${baseURL}${DEMO_HISTORY_PATH}`)
  if (!response.ok) return false
  const body = v.safeParse(DemoHistorySchema, await response.json())
  return body.success && !body.output.catchingUp
}

/**
 * Runs once the web servers answer: waits until the fresh server's demo backfill is written (the
 * app's "writing the demo's history" banner is gone, as the visual baselines have it) and has the
 * last day. The journeys read demo messages; the first file of a run (whichever it is) otherwise
 * met an empty store while the backfill was still writing.
 */
export default async function demoDataReady(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL
  if (!baseURL) throw new Error('demo-data-ready: no baseURL in the Playwright config')
  const deadline = Date.now() + BACKFILL_WAIT_MS
  while (!(await historyWritten(baseURL)) || (await messagesInLastDay(baseURL)) === 0) {
    if (Date.now() > deadline)
      throw new Error(
        `the demo backfill was not written through the last day within ${BACKFILL_WAIT_MS / 1000} s`,
      )
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
