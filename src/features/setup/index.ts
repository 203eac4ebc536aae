export { FirstLoginSetup } from './FirstLoginSetup'
export { MarketToggles, TitleTypeToggles } from './preference-toggles'
export {
  allOn,
  CHOOSE_A_MARKET,
  CHOOSE_AN_ASSET_TYPE,
  choiceOf,
  type PreferenceChoice,
  withChoice,
} from './preferences-state'
export { SETUP_STEPS, SETUP_THANK_YOU } from './SetupDialog'
