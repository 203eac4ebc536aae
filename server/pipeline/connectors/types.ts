/** A source of messages feeding the pipeline: started after the seeds, stopped on close. */
export interface Connector {
  readonly name: string
  start(): void
  stop(): Promise<void>
}
