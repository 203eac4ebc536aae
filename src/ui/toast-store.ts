/**
 * Toasts (application §8: bottom right, default timeout 5000 ms; notices with advice are sticky
 * with a Dismiss action). Framework-free; the viewport component renders it.
 */

export const TOAST_DEFAULT_TIMEOUT_MS = 5000

export type ToastTone = 'info' | 'success' | 'error'

export interface ToastAction {
  label: string
  onAction: () => void
  /** Test hook of the action button. */
  testId?: string
}

export interface ToastInput {
  /** A stable id replaces an earlier toast with the same id instead of stacking a second one. */
  id?: string
  message: string
  tone?: ToastTone
  action?: ToastAction
  /** Milliseconds until it fades; null keeps it until dismissed. */
  timeoutMs?: number | null
  /** Test hook of the toast element. */
  testId?: string
}

export interface Toast {
  id: string
  message: string
  tone: ToastTone
  action?: ToastAction
  timeoutMs: number | null
  testId?: string
}

export interface ToastStore {
  show(input: ToastInput): string
  dismiss(id: string): void
  getSnapshot(): readonly Toast[]
  subscribe(listener: () => void): () => void
}

export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = []
  let counter = 0
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of [...listeners]) listener()
  }
  return {
    show(input) {
      counter += 1
      const toast: Toast = {
        id: input.id ?? `toast-${counter}`,
        message: input.message,
        tone: input.tone ?? 'info',
        timeoutMs: input.timeoutMs === undefined ? TOAST_DEFAULT_TIMEOUT_MS : input.timeoutMs,
        ...(input.action ? { action: input.action } : {}),
        ...(input.testId ? { testId: input.testId } : {}),
      }
      toasts = [...toasts.filter((t) => t.id !== toast.id), toast]
      emit()
      return toast.id
    },
    dismiss(id) {
      const next = toasts.filter((t) => t.id !== id)
      if (next.length === toasts.length) return
      toasts = next
      emit()
    },
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** The app's toasts. */
export const toasts: ToastStore = createToastStore()
