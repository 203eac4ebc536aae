export { NewPasswordForm, type NewPasswordFormProps } from './NewPasswordForm'
export { ResetRequestForm, type ResetRequestFormProps } from './ResetRequestForm'
