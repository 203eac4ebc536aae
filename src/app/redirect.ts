/**
 * The redirect query of /login holds the full target path (path, search, hash). Only a path on
 * this origin is followed after login: it starts with '/', but not '//' or '/\' (which browsers
 * read as another host), and holds no control characters.
 */
export function safeRedirectPath(value: string | undefined | null): string | null {
  if (typeof value !== 'string' || value === '') return null
  if (!value.startsWith('/')) return null
  if (value.startsWith('//') || value.startsWith('/\\')) return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(value)) return null
  return value
}

/** Where a logged-in user goes from /login: the safe redirect target, else home. */
export function afterLoginPath(redirect: string | undefined | null): string {
  return safeRedirectPath(redirect) ?? '/'
}
