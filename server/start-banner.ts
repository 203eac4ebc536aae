import { formatDecimal } from '../src/core'
import { type Config, DEFAULT_DEMO_PASSWORD } from './config'
import { LOCAL_OPERATOR_TOKEN_FILE } from './operator'
import type { BackfillReport } from './seed/demo-feed'

export interface StartBannerFacts {
  url: string
  databaseDescription: string
  /** The operator token was created in DATA_DIR because OPERATOR_TOKEN is unset. */
  localOperatorToken: boolean
}

/**
 * What `npm start` prints once the server listens. The demo password is shown only while it is
 * the built-in default: a password an operator set in DEMO_PASSWORD stays out of terminals and logs.
 */
export function startBanner(
  config: Pick<Config, 'demo' | 'redisUrl' | 'dataDir' | 'pipeline'>,
  facts: StartBannerFacts,
): string {
  const password =
    config.demo.password === DEFAULT_DEMO_PASSWORD
      ? config.demo.password
      : '(the password set in DEMO_PASSWORD)'
  return [
    '',
    `Murmur is running at ${facts.url}`,
    `Demo login: ${config.demo.email} / ${password}`,
    `Database: ${facts.databaseDescription}`,
    config.redisUrl ? 'Live fan-out: Redis adapter' : 'Live fan-out: this node only',
    facts.localOperatorToken
      ? `Operator: npm run admin -- help (token in ${config.dataDir}/${LOCAL_OPERATOR_TOKEN_FILE})`
      : 'Operator: npm run admin -- help (token: OPERATOR_TOKEN)',
    ...(config.pipeline.demoFeed
      ? [
          `Demo feed: bringing its ${config.pipeline.demoFeedBackfillDays}-day history up to date (about 1.5 minutes on a first start; the app answers meanwhile)`,
        ]
      : []),
    '',
  ].join('\n')
}

/** Printed when the demo feed's history is written: the data a first-time user looks at is complete. */
export function demoHistoryLine(report: BackfillReport): string {
  const count = (n: number, one: string, many: string) => `${formatDecimal(n)} ${n === 1 ? one : many}`
  const messages = count(report.messages, 'message', 'messages')
  const bars = count(report.quotes, 'price bar', 'price bars')
  return `Demo feed: history ready (${messages} and ${bars} written in ${Math.round(report.ms / 1000)} s); live from now on.\n`
}
