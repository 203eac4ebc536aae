/**
 * Texts of the forms and the account pages (application §5, §8), in a module of their own: no
 * first page shows a form, so these stay out of the first load's script.
 */

/**
 * Form validation texts (application §5). Quoted spec texts are copied word for word,
 * misspellings included; the spec names the others' fields without their wording.
 */
export const FORM_TEXT = {
  enterFirstName: 'Please enter your first name',
  enterLastName: 'Please enter your last name',
  enterSurname: 'Please enter your surname',
  enterEmail: 'Please enter your email address',
  enterPassword: 'Please enter your password',
  passwordTooShort: 'The password must have at least 8 characters.',
  confirmNotRobot: 'Please confirm that you are not a robot.',
  emailInUse: 'Proviced Email is already in use.',
  validEmailAddressReset: 'Please provide a valid email address.',
  passwordsDoNotMatch: 'Passwords do not match.',
  enterPasswordConfirmation: 'Please repeat the new password',
  resetTokenMissing:
    'The link is incomplete. Please copy the link from the email into your browser manually.',
  passwordRecommendation: 'A special character and a number are recommended.',
  enterStreet: 'Please enter your street',
  enterStreetNumber: 'Please enter your street number',
  enterCity: 'Please enter your city',
  enterPostalCode: 'Please enter the postal code',
  enterVatNumber: 'Please enter your VAT number',
  enterAddressName: 'Please enter the address name',
  enterCompanyName: 'Please enter the company name',
  confirmTerms: 'please confirm our terms and conditions',
  promotionCodeInvalid: 'The Promotion Code you entered is invalid.',
  invoiceYearlyOnly: 'Invoice payment is possible for yearly subscriptions only.',
  validEmailAddressContact: 'Please enter a valid email address',
  enterMessage: 'Please enter a message',
  fillAllRequiredFields: 'Please fill in all required fields.',
} as const

/** Account and subscription outcomes (application §8). */
export const ACCOUNT_TEXT = {
  userDataUpdated: 'Your data has successfully been updated.',
  userDataUpdateFailed: 'Failed to update your data. Please try again.',
  orderPlaced: 'Your order has successfully been placed.',
  cancellationReceived: 'Your cancellation request has been received.',
  registrationFailed: 'Registration failed',
  resetFailed: 'Password reset failed. Please try again or contact support.',
  dataOlderThanSubscription: 'You are requesting data older than your subscription allows',
  paypalError: 'An error has occurred while processing your order via PayPal',
  paypalErrorDetail:
    'The problem may be temporary. Our technicians have been notified and will contact you if necessary.',
  paypalUnavailable:
    'Payment via PayPal is not available at the moment. Please choose invoice or contact sales.',
  morningBriefingLimit: 'Your subscription includes no further morning-briefing subscriptions.',
} as const
