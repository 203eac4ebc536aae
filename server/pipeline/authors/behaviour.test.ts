import { describe, expect, it } from 'vitest'
import {
  type AuthorState,
  botLikeliness,
  judgeAuthor,
  newAuthorState,
  recordDuplicate,
  recordPost,
} from './behaviour'

const MINUTE = 60_000

function posting(
  times: number[],
  options: { link?: boolean; verified?: boolean; followers?: number | null } = {},
): AuthorState {
  const state = newAuthorState()
  for (const timeMs of times) {
    recordPost(state, {
      timeMs,
      hasLink: options.link ?? false,
      verified: options.verified ?? false,
      followers: options.followers ?? null,
    })
  }
  return state
}

describe('author behaviour (impact 0–5: 0 bot and blacklisted, 5 curated, 1–4 automatic)', () => {
  it('a clockwork poster of repeated texts with links is a blacklisted bot with impact 0', () => {
    const state = posting(
      Array.from({ length: 30 }, (_, i) => i * 180 * MINUTE),
      { link: true },
    )
    for (let i = 0; i < 20; i += 1) recordDuplicate(state, (30 + i) * 180 * MINUTE)
    expect(botLikeliness(state)).toBeGreaterThanOrEqual(0.8)
    expect(judgeAuthor(state)).toMatchObject({ category: 'bots', impact: 0, blacklisted: true })
  })

  it('a bursty human is a regular with an automatic impact between 1 and 4', () => {
    const gaps = [5, 300, 12, 2000, 45, 7, 900, 60, 3, 1500, 20, 400]
    let t = 0
    const state = posting(gaps.map((gap) => (t += gap * MINUTE)))
    expect(botLikeliness(state)).toBeLessThan(0.35)
    const verdict = judgeAuthor(state)
    expect(verdict.category).toBe('regulars')
    expect(verdict.impact).toBeGreaterThanOrEqual(1)
    expect(verdict.impact).toBeLessThanOrEqual(4)
  })

  it('verified accounts and influencers rank higher; curation gives 5, blacklisting 0', () => {
    expect(judgeAuthor(posting([0, 5 * MINUTE], { verified: true, followers: 25_000 }))).toMatchObject({
      category: 'verified',
      impact: 4,
    })
    expect(judgeAuthor(posting([0], { followers: 50_000 }))).toMatchObject({
      category: 'influencers',
      impact: 3,
    })
    const curated = posting([0])
    curated.curated = true
    expect(judgeAuthor(curated).impact).toBe(5)
    const banned = posting([0])
    banned.blacklisted = true
    expect(judgeAuthor(banned)).toMatchObject({ category: 'bots', impact: 0 })
  })

  it('needs a few posts before behaviour counts', () => {
    const state = posting([0, 60 * MINUTE], { link: true })
    recordDuplicate(state, 120 * MINUTE)
    expect(botLikeliness(state)).toBeLessThan(0.6)
  })
})
