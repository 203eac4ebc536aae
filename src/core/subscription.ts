import type { UserData } from './wire/userdata'

/** Subscription validity: logged in and valid_until (epoch seconds) in the future (application §4). */
export function hasValidSubscription(user: Pick<UserData, 'valid_until'> | null, nowMs: number): boolean {
  return user !== null && user.valid_until * 1000 > nowMs
}
