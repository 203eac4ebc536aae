import { type ReactNode, useEffect, useId, useRef } from 'react'
import { CloseIcon } from './icons'

export interface DialogProps {
  open: boolean
  title: string
  /** Called when the user asks to close (Escape, the close button). Omit for a non-dismissable dialog. */
  onClose?: () => void
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  size?: 'normal' | 'wide'
  /** Tone of the title icon strip. */
  tone?: 'default' | 'error'
  testId?: string
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert,
 * keeps focus inside and returns it to the opener on close. Without onClose it cannot be dismissed:
 * Escape is refused, and a browser that closes it anyway (Chrome lets a repeated Escape through)
 * sees it opened again at once.
 */
export function Dialog({
  open,
  title,
  onClose,
  description,
  children,
  footer,
  size = 'normal',
  tone = 'default',
  testId,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const dismissable = onClose !== undefined
  // The latest props for the native event handlers below.
  const latest = useRef({ open, onClose })
  latest.current = { open, onClose }

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onCancel = (event: Event) => {
      event.preventDefault()
      latest.current.onClose?.()
    }
    const onNativeClose = () => {
      if (!latest.current.open) return
      if (latest.current.onClose) latest.current.onClose()
      else if (dialog.isConnected) dialog.showModal()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onNativeClose)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onNativeClose)
    }
  }, [])

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size} dialog--${tone}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={testId}
    >
      {open ? (
        <div className="dialog__panel">
          <header className="dialog__header">
            <h2 className="dialog__title" id={titleId}>
              {title}
            </h2>
            {dismissable ? (
              <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
                <CloseIcon />
              </button>
            ) : null}
          </header>
          {description ? (
            <div className="dialog__description" id={descriptionId}>
              {description}
            </div>
          ) : null}
          <div className="dialog__body">{children}</div>
          {footer ? <footer className="dialog__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  )
}
