/** Escapes LIKE wildcards (and the escape character) so a user's text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}
