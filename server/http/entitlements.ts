import type { FastifyRequest } from 'fastify'
import {
  ACCOUNT_TEXT,
  allowsTimeSpan,
  type EffectivePermissions,
  effectivePermissions,
  type Feature,
  hasFeature,
  hasHistoryFor,
  hasTag,
  hasValidSubscription,
  hasWatchlistCapacity,
  type WatchlistItemKind,
} from '../../src/core'
import { toUserData } from '../accounts/users'
import { ApiError } from './api-error'
import { requireUser } from './auth'

/**
 * Server-side permission checks for routes behind basic auth, using the same rules as the
 * UI (src/core/permissions). Refusals answer 403 with the entitlement codes 35–38 of
 * data-interface §8 (13 for a subscription that is no longer valid).
 */

const cache = new WeakMap<FastifyRequest, EffectivePermissions>()

/**
 * The user's effective permissions. Morning-briefing counts are not loaded here (the
 * morning-briefing routes check their capacity themselves).
 */
export function permissionsOf(request: FastifyRequest): EffectivePermissions {
  const known = cache.get(request)
  if (known) return known
  const permissions = effectivePermissions(
    toUserData(requireUser(request), { withPendingSubscriptions: false }),
  )
  cache.set(request, permissions)
  return permissions
}

/** A logged-in user whose valid_until has passed: 403, code 13. */
export function requireValidSubscription(request: FastifyRequest, nowMs = Date.now()): void {
  const user = requireUser(request)
  if (!hasValidSubscription({ valid_until: Math.floor(user.validUntil.getTime() / 1000) }, nowMs)) {
    throw new ApiError(403, 13, 'Your subscription is no longer valid.')
  }
}

/** A feature the route needs: 35, or 38 for the AI features. */
export function requireFeature(request: FastifyRequest, feature: Feature): void {
  if (hasFeature(permissionsOf(request), feature)) return
  if (feature === 'ai_text' || feature === 'ai_chat') throw new ApiError(403, 38)
  throw new ApiError(403, 35, `Your subscription does not include this feature (${feature}).`)
}

export function requireAiText(request: FastifyRequest): void {
  requireFeature(request, 'ai_text')
}

export function requireAiChat(request: FastifyRequest): void {
  requireFeature(request, 'ai_chat')
}

/** A tag such as trendradar: 35. */
export function requireTag(request: FastifyRequest, tag: string): void {
  if (!hasTag(permissionsOf(request), tag)) {
    throw new ApiError(403, 35, `Your subscription does not include this feature (${tag}).`)
  }
}

/** Data starting at `startMs` must lie within the user's history months (35). */
export function requireHistory(request: FastifyRequest, startMs: number, nowMs = Date.now()): void {
  if (!hasHistoryFor(permissionsOf(request), startMs, nowMs)) {
    throw new ApiError(403, 35, ACCOUNT_TEXT.dataOlderThanSubscription)
  }
}

/** A span from `startMs` to `endMs` must fit the user's time-span limit (35). */
export function requireRangeDays(request: FastifyRequest, startMs: number, endMs: number): void {
  if (!allowsTimeSpan(permissionsOf(request), startMs, endMs)) {
    throw new ApiError(403, 35, 'You are requesting a longer time span than your subscription allows')
  }
}

/** Room for one more watchlist view or author (35). */
export function requireWatchlistCapacity(
  request: FastifyRequest,
  kind: WatchlistItemKind,
  currentCount: number,
) {
  if (!hasWatchlistCapacity(permissionsOf(request), kind, currentCount)) {
    throw new ApiError(
      403,
      35,
      `Your subscription allows no more watchlist ${kind} (at most ${
        kind === 'views'
          ? permissionsOf(request).maxWatchlistViews
          : permissionsOf(request).maxWatchlistAuthors
      }).`,
    )
  }
}

/** Downloads (CSV and other file formats) need the download permission: 37. */
export function requireFormat(request: FastifyRequest, format: string): void {
  if (format === 'json') return
  if (!permissionsOf(request).download) throw new ApiError(403, 37)
}
