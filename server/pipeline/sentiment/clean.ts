/** Longest text scored; the rest of a longer message is ignored (keeps scoring time bounded). */
export const MAX_SCORED_CHARS = 8000

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: "'",
  lsquo: "'",
  rdquo: '"',
  ldquo: '"',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  euro: '€',
  pound: '£',
  yen: '¥',
}

const ENTITY = /&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi
const TAG = /<\/?[a-z!][^<>]{0,2000}>/gi
const BLOCK_WITH_TEXT = /<(script|style)\b[\s\S]*?<\/\1\s*>/gi

function decodeEntity(match: string, body: string): string {
  if (body[0] === '#') {
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? match
}

/**
 * The text the model reads: HTML tags dropped (script/style with their content), entities decoded,
 * cut to MAX_SCORED_CHARS. Explanation phrases are slices of this text.
 */
export function cleanText(text: string): string {
  let out = text.length > MAX_SCORED_CHARS * 2 ? text.slice(0, MAX_SCORED_CHARS * 2) : text
  if (out.includes('<'))
    out = out
      .replace(BLOCK_WITH_TEXT, ' ')
      .replace(TAG, ' ')
      .replace(/[ \t]{2,}/g, ' ')
  if (out.includes('&')) out = out.replace(ENTITY, decodeEntity)
  if (out.length > MAX_SCORED_CHARS) {
    out = out.slice(0, MAX_SCORED_CHARS)
    // Never end on half a surrogate pair.
    const last = out.charCodeAt(out.length - 1)
    if (last >= 0xd800 && last <= 0xdbff) out = out.slice(0, -1)
  }
  return out
}
