import { type DestinationStream, type Logger, pino } from 'pino'
import type { LogLevel } from './config'

/** Structured JSON logs; credentials are redacted wherever a header object is logged. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'murmur' },
      redact: {
        paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'password'],
        censor: '[redacted]',
      },
    },
    destination,
  )
}
