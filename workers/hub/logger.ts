export interface Logger {
  warn(message: string, detail?: unknown): void
}
