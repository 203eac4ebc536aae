import { useEffect, useState, useSyncExternalStore } from 'react'
import { Button } from './button'
import { CloseIcon } from './icons'
import { toasts as appToasts, type Toast, type ToastStore } from './toast-store'

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  // The timer pauses while the pointer or focus is on the toast, so it can be read and used.
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (toast.timeoutMs === null || paused) return
    const timer = setTimeout(() => store.dismiss(toast.id), toast.timeoutMs)
    return () => clearTimeout(timer)
  }, [toast.id, toast.timeoutMs, paused, store])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer (WCAG 2.2.1), they trigger nothing
    <div
      className={`toast toast--${toast.tone}`}
      role={toast.tone === 'error' ? 'alert' : 'status'}
      data-testid={toast.testId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="toast__message">{toast.message}</p>
      <div className="toast__actions">
        {toast.action ? (
          <Button
            variant="primary"
            size="small"
            data-testid={toast.action.testId}
            onClick={() => {
              toast.action?.onAction()
            }}
          >
            {toast.action.label}
          </Button>
        ) : null}
        <button
          type="button"
          className="toast__close"
          aria-label="Dismiss"
          onClick={() => store.dismiss(toast.id)}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  )
}

/** Renders the toasts bottom right. Mount once, in the app shell. */
export function ToastViewport({ store = appToasts }: { store?: ToastStore }) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  return (
    <section className="toast-region" aria-label="Notifications">
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} store={store} />
      ))}
    </section>
  )
}
