import * as v from 'valibot'
import type { MarketPreferences } from './model'

/**
 * The user's market preferences as last read, kept in localStorage: an offline start cannot ask
 * for the user options, and the stream's persisted copy is keyed by the filter they make.
 */
const KEY = (username: string) => `murmur:market-preferences:${username}`
const Schema = v.object({ markets: v.array(v.string()), titleTypes: v.array(v.string()) })

export function rememberedPreferences(username: string): MarketPreferences | null {
  try {
    const raw = localStorage.getItem(KEY(username))
    if (raw === null) return null
    const parsed = v.safeParse(Schema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

export function rememberPreferences(username: string, preferences: MarketPreferences): void {
  try {
    localStorage.setItem(KEY(username), JSON.stringify(preferences))
  } catch {
    // Storage full or refused: the next online start reads the options again.
  }
}
