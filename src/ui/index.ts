export { Alert, type AlertProps } from './alert'
export { Banner, type BannerProps } from './banner'
export { Button, type ButtonProps, type ButtonVariant } from './button'
export { Card, type CardProps } from './card'
export { Dialog, type DialogProps } from './dialog'
export { APP_NAME, useDocumentTitle } from './document-title'
export {
  buzzPercent,
  capitalise,
  daysUntil,
  formatBuzz,
  formatDate,
  formatDateClock,
  formatDayTime,
  formatDecimal1,
  formatMoment,
  formatSignedDecimal1,
  formatTime,
} from './format'
export { AlertIcon, CloseIcon, LogoutIcon, SettingsIcon } from './icons'
export { LoadFailed } from './load-failed'
export { MurmurMark } from './logo'
export { NotStoredOffline, Pending } from './pending'
export { NOT_STORED_OFFLINE, pendingText } from './pending-text'
export { StatusIndicator, type StatusIndicatorProps, type StatusTone } from './status'
export { type TabItem, Tabs, type TabsProps } from './tabs'
export {
  customRange,
  dateInputStart,
  dateInputValue,
  TimeRangeControl,
  type TimeRangeControlProps,
} from './time-range-control'
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
export { useScrollRow } from './use-scroll-row'
