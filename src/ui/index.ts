export { Alert, type AlertProps } from './alert'
export { Button, type ButtonProps, type ButtonVariant } from './button'
export { Card, type CardProps } from './card'
export { APP_NAME, useDocumentTitle } from './document-title'
export { TextField, type TextFieldProps } from './field'
export {
  buzzPercent,
  capitalise,
  daysUntil,
  formatBuzz,
  formatDate,
  formatDecimal1,
  formatSignedDecimal1,
  formatTime,
} from './format'
export { AlertIcon, CloseIcon, LogoutIcon } from './icons'
export { MurmurMark } from './logo'
export { StatusIndicator, type StatusIndicatorProps, type StatusTone } from './status'
export { ToastViewport } from './toast'
export {
  createToastStore,
  TOAST_DEFAULT_TIMEOUT_MS,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastStore,
  type ToastTone,
  toasts,
} from './toast-store'
