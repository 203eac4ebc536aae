export { type BotCheck, createBotCheck } from './bot-check'
export { contactSales, requestCancellation } from './cancellation'
export {
  type CredentialCheck,
  type CredentialVerifier,
  type CredentialVerifierOptions,
  createCredentialVerifier,
} from './credentials'
export { createLinks, type Links, redactUrl } from './links'
export { createMailer, listOutbox, type Mailer, type OutgoingMail } from './mail'
export { md5Hex } from './md5'
export { subscribeMorningBriefing, unsubscribeMorningBriefing } from './morning-briefings'
export { saveOpts } from './opts'
export {
  applyPaidOrder,
  cancelPaypalOrder,
  completePaypalOrder,
  listOrders,
  placeOrder,
  registerInvoicePayment,
} from './orders'
export { confirmEmail, requestPasswordReset, setNewPassword } from './password-reset'
export { burnVerification, hashPassword, primeDummyHash, verifyPassword } from './passwords'
export { createPaypalClient, type PaypalClient, PaypalError } from './payments/paypal'
export { changeProfile, toUserProfile } from './profile'
export {
  checkPromotionCode,
  createPromotionCode,
  listPromotionCodes,
  normalizePromotionCode,
} from './promotions'
export { type AccountServices, createAccountServices } from './services'
export { signUp } from './signup'
export { loadUserData, morningBriefingsOf, pendingSubscriptionsOf } from './user-data'
export { findUserByEmail, findUserById, insertUser, normalizeEmail, toUserData, updateUser } from './users'
