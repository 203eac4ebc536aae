export { Alert, type AlertProps } from './alert'
export { Banner, type BannerProps } from './banner'
export { Button, type ButtonProps, type ButtonVariant } from './button'
export { Card, type CardProps } from './card'
export { Checkbox, type CheckboxProps } from './checkbox'
export { type ChoiceCard, ChoiceCards, type ChoiceCardsProps } from './choice-cards'
export { Dialog, type DialogProps } from './dialog'
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
export { AlertIcon, CloseIcon, LogoutIcon, SettingsIcon } from './icons'
export { MurmurMark } from './logo'
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field'
export { StatusIndicator, type StatusIndicatorProps, type StatusTone } from './status'
export { Stepper, type StepperProps } from './stepper'
export { Switch, type SwitchProps } from './switch'
export { type TabItem, Tabs, type TabsProps } from './tabs'
export { TextAreaField, type TextAreaFieldProps } from './textarea-field'
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
export { type Form, type FormOptions, type TextKeys, useForm } from './use-form'
export { type LoadMoreState, useLoadMore } from './use-load-more'
