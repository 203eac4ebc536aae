import { hash } from 'node:crypto'
import { decodeHTML } from 'entities'
import { convert, type HtmlToTextOptions } from 'html-to-text'
import type { IngestMessage } from '../../src/core'

/** A message after normalisation (application §3 Message): plain text, headline first, source host. */
export interface NormalisedMessage {
  source: string
  sourceId: string
  type: string
  author: string | null
  authorName: string | null
  authorVerified: boolean
  authorFollowers: number | null
  messageTime: Date
  sub: string
  body: string
  url: string | null
  imageUrl: string | null
  declaredLang: string | null
  declaredTitleIds: number[]
  /** Hash of the normalised text: "same text from the same author" dedupe. */
  contentHash: string
  demo: boolean
}

const HTML_TAG = /<[a-z!/][^>]*>/i
const HTML_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable' },
  ],
}

/** HTML tags stripped and entities decoded; whitespace collapsed. Plain text skips the parser. */
export function plainText(text: string): string {
  let out = text
  if (HTML_TAG.test(out)) out = convert(out, HTML_OPTIONS)
  else if (out.includes('&')) out = decodeHTML(out)
  return out.replace(/\s+/g, ' ').trim()
}

/** `https://www.Reuters.com/x` → reuters.com; a bare host stays as it is, lower-cased. */
export function sourceHost(source: string): string {
  const trimmed = source.trim().toLowerCase()
  let host = trimmed
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) && URL.canParse(trimmed)) host = new URL(trimmed).hostname
  else host = trimmed.split('/')[0] ?? trimmed
  return host.replace(/^www\./, '')
}

/** Forum posts and comments carry their text in body: the body becomes the headline, sub the body. */
const BODY_IS_HEADLINE = new Set(['forum_posts', 'comments'])

const MAX_SUB_LENGTH = 500

export function normaliseMessage(message: IngestMessage): NormalisedMessage {
  let sub = plainText(message.sub)
  let body = plainText(message.body)
  if (BODY_IS_HEADLINE.has(message.type)) [sub, body] = [body, sub]
  if (sub === '') [sub, body] = [body, '']
  if (sub.length > MAX_SUB_LENGTH) {
    const cut = sub.lastIndexOf(' ', MAX_SUB_LENGTH)
    const at = cut > MAX_SUB_LENGTH / 2 ? cut : MAX_SUB_LENGTH
    body = `${sub.slice(at).trim()}${body === '' ? '' : ` ${body}`}`
    sub = `${sub.slice(0, at).trim()}…`
  }
  const author = message.author?.trim() ? message.author.trim() : null
  return {
    source: sourceHost(message.source),
    sourceId: message.source_id,
    type: message.type,
    author,
    authorName: message.author_name ?? null,
    authorVerified: message.author_verified,
    authorFollowers: message.author_followers,
    messageTime: message.time,
    sub,
    body,
    url: message.url,
    imageUrl: message.image_url,
    declaredLang: message.lang,
    declaredTitleIds: message.titles,
    contentHash: contentHash(sub, body),
    demo: message.demo,
  }
}

export function contentHash(sub: string, body: string): string {
  const text = `${sub}\n${body}`
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  // One-shot: a Hash object per message cost more than the digest of a short text.
  return hash('sha1', text, 'base64url')
}
