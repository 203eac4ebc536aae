// The page (SettingsPage.tsx) is imported by its route file directly, so that it lands in the route's chunk.
export { countryOptions } from './countries'
