import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Button, useDocumentTitle } from '../ui'

const RELOADED_KEY = 'murmur.chunk-reload'
/** A second failure this soon after a reload shows the error page instead of looping. */
const RELOAD_GUARD_MS = 30_000

/** A route chunk that failed to load (usually after a deploy replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  )
}

/**
 * The error page of a route. A failed on-demand load of a page reloads the page (application
 * §2.3), at most once per 30 s, so a stale tab picks up the new version instead of showing an error.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const chunkError = isChunkLoadError(error)
  useDocumentTitle('Something went wrong')

  useEffect(() => {
    if (!chunkError) return
    try {
      const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0)
      if (Date.now() - last > RELOAD_GUARD_MS) {
        sessionStorage.setItem(RELOADED_KEY, String(Date.now()))
        window.location.reload()
      }
    } catch {
      // No session storage: show the error page rather than risk a reload loop.
    }
  }, [chunkError])

  return (
    <div className="centered-page">
      <div className="centered-page__panel card status-page" role="alert" data-testid="route-error">
        <h1 className="status-page__title">Something went wrong</h1>
        <p className="muted">
          {chunkError
            ? 'This page could not be loaded. Check your connection and reload.'
            : 'This page failed to show.'}
        </p>
        <div className="status-page__actions">
          <Button
            variant="primary"
            onClick={() => {
              reset()
              void router.invalidate()
            }}
          >
            Try again
          </Button>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </div>
    </div>
  )
}
