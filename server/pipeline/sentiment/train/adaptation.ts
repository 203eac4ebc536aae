import { NEGATIVE, NEUTRAL, POSITIVE } from '../types'
import { seededRandom } from './cross-validate'
import type { LabelledText } from './dataset'

/**
 * Domain adaptation: sentences in the registers the tweet set barely has (company reports, wire
 * news, plain descriptions, retail posts), generated from hand-written templates with random
 * names, places and figures. They are always in the training rows and never evaluated on.
 *
 * Why: trained on finance tweets alone, words that merely describe (companies, operates, plant,
 * includes) carried the tone of the tweets they happened to occur in, so a plain description
 * scored as bad news. The templates pair such words with every label: neutral facts, and polar
 * movements that use the same nouns, so only the wording that says good or bad carries weight.
 * No sentence is taken from any data set; none shares four words in a row with the check set
 * (check-set.ts), which stays a test of what this does not teach.
 */

type Pick = () => string

interface Slots {
  readonly co: Pick
  readonly person: Pick
  readonly city: Pick
  readonly country: Pick
  readonly region: Pick
  readonly industry: Pick
  readonly product: Pick
  readonly customer: Pick
  readonly metric: Pick
  readonly role: Pick
  readonly period: Pick
  readonly date: Pick
  readonly month: Pick
  readonly cur: Pick
  readonly n: Pick
  readonly m: Pick
  readonly pct: Pick
  readonly year: Pick
  readonly people: Pick
  readonly tick: Pick
  readonly exchange: Pick
  readonly asset: Pick
}

type Template = (s: Slots) => string

const NEUTRAL_TEMPLATES: readonly Template[] = [
  (s) => `${s.co()} is headquartered in ${s.city()}.`,
  (s) => `${s.co()} is a ${s.country()}-based ${s.industry()} company.`,
  (s) => `${s.co()} operates ${s.n()} production plants in ${s.region()}.`,
  (s) => `${s.co()} employs about ${s.people()} people in ${s.country()}.`,
  (s) => `The company has operations in ${s.n()} countries and sells mainly to ${s.customer()}.`,
  (s) => `${s.co()} was founded in ${s.year()} and is listed on the ${s.exchange()}.`,
  (s) => `${s.co()} will publish its ${s.period()} report on ${s.date()}.`,
  (s) => `${s.co()} sets ${s.date()} as date of ${s.period()} earnings release`,
  (s) => `Shareholders meet in ${s.city()} on ${s.date()} for the yearly meeting.`,
  (s) => `The agreement covers the delivery of ${s.product()} to ${s.customer()}.`,
  () => `Financial details of the agreement were not disclosed.`,
  (s) => `The total value of the order is about ${s.cur()} ${s.n()} million.`,
  (s) => `${s.person()} has been appointed ${s.role()} of ${s.co()} as of ${s.date()}.`,
  (s) => `${s.co()} names ${s.person()} ${s.role()}`,
  (s) => `${s.person()} will continue to serve as ${s.role()}.`,
  () => `The transaction is subject to approval by the competition authorities.`,
  (s) => `The new facility will be located in ${s.city()}, ${s.country()}.`,
  (s) => `Its product range includes ${s.product()}, ${s.product()} and ${s.product()}.`,
  (s) => `${s.co()} supplies ${s.product()} to ${s.customer()} in ${s.region()}.`,
  (s) => `The company's customers include ${s.customer()} and ${s.customer()}.`,
  (s) => `The new shares will trade under the symbol ${s.tick()} on the ${s.exchange()}.`,
  (s) => `${s.co()} reports its figures in ${s.cur()} and its financial year ends in ${s.month()}.`,
  (s) => `The conference call for analysts begins at ${s.n()}:00 local time.`,
  () => `The figures in this release are unaudited.`,
  (s) => `The fund invests mainly in ${s.asset()} and holds about ${s.n()} positions.`,
  (s) => `The notes carry an annual coupon of ${s.pct()} percent and mature in ${s.year()}.`,
  (s) => `${s.co()} is part of the ${s.co()} group.`,
  (s) => `The deal was first announced in ${s.month()}.`,
  (s) => `${s.co()} makes ${s.product()} for ${s.customer()}.`,
  (s) => `The main markets of the group are ${s.region()} and ${s.region()}.`,
  (s) => `The subscription period runs from ${s.date()} to ${s.date()}.`,
  () => `More information is available on the company's website.`,
  (s) => `${s.co()} has ${s.people()} stores in ${s.country()}.`,
  (s) => `The board comprises ${s.n()} members, ${s.n()} of whom are independent.`,
  () => `The exchange is open from 9:00 to 17:30 on weekdays.`,
  (s) => `The benchmark is made up of the ${s.n()} largest ${s.industry()} companies in ${s.region()}.`,
  (s) => `${s.co()} shares are also traded on the ${s.exchange()}.`,
  (s) => `${s.metric()} for the period totalled ${s.cur()} ${s.n()} million.`,
  (s) => `${s.metric()} for the ${s.period()} amounted to ${s.cur()} ${s.n()}.${s.m()} million.`,
  (s) => `The order book stood at ${s.cur()} ${s.n()} million on 30 ${s.month()}.`,
  (s) => `${s.co()} and ${s.co()} signed a cooperation agreement on ${s.product()}.`,
  (s) => `The plant in ${s.city()} produces ${s.product()} for ${s.region()}.`,
  (s) => `${s.co()} sells its products through retailers and online.`,
  (s) => `The company operates in the ${s.industry()} sector.`,
  (s) => `${s.co()} has some ${s.people()} shareholders.`,
  (s) => `The offer price is ${s.cur()} ${s.n()} per share.`,
  (s) => `${s.person()} holds a degree in economics and joined ${s.co()} in ${s.year()}.`,
  (s) => `${s.co()} to hold capital markets day in ${s.city()}`,
  (s) => `The ${s.period()} report is attached to this release.`,
  (s) => `${s.co()} publishes monthly traffic figures for its ${s.region()} network.`,
  (s) => `Which broker do you use for ${s.asset()}?`,
  (s) => `$${s.tick()} reports after the close on ${s.date()}`,
  (s) => `What time is the $${s.tick()} call today?`,
  (s) => `Watching $${s.tick()} and $${s.tick()} this week, no position yet.`,
  (s) => `$${s.tick()} ex-dividend date is ${s.date()}.`,
  (s) => `The token is used to pay network fees on the ${s.co()} chain.`,
  (s) => `${s.co()} listed ${s.n()} new trading pairs for ${s.asset()}.`,
  (s) => `The index tracks the ${s.n()} largest companies listed in ${s.country()}.`,
  (s) => `The exchange-traded fund follows a basket of ${s.n()} ${s.industry()} stocks.`,
  () => `The weights of the index members are reviewed every quarter.`,
  (s) => `${s.co()} joined the ${s.exchange()} benchmark in ${s.year()}.`,
]

const POSITIVE_TEMPLATES: readonly Template[] = [
  (s) => `${s.co()}'s ${s.metric()} rose to ${s.cur()} ${s.n()} million from ${s.cur()} ${s.m()} million.`,
  (s) => `${s.metric()} grew ${s.pct()} % year on year to ${s.cur()} ${s.n()} million.`,
  (s) => `${s.co()} lifted its ${s.metric()} outlook for the year.`,
  (s) => `${s.co()} won a ${s.cur()} ${s.n()} million order from ${s.customer()}.`,
  (s) => `${s.co()} wins contract to supply ${s.product()} to ${s.customer()}`,
  (s) => `The operating margin improved to ${s.pct()} % from ${s.m()} %.`,
  (s) => `${s.co()} shares jumped ${s.pct()} % after the ${s.period()} report.`,
  (s) => `${s.co()} ${s.metric()} up ${s.pct()}% on strong demand for ${s.product()}`,
  (s) => `Demand for ${s.product()} grew strongly in ${s.region()}.`,
  (s) => `${s.co()} was back in the black for the ${s.period()}.`,
  (s) => `${s.co()} expects ${s.metric()} to grow significantly this year.`,
  (s) => `Orders received rose ${s.pct()} % to the largest order book in the group's history.`,
  (s) => `${s.co()} turned a net profit of ${s.cur()} ${s.n()} million after last year's loss.`,
  (s) => `The ${s.customer()} business delivered its best quarter so far.`,
  (s) => `${s.co()} stock climbs as analysts lift price targets`,
  (s) => `${s.co()} boosts dividend and announces buyback`,
  (s) => `$${s.tick()} adding shares all week, heading much higher`,
  (s) => `added to my $${s.tick()} position today, love the setup`,
  (s) => `$${s.tick()} calls printing, what a day`,
  (s) => `$${s.tick()} breaking out to new highs on volume`,
  (s) => `bought more $${s.tick()} on the dip, long and strong`,
  (s) => `$${s.tick()} is so undervalued at these levels, easy buy`,
  (s) => `$${s.tick()} holding up great, next leg up incoming`,
  (s) => `${s.asset()} rally continues, bulls firmly in charge`,
  (s) => `${s.co()} added more ${s.customer()} than analysts expected during the ${s.period()}.`,
  (s) => `${s.metric()} was above expectations at ${s.cur()} ${s.n()} million.`,
  (s) => `${s.co()} has been awarded a ${s.m()}-year contract by ${s.customer()}.`,
  (s) => `${s.co()} secures new supply deal with ${s.customer()}`,
]

const NEGATIVE_TEMPLATES: readonly Template[] = [
  (s) => `${s.co()}'s ${s.metric()} fell to ${s.cur()} ${s.m()} million from ${s.cur()} ${s.n()} million.`,
  (s) => `${s.metric()} shrank ${s.pct()} % year on year to ${s.cur()} ${s.n()} million.`,
  (s) => `${s.co()} trimmed its ${s.metric()} outlook for the year.`,
  (s) => `${s.co()} will cut ${s.people()} jobs in ${s.country()}.`,
  (s) => `${s.co()} posted an operating loss of ${s.cur()} ${s.n()} million.`,
  (s) => `The operating margin weakened to ${s.m()} % from ${s.pct()} %.`,
  (s) => `${s.co()} shares slumped ${s.pct()} % after the ${s.period()} report.`,
  (s) => `${s.co()} ${s.metric()} down ${s.pct()}% as demand for ${s.product()} weakens`,
  (s) => `Demand for ${s.product()} declined sharply in ${s.region()}.`,
  (s) => `${s.co()} slipped into the red for the ${s.period()}.`,
  (s) => `${s.co()} issued a profit warning for the ${s.period()}.`,
  (s) => `Orders received dropped ${s.pct()} % and the order book shrank.`,
  (s) => `The net loss widened to ${s.cur()} ${s.n()} million.`,
  (s) => `${s.co()} suspends dividend as losses mount`,
  (s) => `${s.co()} stock sinks as analysts slash price targets`,
  (s) => `${s.co()} delays ${s.product()} launch, shares tumble`,
  (s) => `sold all my $${s.tick()}, this is heading much lower`,
  (s) => `$${s.tick()} puts printing, knew it would dump`,
  (s) => `$${s.tick()} is a bubble waiting to pop`,
  (s) => `shorting $${s.tick()} here, chart is broken`,
  (s) => `$${s.tick()} bagholders getting crushed again`,
  (s) => `$${s.tick()} way overvalued, stay away from this one`,
  (s) => `$${s.tick()} rolling over, lower lows all week`,
  (s) => `${s.asset()} crash continues, bears firmly in charge`,
  (s) => `${s.co()} added fewer ${s.customer()} than analysts expected during the ${s.period()}.`,
  (s) => `${s.metric()} was below expectations at ${s.cur()} ${s.n()} million.`,
  (s) => `${s.co()} lost a ${s.m()}-year contract with ${s.customer()}.`,
  (s) => `took my loss and sold every $${s.tick()} share, no bottom in sight`,
]

const NAME_START = [
  'Nor',
  'Vel',
  'Astra',
  'Kori',
  'Luma',
  'Tesra',
  'Brio',
  'Hal',
  'Quen',
  'Oxa',
  'Meri',
  'Sol',
]
const NAME_END = ['tech', 'gen', 'via', 'dex', 'ion', 'ora', 'mark', 'line', 'core', 'well', 'lux', 'tor']
const NAME_FORM = ['Oyj', 'Inc.', 'AG', 'plc', 'Corp.', 'Group', 'SA', 'ASA', 'Ltd', 'Holdings', '', '']
const GIVEN = ['Anna', 'Mikko', 'Laura', 'James', 'Sofia', 'Peter', 'Elena', 'Tomas', 'Maria', 'David']
const FAMILY = ['Virtanen', 'Keller', 'Haas', 'Lindqvist', 'Moreau', 'Okafor', 'Tanaka', 'Novak', 'Berg']
const CITIES = ['Helsinki', 'Espoo', 'Frankfurt', 'Lyon', 'Austin', 'Osaka', 'Gdansk', 'Porto', 'Leeds']
const COUNTRIES = ['Finland', 'Germany', 'France', 'Poland', 'Sweden', 'Spain', 'Canada', 'Japan', 'Brazil']
const REGIONS = [
  'the Nordic countries',
  'Central Europe',
  'North America',
  'Asia',
  'the Baltics',
  'Latin America',
]
const INDUSTRIES = [
  'engineering',
  'software',
  'packaging',
  'retail',
  'shipping',
  'chemicals',
  'forestry',
  'media',
]
const PRODUCTS = [
  'paper machines',
  'elevators',
  'mobile network equipment',
  'frozen food',
  'wind turbines',
  'steel pipes',
  'payment software',
  'medical devices',
  'cranes',
  'electric buses',
]
const CUSTOMERS = [
  'utilities',
  'mining companies',
  'telecom operators',
  'hospitals',
  'car makers',
  'public sector clients',
  'retail chains',
  'shipyards',
]
const METRICS = [
  'net sales',
  'operating profit',
  'revenue',
  'pre-tax profit',
  'earnings per share',
  'net income',
  'order intake',
  'gross margin',
  'comparable sales',
  'EBITDA',
]
const ROLES = ['chief executive officer', 'chief financial officer', 'head of sales', 'chairman of the board']
const PERIODS = [
  'first quarter',
  'second quarter',
  'third quarter',
  'fourth quarter',
  'half year',
  'full year',
]
const MONTHS = ['January', 'March', 'April', 'June', 'August', 'September', 'October', 'December']
const CURRENCIES = ['EUR', 'USD', 'SEK', 'GBP', 'NOK']
const EXCHANGES = [
  'Nasdaq Helsinki',
  'Frankfurt Stock Exchange',
  'NYSE',
  'London Stock Exchange',
  'Euronext Paris',
]
const ASSETS = ['government bonds', 'bitcoin', 'gold', 'emerging market equities', 'ethereum', 'real estate']
const TICKERS = ['NRVX', 'KORI', 'LUMA', 'TSRA', 'HALO', 'QNT', 'OXAG', 'MRDX', 'SOLC', 'BRIO']

function slots(random: () => number): Slots {
  const pick =
    (list: readonly string[]): Pick =>
    () =>
      list[Math.floor(random() * list.length)] ?? ''
  const between = (low: number, high: number) => () => String(low + Math.floor(random() * (high - low + 1)))
  const company = () => {
    const form = pick(NAME_FORM)()
    return `${pick(NAME_START)()}${pick(NAME_END)()}${form === '' ? '' : ` ${form}`}`
  }
  return {
    co: () => (random() < 0.2 ? 'The group' : company()),
    person: () => `${pick(GIVEN)()} ${pick(FAMILY)()}`,
    city: pick(CITIES),
    country: pick(COUNTRIES),
    region: pick(REGIONS),
    industry: pick(INDUSTRIES),
    product: pick(PRODUCTS),
    customer: pick(CUSTOMERS),
    metric: pick(METRICS),
    role: pick(ROLES),
    period: pick(PERIODS),
    date: () => `${between(1, 28)()} ${pick(MONTHS)()}`,
    month: pick(MONTHS),
    cur: pick(CURRENCIES),
    n: between(12, 90),
    m: between(2, 11),
    pct: between(3, 40),
    year: between(1920, 2020),
    people: between(40, 900),
    tick: pick(TICKERS),
    exchange: pick(EXCHANGES),
    asset: pick(ASSETS),
  }
}

/** Texts per template: enough that each slot word meets every label, few next to the tweets. */
export const PER_TEMPLATE = 6

/** The adaptation sentences, deterministic for a seed, with their labels. */
export function adaptationExamples(seed: number, perTemplate = PER_TEMPLATE): LabelledText[] {
  const random = seededRandom(seed)
  const fill = slots(random)
  const out: LabelledText[] = []
  const seen = new Set<string>()
  const groups: [readonly Template[], number][] = [
    [NEUTRAL_TEMPLATES, NEUTRAL],
    [POSITIVE_TEMPLATES, POSITIVE],
    [NEGATIVE_TEMPLATES, NEGATIVE],
  ]
  for (const [templates, label] of groups) {
    for (const template of templates) {
      for (let i = 0; i < perTemplate; i += 1) {
        const text = template(fill)
        if (seen.has(text)) continue
        seen.add(text)
        out.push({ text, label })
      }
    }
  }
  return out
}
