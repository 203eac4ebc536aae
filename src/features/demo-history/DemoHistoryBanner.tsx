import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import * as v from 'valibot'
import {
  DEMO_HISTORY_PATH,
  DEMO_HISTORY_POLL_MS,
  type DemoHistory,
  DemoHistorySchema,
  demoHistoryShare,
} from '../../core'
import { Banner, formatDayTime, toasts } from '../../ui'
import './demo-history.css'

const DAY_MS = 86_400_000

async function fetchDemoHistory(): Promise<DemoHistory> {
  const response = await fetch(DEMO_HISTORY_PATH, { cache: 'no-store' })
  if (!response.ok) throw new Error(`demo history: HTTP ${response.status}`)
  return v.parse(DemoHistorySchema, await response.json())
}

/**
 * While a first start writes the demo's history, says how far it has come: a page opened meanwhile
 * shows the days written so far. Once it is written every page on screen reloads its data.
 */
export function DemoHistoryBanner() {
  const queryClient = useQueryClient()
  const { data } = useQuery({
    queryKey: ['demo-history'],
    queryFn: fetchDemoHistory,
    refetchInterval: (query) => (query.state.data?.catchingUp ? DEMO_HISTORY_POLL_MS : false),
    refetchOnWindowFocus: false,
    retry: false,
  })
  const wasCatchingUp = useRef(false)
  const catchingUp = data?.catchingUp === true
  useEffect(() => {
    if (catchingUp) {
      wasCatchingUp.current = true
      return
    }
    if (!wasCatchingUp.current) return
    wasCatchingUp.current = false
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'demo-history' })
    toasts.show({
      id: 'demo-history',
      message: 'The demo history is complete: every page now shows all of it.',
      tone: 'success',
      testId: 'demo-history-done',
    })
  }, [catchingUp, queryClient])

  return data ? <DemoHistoryNotice history={data} /> : null
}

/** The banner for one answer of DEMO_HISTORY_PATH: nothing once the history is written. */
export function DemoHistoryNotice({ history, nowMs = Date.now() }: { history: DemoHistory; nowMs?: number }) {
  if (!history.catchingUp) return null
  const share = demoHistoryShare(history) ?? 0
  const days =
    history.from !== null && history.to !== null ? Math.round((history.to - history.from) / DAY_MS) : null
  const span = days !== null && days > 1 ? `${days} days of ` : ''
  return (
    <Banner tone="info" testId="demo-history-banner">
      <div className="demo-history">
        <p className="demo-history__text">
          {history.through === null ? (
            <>Writing the demo's history: prices first, then {span}messages.</>
          ) : (
            <>
              Writing the demo's history: {span}messages, through{' '}
              <time dateTime={new Date(history.through).toISOString()}>
                {formatDayTime(history.through, nowMs)}
              </time>{' '}
              so far. Later figures fill in as it goes.
            </>
          )}
        </p>
        <div
          className="demo-history__meter"
          role="progressbar"
          aria-label="Demo history written"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(share * 100)}
        >
          <span className="demo-history__fill" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        <span className="demo-history__share numeric">{Math.round(share * 100)}%</span>
      </div>
    </Banner>
  )
}
