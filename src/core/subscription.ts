import type { UserData } from './wire/userdata'

/** Subscription validity: logged in and valid_until (epoch seconds) in the future (application §4). */
export function hasValidSubscription(user: Pick<UserData, 'valid_until'> | null, nowMs: number): boolean {
  return user !== null && user.valid_until * 1000 > nowMs
}

/** A new trial lasts this many days. The spec does not give the length; 14 days is Murmur's choice. */
export const TRIAL_DAYS = 14
