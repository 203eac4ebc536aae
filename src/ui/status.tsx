export type StatusTone = 'connected' | 'connecting' | 'reconnecting' | 'offline' | 'unauthorised'

export interface StatusIndicatorProps {
  tone: StatusTone
  label: string
  /** Compact: the label is visually hidden on phones (still read by screen readers). */
  compact?: boolean
  className?: string
}

/** A coloured dot with its label; the colour is never the only signal. */
export function StatusIndicator({ tone, label, compact = false, className }: StatusIndicatorProps) {
  const classes = ['status', `status--${tone}`, compact ? 'status--compact' : '', className ?? '']
    .filter(Boolean)
    .join(' ')
  return (
    <span className={classes}>
      <span className="status__dot" aria-hidden="true" />
      <span className="status__label">{label}</span>
    </span>
  )
}
