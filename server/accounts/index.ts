export {
  type CredentialCheck,
  type CredentialVerifier,
  type CredentialVerifierOptions,
  createCredentialVerifier,
} from './credentials'
export { burnVerification, hashPassword, primeDummyHash, verifyPassword } from './passwords'
export { findUserByEmail, findUserById, insertUser, normalizeEmail, toUserData, updateUser } from './users'
