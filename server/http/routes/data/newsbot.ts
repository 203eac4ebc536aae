import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { NewsbotTitleQuerySchema } from '../../../../src/core'
import { executiveSummary } from '../../../ai/summary'
import { emptyFilter } from '../../../market/messages/filters'
import { parseRequest } from '../../validate'
import { parseIdent, parseQuery } from './common'
import { entitleAi, entitleCurrent } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { knownTitles } from './titles'

const Params = v.object({ ident: v.optional(v.string()) })
const DAY_MS = 86_400_000
/** The summary covers the default time range, the last 3 days. */
const SUMMARY_DAYS = 3

/** GET /v6/newsbot/titles/{ident}?stream=ai-executive-summaries: an RSS-style channel. */
export function newsbotRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  v6.get('/newsbot/titles/:ident', async (request) => {
    const id = parseIdent(parseRequest(Params, request.params).ident, 'ident', 'getNewsbotTitle')
    const query = parseQuery(NewsbotTitleQuerySchema, request.query)
    entitleCurrent(request)
    entitleAi(request)
    const [title = id] = await knownTitles(deps.db, [id])
    const now = Date.now()
    const summary = await executiveSummary(deps.db, deps.llm, {
      ...emptyFilter(now - SUMMARY_DAYS * DAY_MS, now),
      titleIds: [title],
      // A summary in the reader's language: the extractive summary quotes the messages' own sentences.
      langs: query.language ? [query.language] : null,
    })
    return {
      channel: {
        title: 'AI executive summaries',
        link: `/asset?title_id=${title}`,
        description: `AI executive summary of title ${title}`,
        item: summary
          ? [
              {
                title: `Executive summary ${new Date(summary.newestMessageMs).toISOString().slice(0, 10)}`,
                description: summary.text,
                pubDate: new Date(summary.newestMessageMs).toUTCString(),
                text_highlights: query.highlight_titles_in_text === false ? [] : summary.highlights,
                generator: summary.generator,
              },
            ]
          : [],
      },
    }
  })
}
