import { type DestinationStream, type Logger, pino } from 'pino'
import type { LogLevel } from './config'

/** Body and object fields that hold a secret: redacted at the top level and up to three levels down. */
const SECRET_FIELDS = ['password', 'newpassword', 'oldpassword', 'token', 'reset_token', 'resetToken']

export const REDACTED_PATHS: readonly string[] = [
  'req.headers.authorization',
  'headers.authorization',
  'authorization',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
]

/** Structured JSON logs; credentials and secret body fields are redacted wherever they are logged. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'murmur' },
      redact: {
        paths: [...REDACTED_PATHS],
        censor: '[redacted]',
      },
    },
    destination,
  )
}
