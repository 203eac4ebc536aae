import type { OutgoingMail } from './mailer'

/** The account mails. Plain text; links are absolute (PUBLIC_BASE_URL). */

export function resetPasswordMail(to: string, link: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: 'Reset your Murmur password',
    text: [
      'Hello,',
      '',
      'someone (hopefully you) asked to reset the password of your Murmur account.',
      `Open this link within ${validMinutes} minutes to choose a new password:`,
      '',
      link,
      '',
      'If the link does not open, copy it into the address bar of your browser.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  }
}

export function confirmAddressMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your e-mail address for Murmur',
    text: [
      'Welcome to Murmur!',
      '',
      'Please confirm your e-mail address by opening this link:',
      '',
      link,
    ].join('\n'),
  }
}

export function orderMail(
  to: string,
  order: { id: number; tier: string; interval: string; priceUsd: number; invoice: boolean },
): OutgoingMail {
  const lines = [
    'Thank you for your order.',
    '',
    `Order ${order.id}: ${order.tier}, billed ${order.interval === 'YEAR' ? 'yearly' : 'monthly'}, ${order.priceUsd.toFixed(2)} USD.`,
  ]
  if (order.invoice) {
    lines.push(
      '',
      'You will receive an invoice. Your trial stays active; the subscription starts as soon as the payment has arrived.',
    )
  }
  return { to, subject: `Your Murmur order ${order.id}`, text: lines.join('\n') }
}

export function cancellationMail(
  to: string,
  request: { id: number; firstName: string; lastName: string; email: string; reason: string },
): OutgoingMail {
  return {
    to,
    subject: `Cancellation request ${request.id}`,
    text: [
      `Name: ${request.firstName} ${request.lastName}`,
      `E-mail: ${request.email}`,
      '',
      'Reason:',
      request.reason,
    ].join('\n'),
  }
}

export function contactSalesMail(
  to: string,
  contact: { email: string; firstName: string; lastName: string; message: string },
): OutgoingMail {
  return {
    to,
    subject: `Sales contact from ${contact.email}`,
    text: [
      `Name: ${`${contact.firstName} ${contact.lastName}`.trim() || '(not given)'}`,
      `E-mail: ${contact.email}`,
      '',
      contact.message,
    ].join('\n'),
  }
}
