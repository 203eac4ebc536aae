import * as v from 'valibot'
import { type TabName, TabParamSchema } from './tabs'
import { STREAM_POST_TYPES } from './wire/stream-posts'

/** The home page's footer tabs; AI Updates is the default (application §2.1). */
export const STREAM_TABS = [
  'stream_posts_market_overview',
  'stream_posts_stream',
  'stream_posts_common',
] as const satisfies readonly TabName[]
export type StreamTab = (typeof STREAM_TABS)[number]
export const DEFAULT_STREAM_TAB: StreamTab = 'stream_posts_stream'

/** Which posts the AI Updates list shows: the user's markets and asset types, all, or the watchlist's. */
export const STREAM_SCOPES = ['mine', 'all', 'watchlist'] as const
export type StreamScope = (typeof STREAM_SCOPES)[number]
export const DEFAULT_STREAM_SCOPE: StreamScope = 'mine'

/* @__NO_SIDE_EFFECTS__ */
const keepPicked = <T extends string>(allowed: readonly T[]) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): T[] | undefined => {
        const list = (Array.isArray(value) ? value : [value]).flatMap((entry) =>
          typeof entry === 'string' ? entry.split(',') : [],
        )
        const kept = [
          ...new Set(list.filter((entry): entry is T => (allowed as readonly string[]).includes(entry))),
        ]
        return kept.length > 0 ? kept : undefined
      }),
    ),
  )
/* @__NO_SIDE_EFFECTS__ */
const pick = <T extends string>(allowed: readonly T[]) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): T | undefined =>
        typeof value === 'string' && (allowed as readonly string[]).includes(value)
          ? (value as T)
          : undefined,
      ),
    ),
  )

/** `/`, `/simple-ui-integrated/` and `/legacy_home`: unknown values are dropped (application §5 "Routes"). */
export const StreamSearchSchema = v.fallback(
  v.object({
    // Any known tab name stays in the URL (application §5); the page shows its own tabs only.
    tab: TabParamSchema,
    scope: pick(STREAM_SCOPES),
    postType: keepPicked(STREAM_POST_TYPES),
  }),
  {},
)
export type StreamSearch = v.InferOutput<typeof StreamSearchSchema>

/** The home page's tab for a tab param: its own tabs, else AI Updates. */
export function streamTabOf(tab: TabName | undefined): StreamTab {
  return STREAM_TABS.find((known) => known === tab) ?? DEFAULT_STREAM_TAB
}

/** `/post?post_id=`: a string; anything else is dropped. */
export const PostSearchSchema = v.fallback(
  v.object({
    post_id: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value): string | undefined =>
          typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : undefined,
        ),
      ),
    ),
  }),
  {},
)
export type PostSearch = v.InferOutput<typeof PostSearchSchema>
