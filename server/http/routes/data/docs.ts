import {
  AuthorDetailAnswerSchema,
  AuthorDetailQuerySchema,
  AuthorMessagesQuerySchema,
  AuthorNetworkAnswerSchema,
  AuthorNetworkQuerySchema,
  AuthorSearchAnswerSchema,
  AuthorSearchQuerySchema,
  DailyPicksPerformanceAnswerSchema,
  DailyPicksPerformanceQuerySchema,
  DatasetHistoryAnswerSchema,
  DatasetHistoryBodySchema,
  DatasetHistoryQuerySchema,
  DividendAnswerSchema,
  DividendQuerySchema,
  EarningsCalendarAnswerSchema,
  EarningsCalendarQuerySchema,
  ImportantMessagesQuerySchema,
  IntradayAnswerSchema,
  IntradayQuerySchema,
  KeyEventDetailAnswerSchema,
  KeyEventDetailQuerySchema,
  KeyEventMessagesQuerySchema,
  KeyEventTypesAnswerSchema,
  LatestKeyEventsAnswerSchema,
  LatestKeyEventsQuerySchema,
  ListMessagesQuerySchema,
  MessageSearchAnswerSchema,
  MessageSearchBodySchema,
  MessageSearchQuerySchema,
  MessageStatisticsAnswerSchema,
  MessageStatisticsQuerySchema,
  NewsbotTitleAnswerSchema,
  NewsbotTitleQuerySchema,
  PriceRatiosAnswerSchema,
  PriceRatiosQuerySchema,
  PulsePicksAnswerSchema,
  PulsePicksOfTitleQuerySchema,
  PulsePicksPerformanceAnswerSchema,
  PulsePicksPerformanceQuerySchema,
  PulsePicksQuerySchema,
  QuotesAnswerSchema,
  QuotesQuerySchema,
  RATINGS_HISTORY_DEFAULT_DAYS,
  RATINGS_HISTORY_MAX_DAYS,
  RatingsAnswerSchema,
  RatingsHistoryAnswerSchema,
  RatingsHistoryQuerySchema,
  RatingsQuerySchema,
  RsiScreenAnswerSchema,
  SectorKeyEventsAnswerSchema,
  SectorKeyEventsQuerySchema,
  ShortSalesAnswerSchema,
  ShortSalesDayAnswerSchema,
  ShortSalesDayQuerySchema,
  ShortSalesQuerySchema,
  SmaScreenAnswerSchema,
  StandardTriggersAnswerSchema,
  StandardTriggersQuerySchema,
  TechnicalAnswerSchema,
  TechnicalQuerySchema,
  TechnicalScreenQuerySchema,
  TitleHistoryAnswerSchema,
  TitleHistoryQuerySchema,
  TitleKeyEventsAnswerSchema,
  TitleKeyEventsItemSchema,
  TitleKeyEventsQuerySchema,
  TitleMessagesAnswerSchema,
  TitleMessagesQuerySchema,
  TitleSnapshotAnswerSchema,
  TitleSnapshotQuerySchema,
  TopBuzzTitlesAnswerSchema,
  TopBuzzTitlesQuerySchema,
  WeeklyPicksAnswerSchema,
  WeeklyPicksQuerySchema,
} from '../../../../src/core'
import { documentRoute } from '../../openapi'

const IDENTS = { idents: 'Title ids, comma-joined' }
const IDENT = { idents: 'One title id' }
/** Every data call: malformed 32, unsupported format 21, entitlement refusals 35. */
export const DATA_ERRORS = [8, 21, 32, 35] as const

/** Describes the data calls for /v6/openapi.json and /v6/docs. */
export function documentDataRoutes(): void {
  documentRoute({
    method: 'POST',
    path: '/messages/search',
    summary: 'Search messages',
    description:
      'Messages of a time range (startDate/endDate as epoch ms or ISO) filtered by titles, view title filters, sources, types (all, the filings group), languages, key events (key_events.4.{id}.total ≥ 1), sentiment, authors, full text and score; with statistics, an executive summary, topics and (Murmur) a timeline of buzz and sentiment per 10-minute, hourly or daily bucket on request.',
    tags: ['Messages'],
    body: MessageSearchBodySchema,
    response: MessageSearchAnswerSchema,
    errors: [...DATA_ERRORS, 33, 38],
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents',
    summary: 'Current buzz and sentiment per title',
    tags: ['Buzz and sentiment'],
    params: IDENTS,
    query: TitleSnapshotQuerySchema,
    response: TitleSnapshotAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/history',
    summary: 'Buzz and sentiment history (Buzz ×100)',
    tags: ['Buzz and sentiment'],
    params: IDENTS,
    query: TitleHistoryQuerySchema,
    response: TitleHistoryAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/quotes',
    summary: 'Daily quotes t, o, h, l, c, v',
    tags: ['Price data'],
    params: IDENT,
    query: QuotesQuerySchema,
    response: QuotesAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/intraday',
    summary: 'Intraday buzz; quotes with data_options=ohlcv',
    tags: ['Price data'],
    params: IDENT,
    query: IntradayQuerySchema,
    response: IntradayAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'POST',
    path: '/datasets/history',
    summary: 'Dataset download: Buzz/Sentiment (×100) or Daily Quotes',
    tags: ['Buzz and sentiment'],
    query: DatasetHistoryQuerySchema,
    body: DatasetHistoryBodySchema,
    response: DatasetHistoryAnswerSchema,
    errors: [...DATA_ERRORS, 33],
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/message_statistics',
    summary: 'Message statistics of titles',
    tags: ['Buzz and sentiment'],
    params: IDENTS,
    query: MessageStatisticsQuerySchema,
    response: MessageStatisticsAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/key_events_v2',
    summary: 'Key events per title',
    tags: ['Key events'],
    params: IDENTS,
    query: TitleKeyEventsQuerySchema,
    response: TitleKeyEventsAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/top_buzz_titles',
    summary: 'Titles with the highest buzz',
    tags: ['Picks'],
    query: TopBuzzTitlesQuerySchema,
    response: TopBuzzTitlesAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/pulsepicks',
    summary:
      "Pulse picks of the last `days` closed days: messages filter_by_stddev σ (default 2) above the title's 30-day normal with a clear sentiment (long when positive, short when negative), with returns from the first close after the pick",
    tags: ['Picks'],
    query: PulsePicksQuerySchema,
    response: PulsePicksAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/pulsepicks/:ident',
    summary: "One title's pulse picks of the last year, newest first, with their returns",
    tags: ['Picks'],
    params: { ident: 'One title id' },
    query: PulsePicksOfTitleQuerySchema,
    response: PulsePicksAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/pulsepicksperformance',
    summary:
      'The pulse picks of the `days` days up to `date` with their returns after 1, 5 and 20 daily closes and a summary (mean return, hit rate); returns only from prices after each pick',
    tags: ['Picks'],
    query: PulsePicksPerformanceQuerySchema,
    response: PulsePicksPerformanceAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/dailypicksperformance',
    summary: "The last 30 days' pulse picks (default filters) summarised day by day and overall",
    tags: ['Picks'],
    query: DailyPicksPerformanceQuerySchema,
    response: DailyPicksPerformanceAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/weeklypicks',
    summary: "The week's strongest signals: the last 7 days' messages against the 8 weeks before, top 10",
    tags: ['Picks'],
    query: WeeklyPicksQuerySchema,
    response: WeeklyPicksAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/short_sales',
    summary: "Every title's short sales of one day (default: the latest day with records)",
    tags: ['Financials'],
    query: ShortSalesDayQuerySchema,
    response: ShortSalesDayAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/earnings',
    summary: 'Earnings releases of a period over all titles, with current buzz and sentiment',
    tags: ['Financials'],
    query: EarningsCalendarQuerySchema,
    response: EarningsCalendarAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/sma/:sma_span',
    summary:
      'Screen: the titles whose close crossed its sma_span-day moving average (2–200) on the latest daily bar, widest first, and the breadth above and below it',
    tags: ['Financials'],
    params: { sma_span: 'Moving-average span in daily bars, 2 to 200' },
    query: TechnicalScreenQuerySchema,
    response: SmaScreenAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/rsi/:rsi_span/:compare_value',
    summary:
      'Screen: titles whose rsi_span-day RSI (2–100) is at or above compare_value (50 to 100: overbought) or at or below it (0 to 50: oversold), most extreme first',
    tags: ['Financials'],
    params: {
      rsi_span: 'RSI span in daily changes, 2 to 100',
      compare_value: 'RSI to compare with, 0 to 100',
    },
    query: TechnicalScreenQuerySchema,
    response: RsiScreenAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/short_sales',
    summary: 'Short sales (finra shape a, fca shape b)',
    tags: ['Financials'],
    params: IDENT,
    query: ShortSalesQuerySchema,
    response: ShortSalesAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/sma',
    summary: 'Technical data: moving averages (20, 50, 200 days), RSI (14, 25), 52-week range, changes',
    tags: ['Financials'],
    params: IDENT,
    query: TechnicalQuerySchema,
    response: TechnicalAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/dividend',
    summary:
      'Dividends per share: the paid ones of the last three years, the next announced one, trailing 12 months, growth, yield and payout ratio',
    tags: ['Financials'],
    params: IDENT,
    query: DividendQuerySchema,
    response: DividendAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/price_ratios',
    summary:
      'Valuation: trailing EPS (last four reports), P/E, earnings yield, EPS growth, PEG, market cap, the next report with its consensus',
    tags: ['Financials'],
    params: IDENT,
    query: PriceRatiosQuerySchema,
    response: PriceRatiosAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/ratings',
    summary: 'AI rating: 8 categories and the overall rating',
    tags: ['Ratings'],
    params: IDENT,
    query: RatingsQuerySchema,
    response: RatingsAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/ratings/history',
    summary: `AI rating day by day, point in time (default the last ${RATINGS_HISTORY_DEFAULT_DAYS} days, at most ${RATINGS_HISTORY_MAX_DAYS})`,
    tags: ['Ratings'],
    params: IDENT,
    query: RatingsHistoryQuerySchema,
    response: RatingsHistoryAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/messages',
    summary: 'Messages about titles, newest first (type, source, lang, score, search_term or full_text)',
    tags: ['Buzz and sentiment'],
    params: IDENTS,
    query: TitleMessagesQuerySchema,
    response: TitleMessagesAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/key_events_v2/:key_event_id',
    summary:
      'One key event over a range: messages carrying it (score ≥ 4), their sentiment, the titles most concerned',
    tags: ['Key events'],
    params: { key_event_id: 'Key event id (GET /key_events_v2)' },
    query: KeyEventDetailQuerySchema,
    response: KeyEventDetailAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/key_events_v2/:key_event_id/messages',
    summary: 'Messages carrying a key event, newest first',
    tags: ['Key events'],
    params: { key_event_id: 'Key event id (GET /key_events_v2)' },
    query: KeyEventMessagesQuerySchema,
    response: TitleMessagesAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/key_events',
    summary: 'Key event types, flat (v1 form of GET /key_events_v2)',
    tags: ['Key events'],
    response: KeyEventTypesAnswerSchema,
    errors: [21, 32],
  })
  documentRoute({
    method: 'GET',
    path: '/key_events/latest',
    summary: 'The newest key-event messages of the last day (score ≥ 4), any title',
    tags: ['Key events'],
    query: LatestKeyEventsQuerySchema,
    response: LatestKeyEventsAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/sectors/:sector_id/key_events_v2',
    summary:
      'Key events across a sector’s titles (score ≥ 4): totals, sentiment and top titles per key event',
    description: 'region takes market codes (US, CA, EU, CN, IN, REST_AS) or ISO countries, comma-joined.',
    tags: ['Key events'],
    params: { sector_id: 'Sector tree id (2 to 8 digits): every title below it' },
    query: SectorKeyEventsQuerySchema,
    response: SectorKeyEventsAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/key_events',
    summary: 'A title’s key events in a range (v1 form of /titles/{idents}/key_events_v2 for one title)',
    tags: ['Key events'],
    params: IDENT,
    query: KeyEventDetailQuerySchema,
    response: TitleKeyEventsItemSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/authors/:source/:author/network',
    summary:
      'An author’s network: the titles they write about most and the authors sharing them (needs the author view)',
    tags: ['Authors'],
    params: { source: 'Source host', author: 'Author handle' },
    query: AuthorNetworkQuerySchema,
    response: AuthorNetworkAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/authors/:source/:author/messages',
    summary:
      'Messages of one or more authors of a source (comma-joined), newest first (needs the author view)',
    tags: ['Authors'],
    params: { source: 'Source host', author: 'Author handles, comma-joined (up to 20)' },
    query: AuthorMessagesQuerySchema,
    response: TitleMessagesAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/lists/:lid/messages',
    summary: 'Messages about a list’s titles, newest first (the list view’s messages; needs the list view)',
    tags: ['Buzz and sentiment'],
    params: { lid: 'List id' },
    query: ListMessagesQuerySchema,
    response: TitleMessagesAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/messages/search',
    summary:
      'Message search as query parameters (lang, type, source comma-joined); answers as POST /messages/search',
    tags: ['Buzz and sentiment'],
    query: MessageSearchQuerySchema,
    response: MessageSearchAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/titles/:idents/messages/important',
    summary: 'Important messages of a title: by authors of impact 4 or 5, newest first',
    tags: ['Buzz and sentiment'],
    params: IDENT,
    query: ImportantMessagesQuerySchema,
    response: TitleMessagesAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/standard_triggers/:id',
    summary: 'Standard alerts of a title',
    tags: ['Rules and triggers'],
    params: { id: 'Title id' },
    query: StandardTriggersQuerySchema,
    response: StandardTriggersAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/authors/search',
    summary: 'Search authors',
    tags: ['Authors'],
    query: AuthorSearchQuerySchema,
    response: AuthorSearchAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/authors/:source/:author',
    summary: 'Author page data',
    tags: ['Authors'],
    params: { source: 'Source host', author: 'Author handle' },
    query: AuthorDetailQuerySchema,
    response: AuthorDetailAnswerSchema,
    errors: DATA_ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/newsbot/titles/:ident',
    summary: 'AI executive summary as an RSS-style channel',
    tags: ['Newsbots'],
    params: { ident: 'Title id' },
    query: NewsbotTitleQuerySchema,
    response: NewsbotTitleAnswerSchema,
    errors: [...DATA_ERRORS, 38],
  })
}
