import {
  CancellationRequestSchema,
  ContactSalesRequestSchema,
  FORM_TEXT,
  isEmail,
  isRecord,
  validateCancellationForm,
  validateContactSalesForm,
} from '../../src/core'
import type { Database } from '../db'
import { cancellationRequests } from '../db/schema'
import { ApiError } from '../http/api-error'
import { parseRequest } from '../http/validate'
import { cancellationMail, contactSalesMail, type Mailer } from './mail'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

export interface FormDeps {
  db: Database
  mailer: Mailer
  salesEmail: string
}

/**
 * POST /v6/subscriptions/cancel: first name, last name, e-mail and reason, all required
 * (code 8, 'Please fill in all required fields.'). Stored and mailed to sales.
 */
export async function requestCancellation(
  deps: FormDeps,
  body: unknown,
  userId: number | null,
): Promise<{ success: true; cancellation_id: number }> {
  const given = isRecord(body) ? body : {}
  const missing = Object.values(
    validateCancellationForm({
      firstName: text(given.firstName),
      lastName: text(given.lastName),
      email: text(given.email),
      reason: text(given.reason),
    }),
  )[0]
  if (missing !== undefined) throw new ApiError(400, 8, missing)
  const request = parseRequest(CancellationRequestSchema, body)
  if (!isEmail(request.email)) throw new ApiError(400, 2, FORM_TEXT.validEmailAddressContact)
  const rows = await deps.db
    .insert(cancellationRequests)
    .values({ ...request, email: request.email.toLowerCase(), userId })
    .returning()
  const stored = rows[0]
  if (!stored) throw new Error('insert into cancellation_requests returned no row')
  await deps.mailer.send(cancellationMail(deps.salesEmail, { ...request, id: stored.id }))
  return { success: true, cancellation_id: stored.id }
}

/** POST /v6/contact-sales: a valid e-mail (code 2) and a message (code 8), mailed to sales. */
export async function contactSales(deps: FormDeps, body: unknown): Promise<{ success: true }> {
  const given = isRecord(body) ? body : {}
  const errors = validateContactSalesForm({ email: text(given.email), message: text(given.message) })
  if (errors.email) throw new ApiError(400, 2, errors.email)
  if (errors.message) throw new ApiError(400, 8, errors.message)
  const request = parseRequest(ContactSalesRequestSchema, body)
  await deps.mailer.send(contactSalesMail(deps.salesEmail, request))
  return { success: true }
}
