import { type DividendAnswer, formatCurrency, formatPercent } from '../../../core'
import type { Column } from '../../../ui/charts'
import { isoDayText } from './iso-day'

const NA = 'n/a'
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' })
const longDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
export const dividendDay = (iso: string) => longDay.format(Date.parse(`${iso}T00:00:00Z`))

export interface DividendFigure {
  label: string
  value: string
  /** Why a figure is missing or what it is measured against. */
  note?: string
}

const FREQUENCY: Record<number, string> = { 1: 'annual', 2: 'semi-annual', 4: 'quarterly', 12: 'monthly' }

/** The widget's figures, each with the reason beside an n/a. */
export function dividendFigures(data: DividendAnswer): DividendFigure[] {
  const money = (value: number) => formatCurrency(value, data.currency)
  return [
    {
      label: 'Dividend yield',
      value: data.dividend_yield === null ? NA : formatPercent(data.dividend_yield, { digits: 2 }),
      note: data.close === null ? 'no close' : undefined,
    },
    {
      label: 'Last 12 months',
      value: data.trailing_12m === null ? NA : money(data.trailing_12m),
      note: data.per_year === null ? undefined : (FREQUENCY[data.per_year] ?? `${data.per_year} a year`),
    },
    {
      label: 'Growth (year on year)',
      value: data.growth === null ? NA : formatPercent(data.growth, { digits: 1, signed: true }),
      note: data.growth === null ? 'no dividend in the 12 months before' : undefined,
    },
    {
      label: 'Payout ratio',
      value: data.payout_ratio === null ? NA : formatPercent(data.payout_ratio, { digits: 1 }),
      note: data.payout_ratio === null ? 'needs four earnings reports with a profit' : 'of trailing earnings',
    },
  ]
}

/** The paid dividends as columns, oldest first; a lower amount than the one before is a cut. */
export function dividendColumns(data: DividendAnswer): Column[] {
  const paid = [...data.history].reverse()
  return paid.map((payment, index) => {
    const before = paid[index - 1]
    const change = before && before.amount > 0 ? payment.amount / before.amount - 1 : null
    return {
      key: payment.ex_date,
      label: monthYear.format(Date.parse(`${payment.ex_date}T00:00:00Z`)),
      value: payment.amount,
      highlight: change !== null && change < 0,
      detail: [
        `Ex-date ${isoDayText(payment.ex_date)}`,
        `${formatCurrency(payment.amount, data.currency)} per share`,
        ...(payment.pay_date ? [`Paid ${isoDayText(payment.pay_date)}`] : []),
        ...(change !== null && change !== 0
          ? [`${formatPercent(change, { digits: 1, signed: true })} against the one before`]
          : []),
      ],
    }
  })
}
