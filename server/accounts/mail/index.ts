export { createMailer, listOutbox, type Mailer, type OutgoingMail } from './mailer'
export * from './templates'
