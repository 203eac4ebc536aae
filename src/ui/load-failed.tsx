import { Button } from './button'

/** What failed to load, and a way to try again (a section's error state). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed__message">{message}</p>
      <Button size="small" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
