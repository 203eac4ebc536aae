import { useQuery } from '@tanstack/react-query'
import {
  type BasicCredentials,
  changeTone,
  formatDecimal,
  formatPercent,
  formatPrice,
  type PriceQuote,
  type TechnicalAnswer,
} from '../../../core'
import { Card } from '../../../ui'
import { assetQueries } from '../queries'
import { asOfDayText } from './iso-day'
import { PERIOD_LABEL, RSI_OVERBOUGHT, RSI_OVERSOLD, rangePosition, rsiReading } from './technical-view'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { widgetQueries } from './widget-queries'
import { WIDGET_TEXT } from './widget-text'
import { WIDGET_TITLE } from './widget-titles'

export interface TechnicalDataWidgetProps {
  titleId: number
  credentials: BasicCredentials
}

const signedPercent = (value: number | null) =>
  value === null ? 'n/a' : formatPercent(value, { signed: true })
/** Moving averages, RSI, the 52-week range and the changes over 1 day to 1 year, as of the last close. */
export function TechnicalDataWidget({ titleId, credentials }: TechnicalDataWidgetProps) {
  const technicals = useQuery(widgetQueries.technicals(credentials, titleId))
  const info = useQuery(assetQueries.info(credentials, titleId))
  const data = technicals.data
  return (
    <Card title={WIDGET_TITLE.technical} className="asset-widget">
      <div
        className="technical-data"
        data-testid="technical-data"
        data-state={technicals.isPending ? 'loading' : technicals.isError ? 'error' : 'ready'}
        data-days={data?.days ?? 0}
      >
        {technicals.isPending ? (
          <WidgetSkeleton height={0} lines={6} />
        ) : technicals.isError ? (
          <WidgetError error={technicals.error} />
        ) : !data || data.close === null || data.date === null ? (
          <WidgetEmpty text={WIDGET_TEXT.noQuotes} />
        ) : (
          <TechnicalBody data={data} quote={info.data ?? undefined} />
        )}
      </div>
    </Card>
  )
}

function TechnicalBody({ data, quote }: { data: TechnicalAnswer; quote: PriceQuote }) {
  const price = (value: number) => formatPrice(value, quote)
  const position = rangePosition(data)
  return (
    <>
      <p className="technical-data__asof">
        {data.date ? asOfDayText(data.date) : 'As of the close of n/a'} · {data.days} trading days read
      </p>
      <ul className="technical-data__changes" aria-label="Price changes">
        {data.changes.map((item) => (
          <li key={item.period} className={`technical-data__change tone-${changeTone(item.change)}`}>
            <span>
              <abbr title={PERIOD_LABEL[item.period]}>{item.period.toUpperCase()}</abbr>
            </span>
            <strong>{signedPercent(item.change)}</strong>
          </li>
        ))}
      </ul>
      <table className="data-table technical-data__table">
        <caption className="visually-hidden">Moving averages and the close's distance from them</caption>
        <thead>
          <tr>
            <th scope="col">Moving average</th>
            <th scope="col">Value</th>
            <th scope="col">Close vs average</th>
          </tr>
        </thead>
        <tbody>
          {data.sma.map((item) => (
            <tr key={item.span}>
              <td>{item.span}-day</td>
              <td>{item.value === null ? 'n/a' : price(item.value)}</td>
              <td className={`tone-${changeTone(item.distance)}`}>
                {item.distance === null
                  ? 'n/a'
                  : `${signedPercent(item.distance)} ${item.distance >= 0 ? 'above' : 'below'}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="technical-data__gauges">
        {data.rsi.map((item) => (
          <div key={item.span} className="technical-data__gauge">
            <span className="technical-data__gauge-label">
              RSI {item.span} <strong>{item.value === null ? 'n/a' : formatDecimal(item.value, 1)}</strong>
              {item.value === null ? null : <em> {rsiReading(item.value)}</em>}
            </span>
            <span className="technical-data__meter" aria-hidden="true">
              <span className="technical-data__zone" style={{ left: 0, width: `${RSI_OVERSOLD}%` }} />
              <span
                className="technical-data__zone"
                style={{ left: `${RSI_OVERBOUGHT}%`, width: `${100 - RSI_OVERBOUGHT}%` }}
              />
              {item.value === null ? null : (
                <span className="technical-data__mark" style={{ left: `${item.value}%` }} />
              )}
            </span>
          </div>
        ))}
        {data.range_52w ? (
          <div className="technical-data__gauge">
            <span className="technical-data__gauge-label">
              52-week range {price(data.range_52w.low)} – {price(data.range_52w.high)}
              {data.range_52w.days < 250 ? <em> ({data.range_52w.days} days of data)</em> : null}
            </span>
            <span className="technical-data__meter" aria-hidden="true">
              {position === null ? null : (
                <span className="technical-data__mark" style={{ left: `${position * 100}%` }} />
              )}
            </span>
          </div>
        ) : null}
      </div>
    </>
  )
}
