export {
  type Database,
  type DatabaseHandle,
  type DatabaseListeners,
  openDatabase,
  type Transaction,
} from './engine'
export { MIGRATIONS_FOLDER, runMigrations } from './migrate'
export { type NewUserRow, type StoredUiFeatures, type UserRow, users } from './schema'
export { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './unavailable'
