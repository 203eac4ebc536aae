import type { FastifyRequest } from 'fastify'
import type { MessageFilter } from '../../../market/messages/filters'
import {
  requireAiText,
  requireFeature,
  requireHistory,
  requireRangeDays,
  requireValidSubscription,
} from '../../entitlements'
import type { TimeRange } from './common'

/**
 * Which entitlements a data call needs (application §6), checked with the shared server
 * entitlements: a valid subscription, the history months and time span for its range.
 */
export function entitleRange(request: FastifyRequest, range: TimeRange, nowMs: number): void {
  requireValidSubscription(request, nowMs)
  requireHistory(request, range.startMs, nowMs)
  requireRangeDays(request, range.startMs, range.endMs)
}

/**
 * The filter permissions a message filter uses: key event, source, language and type filters
 * each need their feature, a list view (title filters) the list view, an author filter the
 * author view, and more than one of the filters at once the combine permission.
 */
export function entitleMessageFilter(request: FastifyRequest, filter: MessageFilter): void {
  const used: string[] = []
  if (filter.keyEventIds && filter.keyEventIds.length > 0) {
    requireFeature(request, 'filter.key_event')
    used.push('key_event')
  }
  if (filter.sources) {
    requireFeature(request, 'filter.source')
    used.push('source')
  }
  if (filter.langs) {
    requireFeature(request, 'filter.language')
    used.push('language')
  }
  if (filter.types) {
    requireFeature(request, 'filter.type')
    used.push('type')
  }
  if (filter.titleFilters) requireFeature(request, 'view.list')
  if (filter.authors) requireFeature(request, 'view.author')
  if (used.length > 1) requireFeature(request, 'filter.combine')
}

/** Executive summaries and other AI text: 38 without the AI text permission. */
export function entitleAi(request: FastifyRequest): void {
  requireAiText(request)
}

/** Calls about current data need a valid subscription only. */
export function entitleCurrent(request: FastifyRequest, nowMs = Date.now()): void {
  requireValidSubscription(request, nowMs)
}

/** The author page needs the author view (premium has none). */
export function entitleAuthorView(request: FastifyRequest): void {
  requireValidSubscription(request)
  requireFeature(request, 'view.author')
}
