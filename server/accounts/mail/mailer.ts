import { desc } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { Database } from '../../db'
import { type MailOutboxRow, mailOutbox } from '../../db/schema'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

/** Where account mails go: an SMTP server, or the database outbox the operator reads. */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox'
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

function outboxMailer(db: Database): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text })
    },
    close() {},
  }
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl)
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    close() {
      transporter.close()
    },
  }
}

/**
 * nodemailer over SMTP when SMTP_URL is set, otherwise the outbox table. Log lines name
 * the recipient and subject only: bodies can hold reset links.
 */
export function createMailer(options: {
  db: Database
  smtpUrl: string | null
  from: string
  logger: Logger
}): Mailer {
  const inner = options.smtpUrl ? smtpMailer(options.smtpUrl, options.from) : outboxMailer(options.db)
  return {
    transport: inner.transport,
    async send(mail) {
      await inner.send(mail)
      options.logger.info({ transport: inner.transport, subject: mail.subject }, 'mail sent')
    },
    close: () => inner.close(),
  }
}

export async function listOutbox(db: Database, limit = 50): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)
}
