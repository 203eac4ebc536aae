export {
  type Config,
  ConfigError,
  type DatabaseConfig,
  describeDatabase,
  ENV_VAR_TABLE,
  ENV_VARS,
  loadConfig,
} from './config'
export { createLogger } from './logger'
export { type RunningServer, type StartOptions, startServer } from './start'
