import type { Logger } from 'pino'
import type { AccountsConfig } from '../config'
import type { Database } from '../db'
import { type BotCheck, createBotCheck } from './bot-check'
import { createLinks, type Links } from './links'
import { createMailer, type Mailer } from './mail'
import { createPaypalClient, type PaypalClient } from './payments/paypal'

/** Everything the account routes need, built once per app. */
export interface AccountServices {
  db: Database
  config: AccountsConfig
  logger: Logger
  mailer: Mailer
  links: Links
  botCheck: BotCheck
  /** null when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are not set. */
  paypal: PaypalClient | null
}

export function createAccountServices(options: {
  db: Database
  config: AccountsConfig
  logger: Logger
  /** The app's own origin, used when PUBLIC_BASE_URL is not set. */
  localBaseUrl: () => string
}): AccountServices {
  const { db, config, logger } = options
  if (config.smtpUrl === null) {
    logger.info('account mail goes to the outbox in the database: read it with npm run admin -- outbox')
  }
  if (config.paypal === null) logger.info('PayPal is not configured: orders are possible by invoice only')
  return {
    db,
    config,
    logger,
    mailer: createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger }),
    links: createLinks(() => config.publicBaseUrl ?? options.localBaseUrl()),
    botCheck: createBotCheck({ db, secret: config.botCheckSecret, maxCounter: config.botCheckMaxCounter }),
    paypal: config.paypal ? createPaypalClient(config.paypal) : null,
  }
}
