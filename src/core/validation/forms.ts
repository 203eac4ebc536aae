import { FORM_TEXT } from '../form-texts'
import { type FieldErrors, isBlank, isEmail, PASSWORD_MIN_LENGTH, requireFields } from './fields'

/**
 * Form rules of application §5 as pure functions: field → message. The UI shows the
 * messages next to the fields; the server runs the same rules on the bodies it receives.
 */

export interface RegisterForm {
  email: string
  password: string
  firstName: string
  lastName: string
  /** The bot-check (altcha) verification payload. */
  token: string
}

export function validateRegisterForm(form: Partial<RegisterForm>): FieldErrors<keyof RegisterForm> {
  const errors: FieldErrors<keyof RegisterForm> = {}
  if (!isBlank(form.email) && !isEmail(form.email)) errors.email = FORM_TEXT.validEmailAddressReset
  if (!isBlank(form.password) && (form.password ?? '').length < PASSWORD_MIN_LENGTH) {
    errors.password = FORM_TEXT.passwordTooShort
  }
  return requireFields(errors, form, {
    email: FORM_TEXT.enterEmail,
    password: FORM_TEXT.enterPassword,
    firstName: FORM_TEXT.enterFirstName,
    lastName: FORM_TEXT.enterLastName,
    token: FORM_TEXT.confirmNotRobot,
  })
}

export interface LoginForm {
  email: string
  password: string
}

export function validateLoginForm(form: Partial<LoginForm>): FieldErrors<keyof LoginForm> {
  return requireFields({}, form, { email: FORM_TEXT.enterEmail, password: FORM_TEXT.enterPassword })
}

export interface ResetRequestForm {
  email: string
}

export function validateResetRequestForm(
  form: Partial<ResetRequestForm>,
): FieldErrors<keyof ResetRequestForm> {
  return isEmail(form.email) ? {} : { email: FORM_TEXT.validEmailAddressReset }
}

export interface NewPasswordForm {
  token: string
  password: string
  confirmation: string
}

export function validateNewPasswordForm(form: Partial<NewPasswordForm>): FieldErrors<keyof NewPasswordForm> {
  const errors: FieldErrors<keyof NewPasswordForm> = {}
  if (!isBlank(form.password) && (form.password ?? '').length < PASSWORD_MIN_LENGTH) {
    errors.password = FORM_TEXT.passwordTooShort
  }
  if (!isBlank(form.confirmation) && form.confirmation !== form.password) {
    errors.confirmation = FORM_TEXT.passwordsDoNotMatch
  }
  return requireFields(errors, form, {
    token: FORM_TEXT.resetTokenMissing,
    password: FORM_TEXT.enterPassword,
    confirmation: FORM_TEXT.enterPasswordConfirmation,
  })
}

/** A special character and a number are recommended (not required) in a new password. */
export function passwordFollowsRecommendation(password: string): boolean {
  return /\d/.test(password) && /[^A-Za-z0-9]/.test(password)
}

export interface UserDataForm {
  firstName: string
  lastName: string
  street: string
  number: string
  city: string
  zip: string
}

const USER_DATA_REQUIRED = {
  firstName: FORM_TEXT.enterFirstName,
  lastName: FORM_TEXT.enterLastName,
  street: FORM_TEXT.enterStreet,
  number: FORM_TEXT.enterStreetNumber,
  city: FORM_TEXT.enterCity,
  zip: FORM_TEXT.enterPostalCode,
} as const satisfies Record<keyof UserDataForm, string>

/** The user data form: first name, last name, street, street number, city and postal code required. */
export function validateUserDataForm(form: Partial<UserDataForm>): FieldErrors<keyof UserDataForm> {
  return requireFields({}, form, USER_DATA_REQUIRED)
}

/**
 * A partial change of user data (POST /v6/userdata): a required field may be left out,
 * but a given one may not be blank.
 */
export function validateUserDataChange(change: Partial<UserDataForm>): FieldErrors<keyof UserDataForm> {
  const given: Partial<Record<keyof UserDataForm, string>> = {}
  for (const field of Object.keys(USER_DATA_REQUIRED) as (keyof UserDataForm)[]) {
    if (change[field] !== undefined) given[field] = USER_DATA_REQUIRED[field]
  }
  return requireFields({}, change, given)
}

/** Purchase step 1: the account (contact details). */
export interface PurchaseAccountForm {
  salutation: string
  firstName: string
  lastName: string
  email: string
  password: string
  terms: boolean
}

/** When the buyer is already logged in, the account fields come from the account: pass loggedIn. */
export function validatePurchaseAccountForm(
  form: Partial<PurchaseAccountForm>,
  options: { loggedIn: boolean } = { loggedIn: false },
): FieldErrors<keyof PurchaseAccountForm> {
  const errors: FieldErrors<keyof PurchaseAccountForm> = {}
  if (form.terms !== true) errors.terms = FORM_TEXT.confirmTerms
  if (options.loggedIn) return errors
  if (!isBlank(form.email) && !isEmail(form.email)) errors.email = FORM_TEXT.validEmailAddressContact
  if (!isBlank(form.password) && (form.password ?? '').length < PASSWORD_MIN_LENGTH) {
    errors.password = FORM_TEXT.passwordTooShort
  }
  const { terms: _terms, ...texts } = form
  return requireFields(errors, texts, {
    firstName: FORM_TEXT.enterFirstName,
    lastName: FORM_TEXT.enterSurname,
    email: FORM_TEXT.enterEmail,
    password: FORM_TEXT.enterPassword,
  })
}

/** Purchase step 2: invoice data (address). */
export interface PurchaseInvoiceForm {
  companyName: string
  addressName: string
  addressLine1: string
  addressLine2: string
  street: string
  number: string
  zip: string
  city: string
  vatNumber: string
}

export function validatePurchaseInvoiceForm(
  form: Partial<PurchaseInvoiceForm>,
): FieldErrors<keyof PurchaseInvoiceForm> {
  return requireFields({}, form, {
    street: FORM_TEXT.enterStreet,
    number: FORM_TEXT.enterStreetNumber,
    zip: FORM_TEXT.enterPostalCode,
    city: FORM_TEXT.enterCity,
    vatNumber: FORM_TEXT.enterVatNumber,
    addressName: FORM_TEXT.enterAddressName,
    companyName: FORM_TEXT.enterCompanyName,
  })
}

export interface ContactSalesForm {
  email: string
  firstName: string
  lastName: string
  message: string
}

export function validateContactSalesForm(
  form: Partial<ContactSalesForm>,
): FieldErrors<keyof ContactSalesForm> {
  const errors: FieldErrors<keyof ContactSalesForm> = {}
  if (!isEmail(form.email)) errors.email = FORM_TEXT.validEmailAddressContact
  return requireFields(errors, form, { message: FORM_TEXT.enterMessage })
}

export interface CancellationForm {
  firstName: string
  lastName: string
  email: string
  reason: string
}

/** All four fields required, each with 'Please fill in all required fields.' */
export function validateCancellationForm(
  form: Partial<CancellationForm>,
): FieldErrors<keyof CancellationForm> {
  return requireFields({}, form, {
    firstName: FORM_TEXT.fillAllRequiredFields,
    lastName: FORM_TEXT.fillAllRequiredFields,
    email: FORM_TEXT.fillAllRequiredFields,
    reason: FORM_TEXT.fillAllRequiredFields,
  })
}
