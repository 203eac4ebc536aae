import type { AuthorCategory } from '../contract'

/**
 * Author behaviour (application §3 author categories, §4/§9 impact 0–5): bot likeliness from
 * posting regularity, duplicate ratio and link spam; category and impact from it and the
 * account's flags. Pure: the store loads the state, applies a batch, writes it back.
 */

export interface AuthorState {
  messageCount: number
  duplicateCount: number
  linkCount: number
  verified: boolean
  followers: number | null
  curated: boolean
  blacklisted: boolean
  /** Gaps between consecutive posts (Welford): count, mean and M2 in seconds. */
  gapCount: number
  gapMean: number
  gapM2: number
  lastPostMs: number | null
}

export interface AuthorVerdict {
  botLikeliness: number
  category: AuthorCategory
  impact: number
  blacklisted: boolean
}

export const INFLUENCER_FOLLOWERS = 10_000
const BOT_CATEGORY_LIKELINESS = 0.6
const AUTO_BLACKLIST_LIKELINESS = 0.8
/** Evidence needed before behaviour counts fully. */
const FULL_EVIDENCE_MESSAGES = 8

export function newAuthorState(): AuthorState {
  return {
    messageCount: 0,
    duplicateCount: 0,
    linkCount: 0,
    verified: false,
    followers: null,
    curated: false,
    blacklisted: false,
    gapCount: 0,
    gapMean: 0,
    gapM2: 0,
    lastPostMs: null,
  }
}

export interface AuthorPost {
  timeMs: number
  hasLink: boolean
  verified: boolean
  followers: number | null
}

/** Counts a stored post (posts of a batch in time order). */
export function recordPost(state: AuthorState, post: AuthorPost): void {
  state.messageCount += 1
  if (post.hasLink) state.linkCount += 1
  if (post.verified) state.verified = true
  if (post.followers !== null) state.followers = post.followers
  recordGap(state, post.timeMs)
}

/** Counts a post dropped as a repeat of the author's own text; it still counts for regularity. */
export function recordDuplicate(state: AuthorState, timeMs: number): void {
  state.duplicateCount += 1
  recordGap(state, timeMs)
}

function recordGap(state: AuthorState, timeMs: number): void {
  if (state.lastPostMs !== null && timeMs >= state.lastPostMs) {
    const gap = (timeMs - state.lastPostMs) / 1000
    state.gapCount += 1
    const delta = gap - state.gapMean
    state.gapMean += delta / state.gapCount
    state.gapM2 += delta * (gap - state.gapMean)
  }
  state.lastPostMs = Math.max(state.lastPostMs ?? timeMs, timeMs)
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x))

/** 0–1: regular clockwork posting, repeated texts and links in nearly every post look like a bot. */
export function botLikeliness(state: AuthorState): number {
  const posts = state.messageCount + state.duplicateCount
  if (posts === 0) return 0
  let regularity = 0
  if (state.gapCount >= 4 && state.gapMean > 0) {
    const cv = Math.sqrt(state.gapM2 / state.gapCount) / state.gapMean
    // Human posting is bursty (cv ≥ 1); a scheduler posts at near-constant gaps (cv → 0).
    regularity = clamp01(1 - cv / 0.6)
    if (state.gapMean < 120) regularity = clamp01(regularity + 0.2)
  }
  const duplicateRatio = state.duplicateCount / posts
  const linkRatio = state.messageCount === 0 ? 0 : state.linkCount / state.messageCount
  const raw =
    0.45 * regularity + 0.4 * clamp01(duplicateRatio * 2.5) + 0.15 * clamp01((linkRatio - 0.6) / 0.4)
  const evidence = clamp01(posts / FULL_EVIDENCE_MESSAGES)
  return Math.round(clamp01(raw * evidence) * 1000) / 1000
}

/** Category and impact: 0 bot and blacklisted, 5 manually curated, 1–4 automatic. */
export function judgeAuthor(state: AuthorState): AuthorVerdict {
  const likeliness = botLikeliness(state)
  const blacklisted = state.blacklisted || (!state.curated && likeliness >= AUTO_BLACKLIST_LIKELINESS)
  if (state.curated) {
    return {
      botLikeliness: likeliness,
      category: state.verified ? 'verified' : influencerOrRegular(state),
      impact: 5,
      blacklisted: false,
    }
  }
  if (blacklisted) return { botLikeliness: likeliness, category: 'bots', impact: 0, blacklisted: true }
  if (likeliness >= BOT_CATEGORY_LIKELINESS) {
    return { botLikeliness: likeliness, category: 'bots', impact: 1, blacklisted: false }
  }
  let impact = 2
  if (state.verified) impact += 1
  if ((state.followers ?? 0) >= INFLUENCER_FOLLOWERS) impact += 1
  if (likeliness > 0.35) impact -= 1
  return {
    botLikeliness: likeliness,
    category: state.verified ? 'verified' : influencerOrRegular(state),
    impact: Math.min(4, Math.max(1, impact)),
    blacklisted: false,
  }
}

function influencerOrRegular(state: AuthorState): AuthorCategory {
  return (state.followers ?? 0) >= INFLUENCER_FOLLOWERS ? 'influencers' : 'regulars'
}
