import type { UserData } from '../../core'

/** 'First Last', or the username when the profile has no name. */
export function displayName(user: Pick<UserData, 'first_name' | 'last_name' | 'username'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim().replace(/\s+/g, ' ')
  return name === '' ? user.username : name
}

/** Up to two initials for the avatar. */
export function initials(user: Pick<UserData, 'first_name' | 'last_name' | 'username'>): string {
  const letters = [user.first_name, user.last_name]
    .map((part) => part.trim().charAt(0))
    .filter((letter) => letter !== '')
    .join('')
  return (letters || user.username.charAt(0) || '?').toUpperCase()
}
