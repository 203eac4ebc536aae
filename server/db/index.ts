export { type Database, type DatabaseHandle, openDatabase } from './engine'
export { MIGRATIONS_FOLDER, runMigrations } from './migrate'
export { type NewUserRow, type StoredUiFeatures, type UserRow, users } from './schema'
