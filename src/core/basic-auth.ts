/**
 * HTTP basic credentials of the /v6 interface: the username and the MD5 hex of
 * the password (application §5 "Passwords"). UTF-8 safe on both sides.
 */

export interface BasicCredentials {
  username: string
  /** MD5 hex of the password, never the password itself. */
  passwordHash: string
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

function toBase64(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0
    const b = bytes[i + 1] ?? 0
    const c = bytes[i + 2] ?? 0
    const n = (a << 16) | (b << 8) | c
    out += BASE64[(n >> 18) & 63]
    out += BASE64[(n >> 12) & 63]
    out += i + 1 < bytes.length ? BASE64[(n >> 6) & 63] : '='
    out += i + 2 < bytes.length ? BASE64[n & 63] : '='
  }
  return out
}

function fromBase64(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null
  const clean = text.replace(/=+$/, '')
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const ch of clean) {
    buffer = (buffer << 6) | BASE64.indexOf(ch)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  return Uint8Array.from(bytes)
}

export function basicAuthorization({ username, passwordHash }: BasicCredentials): string {
  return `Basic ${toBase64(new TextEncoder().encode(`${username}:${passwordHash}`))}`
}

/** Parses an Authorization header; null when it is not well-formed basic auth. */
export function parseBasicAuthorization(header: string | undefined): BasicCredentials | null {
  const match = header?.match(/^Basic\s+(\S+)\s*$/i)
  if (!match?.[1]) return null
  const bytes = fromBase64(match[1])
  if (!bytes) return null
  let decoded: string
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  const colon = decoded.indexOf(':')
  if (colon <= 0) return null
  return { username: decoded.slice(0, colon), passwordHash: decoded.slice(colon + 1) }
}

/** An MD5 hex digest: 32 lowercase hex characters. */
export const MD5_HEX = /^[0-9a-f]{32}$/
