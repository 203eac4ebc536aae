import { RESET_TOKEN_PARAM } from '../../src/core'

/** Absolute links into the app and the API, from PUBLIC_BASE_URL (or the local server). */
export interface Links {
  base(): string
  resetPassword(token: string): string
  confirmEmail(token: string): string
  paypalReturn(): string
  paypalCancel(): string
  purchaseResult(payment: 'success' | 'cancelled' | 'failed', orderId?: number): string
  login(query?: Record<string, string>): string
}

export function createLinks(base: () => string): Links {
  const at = (path: string, query: Record<string, string> = {}) => {
    const url = new URL(path, `${base()}/`)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    return url.toString()
  }
  return {
    base,
    resetPassword: (token) => at('login', { [RESET_TOKEN_PARAM]: token }),
    confirmEmail: (token) => at('v6/accounts/confirm-email', { token }),
    paypalReturn: () => at('v6/payments/paypal/return'),
    paypalCancel: () => at('v6/payments/paypal/cancel'),
    purchaseResult: (payment, orderId) =>
      at('purchase', orderId === undefined ? { payment } : { payment, order: String(orderId) }),
    login: (query) => at('login', query),
  }
}

/** Compared in lower case: a client may spell a secret parameter in any case. */
const SECRET_PARAMS = new Set(
  [RESET_TOKEN_PARAM, 'resetToken', 'token', 'PayerID', 'password', 'newpassword', 'oldpassword'].map(
    (name) => name.toLowerCase(),
  ),
)

/** A URL for the logs: values of secret query parameters (passwords, reset and mail tokens) replaced. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?')
  if (question < 0) return url
  const path = url.slice(0, question)
  const query = url.slice(question + 1)
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const name = equals < 0 ? pair : pair.slice(0, equals)
      let decoded = name
      try {
        decoded = decodeURIComponent(name)
      } catch {
        // A malformed name stays as it is; it cannot name a secret parameter.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) && equals >= 0 ? `${name}=[redacted]` : pair
    })
    .join('&')
  return `${path}?${redacted}`
}
