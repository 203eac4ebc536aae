import { createHash } from 'node:crypto'

/** Passwords travel as the MD5 hex of the password (application §5). */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex')
}
